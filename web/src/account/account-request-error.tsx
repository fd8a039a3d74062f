import { Link, useLocation } from 'react-router'
import { RequestFailedError } from '#web/lib/http.ts'
import { accountSignInPath } from './account-api.ts'

/** Props of AccountRequestError. */
export interface AccountRequestErrorProps {
  error: Error
  /** What failed, e.g. "Your passkeys could not be loaded." */
  what: string
}

/**
 * An account call that failed, in words: an ended session gets a sign-in link back to this page,
 * anything else shows the server's messages. Focusable as the forms' failed-submit banner is.
 */
export function AccountRequestError({ error, what }: AccountRequestErrorProps) {
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
              <Link
                to={accountSignInPath(`${location.pathname}${location.search}`)}
              >
                Sign in again
              </Link>
              .
            </>
          ) : status === 0 ? (
            'The portal could not be reached. Try again in a moment.'
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
