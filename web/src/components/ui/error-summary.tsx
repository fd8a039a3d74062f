import { ERROR_SUMMARY_HEADING } from '@portal/schema/page-submission'
import type { FieldErrors } from '#web/lib/form-store.ts'

/** Props of ErrorSummary. */
export interface ErrorSummaryProps {
  /** The form's fields in page order: the summary lists their messages in that order. */
  fields: readonly string[]
  errors: FieldErrors
}

/**
 * The list of a refused submission's field messages above the form, each a link to its field
 * (R-SSR-FORM-SUMMARY): what a form posted without JavaScript answers with, beside the inline
 * messages. The first invalid field has the focus; the summary is announced as an alert.
 */
export function ErrorSummary({ fields, errors }: ErrorSummaryProps) {
  const invalid = fields.filter((field) => errors[field])
  if (invalid.length === 0) return null
  return (
    <div
      className="usa-alert usa-alert--error"
      role="alert"
      aria-labelledby="error-summary-heading"
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="error-summary-heading">
          {ERROR_SUMMARY_HEADING}
        </h2>
        <ul className="usa-list">
          {invalid.map((field) => (
            <li key={field}>
              <a href={`#${field}`}>{errors[field]}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
