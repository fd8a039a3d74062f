import type { ChangeEvent } from 'react'

/** A form's values: an object whose fields may nest (`primaryContact.email`) or be lists. */
export type FieldValues = Record<string, unknown>

/** A field's message by its dotted path (`primaryContact.email`, `statusUpdateEmails.1`). */
export type FieldErrors = Partial<Record<string, string>>

/** The elements a field registration is spread on. */
export type FieldElement =
  HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

type Leaf = string | number | boolean | bigint | null | undefined | Date | Blob

/** The dotted paths of a form's values: `email`, `primaryContact.email`, `statusUpdateEmails.1`. */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer U)[]
    ? `${number}` | PathInto<`${number}`, U>
    : { [K in keyof T & string]-?: K | PathInto<K, T[K]> }[keyof T & string]

type PathInto<K extends string, V> =
  NonNullable<V> extends Leaf ? never : `${K}.${Path<NonNullable<V>>}`

/** The type of the value at a dotted path. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer R}`
  ? T extends readonly (infer U)[]
    ? PathValue<NonNullable<U>, R>
    : K extends keyof T
      ? PathValue<NonNullable<T[K]>, R>
      : never
  : T extends readonly (infer U)[]
    ? U | undefined
    : P extends keyof T
      ? T[P]
      : never

/** What `register` gives: spread it on the field's element (or on each radio of a group). */
export interface FieldRegistration {
  name: string
  ref: (element: FieldElement | null) => (() => void) | undefined
  onChange: (event: ChangeEvent<FieldElement>) => void
}

/** Options of `register`. */
export interface RegisterOptions {
  /** Called after the value is stored, for a field whose answer does more (a dialog, say). */
  onChange?: (event: ChangeEvent<FieldElement>) => void
}

/** What a field shows before any script runs (a page rendered on the server, ADR 051). */
export interface FieldStart {
  /** The form's default value of the field: a submission posted without JavaScript. */
  value: unknown
  /** Whether the field takes focus as the page loads: the first invalid one of a submission. */
  autoFocus: boolean
}

// Each registration's start, read by the field components (spread on elements, a registration
// carries only DOM props).
const starts = new WeakMap<FieldRegistration, () => FieldStart>()

/** What the field of this registration shows before any script runs. */
export function fieldStart(registration: FieldRegistration): FieldStart {
  return starts.get(registration)?.() ?? { value: undefined, autoFocus: false }
}

/** The default as a text field's or a select's `defaultValue`. */
export function textStart(registration: FieldRegistration): string | undefined {
  const { value } = fieldStart(registration)
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : undefined
}

/** The value at a dotted path, or undefined. */
function valueAt(values: unknown, path: string): unknown {
  let current = values
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function setValueAt(values: FieldValues, path: string, value: unknown) {
  const keys = path.split('.')
  const last = keys.pop() ?? path
  let current: Record<string, unknown> = values
  keys.forEach((key, index) => {
    const next = current[key]
    if (typeof next === 'object' && next !== null) {
      current = next as Record<string, unknown>
    } else {
      // A list where the next key is an index (`statusUpdateEmails.1`), else an object.
      const created = /^\d+$/.test(keys[index + 1] ?? last) ? [] : {}
      current[key] = created
      current = created as Record<string, unknown>
    }
  })
  current[last] = value
}

const isCheckbox = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'checkbox'
const isRadio = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'radio'

// Whether an element shows other than the value it was rendered with: the user changed it.
function isChangedInPage(element: FieldElement): boolean {
  if (isCheckbox(element) || isRadio(element))
    return element.checked !== element.defaultChecked
  if (element instanceof HTMLSelectElement)
    return Array.from(element.options).some(
      (option) => option.selected !== option.defaultSelected,
    )
  return element.value !== element.defaultValue
}

/**
 * The values of a form of uncontrolled fields (ADR 025): the fields keep their own text, and each
 * change is copied here, so values outlive the fields that showed them (a step left, a dialog
 * closed, a conditional field hidden) the way the user left them. Value shapes: text and selects
 * give their string, a radio group the chosen value or null, a lone checkbox true or false, and
 * checkboxes sharing a name (or whose default is a list) the list of ticked values.
 */
export class FormStore {
  private readonly values: FieldValues
  private readonly elements = new Map<string, Set<FieldElement>>()
  private readonly registrations = new Map<string, FieldRegistration>()
  private readonly options = new Map<string, RegisterOptions>()
  private readonly listeners = new Set<() => void>()

  /**
   * @param autoFocus The field that takes focus as the page loads: the first invalid one of a
   * submission the server answered with this page (R-SSR-FORM-FOCUS).
   */
  constructor(
    private readonly defaults: FieldValues,
    private readonly autoFocus?: string,
  ) {
    this.values = structuredClone(defaults)
  }

  /** The props that tie an element to the field `name`; the same object on every render. */
  register = (name: string, options: RegisterOptions = {}) => {
    this.options.set(name, options)
    let registration = this.registrations.get(name)
    if (!registration) {
      registration = {
        name,
        ref: (element) => (element ? this.attach(name, element) : undefined),
        onChange: (event) => {
          const element = event.target
          this.store(
            name,
            isCheckbox(element) || isRadio(element)
              ? this.read(name)
              : element.value,
          )
          this.options.get(name)?.onChange?.(event)
        },
      }
      this.registrations.set(name, registration)
      starts.set(registration, () => ({
        value: valueAt(this.defaults, name),
        autoFocus: this.autoFocus === name,
      }))
    }
    return registration
  }

  /** Sets a field's value, and what its elements show if they are on the page. */
  setValue = (name: string, value: unknown) => {
    setValueAt(this.values, name, value)
    for (const registered of this.elements.keys()) {
      if (registered === name || registered.startsWith(`${name}.`))
        this.write(registered)
    }
    this.notify()
  }

  /** The value at a path, as stored (do not change it). */
  getValue = (name: string): unknown => valueAt(this.values, name)

  /** A copy of all values, for validation and the request. */
  getValues = (): FieldValues => structuredClone(this.values)

  /** Calls `listener` after every change of a value. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private attach(name: string, element: FieldElement) {
    const group = this.elements.get(name) ?? new Set<FieldElement>()
    this.elements.set(name, group)
    group.add(element)
    // A field seen for the first time keeps what its element shows; one seen before shows what
    // the user left in it. A field of a server-rendered page that the user changed before the
    // script ran (ADR 051) keeps what they entered.
    if (this.getValue(name) === undefined || isChangedInPage(element))
      this.store(name, this.read(name))
    else this.write(name)
    return () => {
      group.delete(element)
      if (group.size === 0) this.elements.delete(name)
    }
  }

  private store(name: string, value: unknown) {
    setValueAt(this.values, name, value)
    this.notify()
  }

  private isList(name: string, group: readonly FieldElement[]) {
    return Array.isArray(valueAt(this.defaults, name)) || group.length > 1
  }

  private read(name: string): unknown {
    const group = [...(this.elements.get(name) ?? [])]
    const [first] = group
    if (!first) return undefined
    if (isCheckbox(first)) {
      return this.isList(name, group)
        ? group
            .filter((element) => (element as HTMLInputElement).checked)
            .map((element) => element.value)
        : first.checked
    }
    if (isRadio(first)) {
      return (
        group.find((element) => (element as HTMLInputElement).checked)?.value ??
        null
      )
    }
    return first.value
  }

  private write(name: string) {
    const value = this.getValue(name)
    const group = [...(this.elements.get(name) ?? [])]
    const isList = this.isList(name, group)
    for (const element of group) {
      if (isCheckbox(element)) {
        element.checked = isList
          ? Array.isArray(value) && value.includes(element.value)
          : value === true
      } else if (isRadio(element)) {
        element.checked = element.value === value
      } else {
        element.value =
          typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : ''
      }
    }
  }

  private notify() {
    this.listeners.forEach((listener) => listener())
  }
}
