import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import {
  SignedInBar,
  SignedInPage,
} from '#web/components/ui/signed-in-frame.tsx'
import { deleteResource } from '#web/lib/http.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from './account-api.ts'
import { ACCOUNT_NAV } from './account-nav.ts'
import { AccountNoIndex } from './account-no-index.tsx'
import { AccountRequestError } from './account-request-error.tsx'
import { AccountSessionGuard } from './account-session-guard.tsx'
import { FreshProofProvider } from './fresh-proof.tsx'
import { useAccountSession } from './use-account-session.ts'
import './account.css'

/**
 * Signing out (this session, or every session of the account): the server ends it, the cached
 * account answers are dropped and the sign-in page says so.
 */
export function useSignOut(everywhere = false) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () =>
      deleteResource(
        everywhere
          ? `${ACCOUNT_API}/sessions`
          : `${ACCOUNT_API}/sessions/current`,
      ),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] })
      await navigate(
        `/account/sign-in?signedOut=${everywhere ? 'everywhere' : '1'}`,
        { replace: true },
      )
    },
  })
}

function AccountBar() {
  const { me } = useAccountSession()
  const signOut = useSignOut()
  return (
    <SignedInBar
      block="account-bar"
      onSignOut={() => signOut.mutate()}
      isSigningOut={signOut.isPending}
      error={
        signOut.error ? (
          <AccountRequestError
            error={signOut.error}
            what="You could not be signed out."
          />
        ) : null
      }
    >
      <p className="account-bar__who">
        Signed in as <strong>{me.email}</strong>
      </p>
    </SignedInBar>
  )
}

function AccountFrame() {
  return (
    <FreshProofProvider>
      <div className="account">
        <AccountBar />
        <SignedInPage
          navLabel="Account"
          contentClassName="account__content"
          items={ACCOUNT_NAV}
          overviewPath="/account"
        />
      </div>
    </FreshProofProvider>
  )
}

/**
 * The frame of every signed-in account page (issue 37): who is signed in and "Sign out", the
 * account's side navigation, the fresh-proof prompt, and the page. Visitors without a session are
 * sent to sign in; search engines never list it.
 */
export function AccountLayout() {
  return (
    <>
      <AccountNoIndex />
      <AccountSessionGuard>
        <AccountFrame />
      </AccountSessionGuard>
    </>
  )
}
