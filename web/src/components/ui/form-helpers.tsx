import type {
  FieldRegistration,
  FieldValues,
  Path,
} from '#web/lib/form-store.ts'
import { RequestFailedError } from '#web/lib/http.ts'
import { useServerRender } from '#web/lib/server-render.ts'

/** The hidden field a form posted without JavaScript carries its CSRF token in (R-SSR-FORM-CSRF). */
const CSRF_FIELD = '_csrf'

/**
 * The page's CSRF token, which the server renders into the form (the browser's script sends its
 * own pair instead, so the browser renders the server's value as it found it).
 */
export function CsrfTokenField() {
  const server = useServerRender()
  return (
    <input
      type="hidden"
      name={CSRF_FIELD}
      defaultValue={server?.csrfToken ?? ''}
      suppressHydrationWarning
    />
  )
}

/** Puts the server's field messages (400 `fieldErrors`) on the form's fields; returns those it set. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: (field: Path<T>, message: string) => void,
): string[] {
  if (!(error instanceof RequestFailedError)) return []
  return fields.filter((field) => {
    const message = error.fieldErrors[field]?.[0]
    if (message) setError(field, message)
    return Boolean(message)
  })
}

/** Props of HoneypotField. */
export interface HoneypotFieldProps {
  registration: FieldRegistration
}

/** A field people never see or fill; robots that fill every field are refused by the server. */
export function HoneypotField({ registration }: HoneypotFieldProps) {
  return (
    <div className="usa-sr-only" aria-hidden="true">
      <label htmlFor={registration.name}>Fax number</label>
      <input
        id={registration.name}
        tabIndex={-1}
        autoComplete="off"
        {...registration}
      />
    </div>
  )
}

/**
 * Focuses the first field, in page order, whose name is one of `paths` (after a failed submit the
 * keys of the form's errors, or the fields the server named). The fields are found by name, not by
 * their error styling, so this works at once, before the messages render, and also for fields
 * that read their errors through the form context a render later.
 */
export function focusFirstField(
  form: HTMLFormElement | null,
  paths: readonly string[],
) {
  const names = new Set(paths)
  const target = Array.from(form?.elements ?? []).find(
    (element) =>
      element instanceof HTMLElement &&
      names.has(element.getAttribute('name') ?? ''),
  ) as HTMLElement | undefined
  target?.focus()
}

/** The line above a form's fields that explains the asterisk of required fields. */
export function RequiredFieldsNote() {
  return (
    <p>
      Fields marked with <span aria-hidden="true">*</span>
      <span className="usa-sr-only">an asterisk</span> are required.
    </p>
  )
}
