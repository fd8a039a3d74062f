import { useEffect } from 'react'
import { Link } from 'react-router'
import { RequestFailedError } from '#web/lib/http.ts'
import { usePageSubmission } from '#web/lib/server-render.ts'

const SUBMIT_ERROR_ID = 'submit-error'

/** Props of SubmitError. */
export interface SubmitErrorProps {
  error: Error
  /** The link to the support form; off on the support form itself. */
  hasSupportLink?: boolean
  /** Said instead of the spec's failed-submit sentence, when the refusal is not a failure to save. */
  summary?: string
}

/**
 * The failed-submit banner of every form, in the spec's words (R-SIGNUP-RESULT, R-CONTACT-RESULT,
 * R-PROD-RESULT), with the server's own messages under it so the applicant knows what went wrong.
 * Focusable (`#submit-error`): `useSubmitErrorFocus` moves focus to it.
 */
export function SubmitError({
  error,
  hasSupportLink = true,
  summary,
}: SubmitErrorProps) {
  const messages = error instanceof RequestFailedError ? error.errors : []
  // A page answering a refused post without JavaScript: the banner has the focus as the page
  // loads when no field does (R-SSR-FORM-FOCUS).
  const submission = usePageSubmission()
  return (
    <div
      className="usa-alert usa-alert--error"
      role="alert"
      id={SUBMIT_ERROR_ID}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a page answering a refused post without JavaScript: where the script would move focus (R-SSR-FORM-FOCUS)
      autoFocus={
        (submission && Object.keys(submission.fieldErrors).length === 0) ||
        undefined
      }
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          {summary ??
            'We encountered a server error while saving your form. Please try again later.'}
          {hasSupportLink ? (
            <>
              {' '}
              Need assistance? Create an issue through our{' '}
              <Link to="/support/contact-us">Support page</Link>.
            </>
          ) : null}
        </p>
        <ServerMessages messages={messages} />
      </div>
    </div>
  )
}

/** The server's messages of a failed request, a list under an alert's text (none: nothing). */
export function ServerMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <ul className="usa-list">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}

/**
 * After a failed submit, moves focus to the banner, unless the server named one of `fields` in
 * its `fieldErrors`: the form has then put focus on the first of them (`applyServerFieldErrors`,
 * `focusFirstField`).
 */
export function useSubmitErrorFocus(
  error: Error | null,
  fields: readonly string[],
) {
  useEffect(() => {
    if (!error) return
    const hasNamedField =
      error instanceof RequestFailedError &&
      fields.some((field) => error.fieldErrors[field]?.length)
    if (!hasNamedField) document.getElementById(SUBMIT_ERROR_ID)?.focus()
  }, [error, fields])
}
