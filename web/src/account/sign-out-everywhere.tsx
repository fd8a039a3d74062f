import { useSignOut } from './account-layout.tsx'
import { AccountRequestError } from './account-request-error.tsx'

/**
 * "Sign out everywhere" with its failure above it: ends every session of the account. The
 * overview and the security page both offer it, each with its own heading and words.
 */
export function SignOutEverywhere() {
  const signOutEverywhere = useSignOut(true)
  return (
    <>
      {signOutEverywhere.error ? (
        <AccountRequestError
          error={signOutEverywhere.error}
          what="You could not be signed out everywhere."
        />
      ) : null}
      <button
        type="button"
        className="usa-button usa-button--secondary"
        onClick={() => signOutEverywhere.mutate()}
        disabled={signOutEverywhere.isPending}
      >
        Sign out everywhere
      </button>
    </>
  )
}
