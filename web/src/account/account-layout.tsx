import { Suspense } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Outlet, useNavigate } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { SideNavList } from '#web/components/ui/side-nav-page.tsx'
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
    <div className="account-bar">
      <div className="grid-container account-bar__inner">
        <p className="account-bar__who">
          Signed in as <strong>{me.email}</strong>
        </p>
        <button
          type="button"
          className="usa-button usa-button--outline account-bar__sign-out"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Sign out
        </button>
      </div>
      {signOut.error ? (
        <div className="grid-container">
          <AccountRequestError
            error={signOut.error}
            what="You could not be signed out."
          />
        </div>
      ) : null}
    </div>
  )
}

function AccountFrame() {
  return (
    <FreshProofProvider>
      <div className="account">
        <AccountBar />
        <div className="grid-container page-content">
          <div className="grid-row grid-gap-lg">
            <nav
              aria-label="Account"
              className="tablet:grid-col-4 desktop:grid-col-3"
            >
              <SideNavList
                entries={ACCOUNT_NAV.map((item) => ({
                  to: item.to,
                  label: item.label,
                  // The overview is current only at its own address; a section also below it.
                  isEnd: item.to === '/account',
                }))}
              />
            </nav>
            <div className="tablet:grid-col-8 desktop:grid-col-9 account__content">
              <Suspense fallback={<LoadingIndicator label="Loading page" />}>
                <Outlet />
              </Suspense>
            </div>
          </div>
        </div>
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
