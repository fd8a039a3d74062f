import { type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { RequestFailedError } from '#web/lib/http.ts'
import { ServerMessages } from './submit-error.tsx'

/** Props of SessionRequestError. */
export interface SessionRequestErrorProps {
  error: Error
  /** What failed, e.g. "Your passkeys could not be loaded." */
  what: string
  /** Said when the server could not be reached (status 0). */
  unreachable: string
  /** The "Sign in again" link back to `returnTo`: the account and console sign in differently. */
  signInLink: (returnTo: string) => ReactNode
}

/**
 * A signed-in call that failed, in words: an ended session gets a sign-in link back to this page,
 * anything else shows the server's messages. Focusable as the forms' failed-submit banner is
 * (`#submit-error`). Shared by the account and console layers, which may not import each other.
 */
export function SessionRequestError({
  error,
  what,
  unreachable,
  signInLink,
}: SessionRequestErrorProps) {
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
              {signInLink(`${location.pathname}${location.search}`)}.
            </>
          ) : status === 0 ? (
            unreachable
          ) : null}
        </p>
        {status !== 401 ? <ServerMessages messages={messages} /> : null}
      </div>
    </div>
  )
}
