import { SessionRequestError } from '#web/components/ui/session-request-error.tsx'
import { signInUrl } from './console-api.ts'

/** Props of ConsoleRequestError. */
export interface ConsoleRequestErrorProps {
  error: Error
  /** What failed, e.g. "The staff list could not be loaded." */
  what: string
}

/**
 * A console call that failed, in words; an ended session signs in again through the staff
 * sign-in (a full page load: it leaves the app for the identity provider).
 */
export function ConsoleRequestError({ error, what }: ConsoleRequestErrorProps) {
  return (
    <SessionRequestError
      error={error}
      what={what}
      unreachable="The console could not be reached. Try again in a moment."
      signInLink={(returnTo) => <a href={signInUrl(returnTo)}>Sign in again</a>}
    />
  )
}
