import { useEffect, useRef, type RefObject } from 'react'
import type {
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form'
import { HttpError } from '#web/lib/http.ts'
import { INVALID_FIELD_SELECTOR } from './form-fields.tsx'

/**
 * Moves focus to the first invalid field, in page order, after the render that shows the errors.
 * Call `requestFocus` from the invalid-submit callback and after applying server field errors.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  renderKey: unknown,
) {
  const isRequested = useRef(false)
  useEffect(() => {
    if (!isRequested.current) return
    isRequested.current = false
    formRef.current?.querySelector<HTMLElement>(INVALID_FIELD_SELECTOR)?.focus()
  }, [formRef, renderKey])
  return {
    requestFocus: () => {
      isRequested.current = true
    },
  }
}

/** Puts the server's field messages (400 `fieldErrors`) on the form's fields; true when any applied. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof HttpError)) return false
  let applied = false
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0]
    if (message) {
      setError(field, { message })
      applied = true
    }
  }
  return applied
}

/** Props of HoneypotField. */
export interface HoneypotFieldProps {
  registration: UseFormRegisterReturn
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

/** The dotted paths of the fields an error object names (`primaryContact.email`, `statusUpdateEmails.1`). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value !== 'object' || value === null) return []
    return 'message' in value && typeof value.message === 'string'
      ? [path]
      : errorPaths(value, path)
  })
}

/**
 * Focuses the first field, in page order, whose name is one of `paths`. Unlike
 * useFocusFirstInvalid it does not wait for the error messages to render: the fields are found
 * by name, so it works at once from the invalid-submit callback.
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
