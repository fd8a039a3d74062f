import { Link } from 'react-router'
import { RequestFailedError } from '#web/lib/http.ts'

/**
 * The failed-submit banner of the signup and production forms, in the spec's words (000 §8,
 * 001 §8), with the server's own messages under it so the applicant knows what went wrong.
 * Focusable (`#submit-error`) so a form can move focus to it.
 */
export function SubmitError({ error }: { error: Error }) {
  const messages = error instanceof RequestFailedError ? error.errors : []
  return (
    <div
      className="usa-alert usa-alert--error"
      role="alert"
      id="submit-error"
      tabIndex={-1}
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          We encountered a server error while saving your form. Please try again
          later. Need assistance? Create an issue through our{' '}
          <Link to="/support/contact-us">Support page</Link>.
        </p>
        {messages.length > 0 ? (
          <ul className="usa-list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
