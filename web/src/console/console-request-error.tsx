import { useLocation } from 'react-router'
import { RequestFailedError } from '#web/lib/http.ts'
import { signInUrl } from './console-api.ts'

/** Props of ConsoleRequestError. */
export interface ConsoleRequestErrorProps {
  error: Error
  /** What failed, e.g. "The staff list could not be loaded." */
  what: string
}

/**
 * A console call that failed, in words: an ended session gets a sign-in link back to this page,
 * a missing role says so, anything else shows the server's messages. Focusable as the forms'
 * failed-submit banner is (`#submit-error`).
 */
export function ConsoleRequestError({ error, what }: ConsoleRequestErrorProps) {
  const location = useLocation()
  const status = error instanceof RequestFailedError ? error.status : 0
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
          {what}{' '}
          {status === 401 ? (
            <>
              Your session has ended.{' '}
              <a href={signInUrl(`${location.pathname}${location.search}`)}>
                Sign in again
              </a>
              .
            </>
          ) : status === 0 ? (
            'The console could not be reached. Try again in a moment.'
          ) : null}
        </p>
        {status !== 401 && messages.length > 0 ? (
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
