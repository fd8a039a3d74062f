import { Link } from 'react-router'
import { SessionRequestError } from '#web/components/ui/session-request-error.tsx'
import { accountSignInPath } from './account-api.ts'

/** Props of AccountRequestError. */
export interface AccountRequestErrorProps {
  error: Error
  /** What failed, e.g. "Your passkeys could not be loaded." */
  what: string
}

/** An account call that failed, in words; an ended session signs in again on the account's page. */
export function AccountRequestError({ error, what }: AccountRequestErrorProps) {
  return (
    <SessionRequestError
      error={error}
      what={what}
      unreachable="The portal could not be reached. Try again in a moment."
      signInLink={(returnTo) => (
        <Link to={accountSignInPath(returnTo)}>Sign in again</Link>
      )}
    />
  )
}
