import {
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import {
  FormStore,
  type FieldErrors,
  type FieldRegistration,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
} from './form-store.ts'

/** Checks a form's values: the messages by field path, none when the values are valid. */
export type Validate<T> = (values: T) => Promise<FieldErrors> | FieldErrors

/** Options of useForm. */
export interface UseFormOptions<T extends FieldValues> {
  defaultValues?: Partial<T>
  /**
   * The messages the page starts with, and the field that takes focus: a submission the server
   * answered with this page (R-SSR-FORM-POST).
   */
  initialErrors?: FieldErrors
  autoFocus?: string | undefined
  /** Run on submit only (ADR 015); may wait for the lazily loaded schema. */
  validate: Validate<T>
}

/** A form: its fields' registrations and values, and its messages after a submit. */
export interface Form<T extends FieldValues> {
  register: <P extends Path<T>>(
    name: P,
    options?: RegisterOptions,
  ) => FieldRegistration
  /** Messages by field path, from the last submit or from setError. */
  errors: FieldErrors
  errorOf: (name: Path<T>) => string | undefined
  setError: (name: Path<T>, message: string) => void
  /** Clears one field's message, or all of them. */
  clearErrors: (name?: Path<T>) => void
  setValue: <P extends Path<T>>(name: P, value: PathValue<T, P>) => void
  getValue: <P extends Path<T>>(name: P) => PathValue<T, P>
  subscribe: (listener: () => void) => () => void
  /**
   * The submit handler: validates, then calls `onValid` with a copy of the values, or puts the
   * messages on the fields and calls `onInvalid`. Its promise rejects when validation cannot run
   * (its chunk did not load), for the caller's failed-submit banner.
   */
  handleSubmit: (
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors) => void,
  ) => (event?: { preventDefault: () => void }) => Promise<void>
}

/**
 * The portal's form state (ADR 025, in place of react-hook-form): uncontrolled fields whose values
 * a FormStore keeps, messages set on submit only, nothing validated while the user types.
 */
export function useForm<T extends FieldValues>({
  defaultValues,
  initialErrors,
  autoFocus,
  validate,
}: UseFormOptions<T>): Form<T> {
  const [store] = useState(() => new FormStore(defaultValues ?? {}, autoFocus))
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {})
  return {
    register: store.register,
    errors,
    errorOf: (name) => errors[name],
    setError: (name, message) =>
      setErrors((current) => ({ ...current, [name]: message })),
    clearErrors: (name) =>
      setErrors((current) => {
        if (name === undefined) return {}
        const { [name]: _cleared, ...rest } = current
        return rest
      }),
    setValue: store.setValue,
    getValue: <P extends Path<T>>(name: P) =>
      store.getValue(name) as PathValue<T, P>,
    subscribe: store.subscribe,
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault()
      const values = store.getValues() as T
      const found = await validate(values)
      setErrors(found)
      if (Object.keys(found).length === 0) await onValid(values)
      else onInvalid?.(found)
    },
  }
}

/** A field's value, re-rendering the caller when it changes (a field that shows or hides others). */
export function useWatch<T extends FieldValues, P extends Path<T>>(
  form: Form<T>,
  name: P,
): PathValue<T, P> {
  const value = () => form.getValue(name)
  // On the server (ADR 051) the value is the form's first, as in the browser's first render.
  return useSyncExternalStore(form.subscribe, value, value)
}

const FormContext = createContext<Form<FieldValues> | null>(null)

/** Gives a form to the fields below (the production form's steps). */
export function FormProvider<T extends FieldValues>({
  form,
  children,
}: {
  form: Form<T>
  children: ReactNode
}) {
  return (
    <FormContext value={form as unknown as Form<FieldValues>}>
      {children}
    </FormContext>
  )
}

/** The form of the nearest FormProvider. */
export function useFormContext<T extends FieldValues>(): Form<T> {
  const form = useContext(FormContext)
  if (!form) throw new Error('useFormContext needs a FormProvider above it')
  return form as unknown as Form<T>
}
