import type { ReactNode } from 'react'
import {
  fieldStart,
  textStart,
  type FieldRegistration,
} from '#web/lib/form-store.ts'

// Every field: a visible label, the payload field name as id and name (focusFirstField finds
// invalid fields by it), its error announced with the field (aria-describedby), and aria-invalid
// where the role allows it (radios do not take it).

/** Props of FieldFrame. */
export interface FieldFrameProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  isRequired?: boolean
  children: ReactNode
}

/** The ids of a field's hint and message, for its aria-describedby. */
export function describedBy(
  id: string,
  hint: ReactNode,
  error: string | undefined,
): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined
  )
}

/** A field's form group: label, hint and message, wired as every site field is. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  isRequired,
  children,
}: FieldFrameProps) {
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label
        className={`usa-label${error ? ' usa-label--error' : ''}`}
        htmlFor={id}
      >
        {label}
        {isRequired ? (
          <span className="usa-hint usa-hint--required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <div className="usa-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      {children}
    </div>
  )
}

/** Props of TextField. */
export interface TextFieldProps {
  registration: FieldRegistration
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  isRequired?: boolean
  type?: 'text' | 'email' | 'url' | 'password' | 'date' | 'time'
  isMultiline?: boolean
  autoComplete?: string
  /** The on-screen keyboard to offer (`numeric` for one-time codes). */
  inputMode?: 'numeric'
  /** Shows "{n} characters left" under a textarea. */
  maxLength?: number
  /** The current value, for the character count. */
  currentLength?: number
}

/** A text input or textarea with its label, hint and error. */
export function TextField({
  registration,
  label,
  hint,
  error,
  isRequired,
  type = 'text',
  isMultiline,
  autoComplete,
  inputMode,
  maxLength,
  currentLength,
}: TextFieldProps) {
  const id = registration.name
  const hasCount = isMultiline && maxLength !== undefined
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [describedBy(id, hint, error), hasCount ? `${id}-count` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    'aria-required': isRequired || undefined,
    defaultValue: textStart(registration),
    autoFocus: fieldStart(registration).autoFocus || undefined,
    ...registration,
  }
  const left = (maxLength ?? 0) - (currentLength ?? 0)
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
    >
      {isMultiline ? (
        <textarea
          className={`usa-textarea${error ? ' usa-input--error' : ''}`}
          {...common}
        />
      ) : (
        <input
          className={`usa-input${error ? ' usa-input--error' : ''}`}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...common}
        />
      )}
      {hasCount ? (
        <span
          id={`${id}-count`}
          className={`usa-hint${left < 0 ? ' usa-error-message' : ''}`}
          aria-live="polite"
        >
          {left >= 0
            ? `${left} characters left`
            : `${-left} characters over the limit`}
        </span>
      ) : null}
    </FieldFrame>
  )
}

/** Props of CheckboxField. */
export interface CheckboxFieldProps {
  registration: FieldRegistration
  label: ReactNode
  error?: string | undefined
}

/** A single checkbox (terms, attestation) with its error. */
export function CheckboxField({
  registration,
  label,
  error,
}: CheckboxFieldProps) {
  const id = registration.name
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      {error ? (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      <div className="usa-checkbox">
        <input
          className="usa-checkbox__input"
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          defaultChecked={fieldStart(registration).value === true}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a page answering a refused post without JavaScript: where the script would move focus (R-SSR-FORM-FOCUS)
          autoFocus={fieldStart(registration).autoFocus || undefined}
          {...registration}
        />
        <label className="usa-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  )
}

/** Props of RadioGroupField and CheckboxGroupField. */
export interface ChoiceGroupFieldProps {
  registration: FieldRegistration
  legend: ReactNode
  options: readonly { value: string; label: string }[]
  error?: string | undefined
}

/** Choices in a fieldset, all of one name; the first carries the field name as its id. */
function ChoiceGroupField({
  type,
  registration,
  legend,
  options,
  error,
}: ChoiceGroupFieldProps & { type: 'radio' | 'checkbox' }) {
  const name = registration.name
  const start = fieldStart(registration)
  const isChecked = (value: string) =>
    Array.isArray(start.value)
      ? start.value.includes(value)
      : start.value === value
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
    >
      <legend className="usa-legend">{legend}</legend>
      {error ? (
        <span className="usa-error-message" id={`${name}-error`} role="alert">
          {error}
        </span>
      ) : null}
      {options.map((option, index) => {
        const id =
          index === 0
            ? name
            : `${name}-${option.value.replaceAll(/[^A-Za-z0-9_-]/g, '-')}`
        return (
          <div className={`usa-${type}`} key={option.value}>
            <input
              className={`usa-${type}__input`}
              type={type}
              id={id}
              value={option.value}
              aria-describedby={error ? `${name}-error` : undefined}
              defaultChecked={isChecked(option.value)}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a page answering a refused post without JavaScript: where the script would move focus (R-SSR-FORM-FOCUS)
              autoFocus={(index === 0 && start.autoFocus) || undefined}
              {...registration}
            />
            <label className={`usa-${type}__label`} htmlFor={id}>
              {option.label}
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}

/** Radio buttons in a fieldset; the first carries the field name as its id. */
export function RadioGroupField(props: ChoiceGroupFieldProps) {
  return <ChoiceGroupField type="radio" {...props} />
}

/** Checkboxes sharing one payload name (a list); the first carries the name as its id. */
export function CheckboxGroupField(props: ChoiceGroupFieldProps) {
  return <ChoiceGroupField type="checkbox" {...props} />
}

/** Props of SelectField. */
export interface SelectFieldProps {
  registration: FieldRegistration
  label: ReactNode
  options: readonly { value: string; label: string }[]
  error?: string | undefined
  isRequired?: boolean
}

/** A select with a "- Select -" first option, its label and error. */
export function SelectField({
  registration,
  label,
  options,
  error,
  isRequired,
}: SelectFieldProps) {
  const id = registration.name
  return (
    <FieldFrame id={id} label={label} error={error} isRequired={isRequired}>
      <select
        className={`usa-select${error ? ' usa-input--error' : ''}`}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={isRequired || undefined}
        defaultValue={textStart(registration) ?? ''}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a page answering a refused post without JavaScript: where the script would move focus (R-SSR-FORM-FOCUS)
        autoFocus={fieldStart(registration).autoFocus || undefined}
        {...registration}
      >
        <option value="">- Select -</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
