import { Link } from 'react-router'
import { HttpError } from '#web/lib/http.ts'

/**
 * The failed-submit banner, in the spec's words (000 §8); a refused request (4xx) also lists
 * the server's own messages, so the applicant knows what to change.
 */
export function SubmitError({ error }: { error: Error }) {
  const details =
    error instanceof HttpError && error.status >= 400 && error.status < 500
      ? error.errors
      : []
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
          <Link to="/support">Support page</Link>.
        </p>
        {details.length > 0 ? (
          <ul>
            {details.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
