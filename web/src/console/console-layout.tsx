import { Suspense } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Outlet, useNavigate } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { SideNavList } from '#web/components/ui/side-nav-page.tsx'
import { postJson } from '#web/lib/http.ts'
import { CONSOLE_QUERY_KEY, SIGN_OUT_URL } from './console-api.ts'
import { navFor } from './console-nav.ts'
import { ConsoleNoIndex } from './console-no-index.tsx'
import { ConsoleRequestError } from './console-request-error.tsx'
import { StaffSessionGuard } from './staff-session-guard.tsx'
import { useStaffSession } from './use-staff-session.ts'
import './console.css'

/** The strip that says whose console this is, and who is signed in. */
function StaffBar() {
  const { staff } = useStaffSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const signOut = useMutation({
    mutationFn: () => postJson(SIGN_OUT_URL, {}),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [CONSOLE_QUERY_KEY] })
      await navigate('/console/sign-in?signedOut=1', { replace: true })
    },
  })
  return (
    <div className="console-bar">
      <div className="grid-container console-bar__inner">
        <p className="console-bar__tag">
          <strong>Staff only.</strong> The department’s console: every action is
          recorded in the audit trail.
        </p>
        <p className="console-bar__who">
          Signed in as <strong>{staff.name}</strong>{' '}
          <span className="console-bar__email">({staff.email})</span>
        </p>
        <button
          type="button"
          className="usa-button usa-button--outline usa-button--inverse console-bar__sign-out"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Sign out
        </button>
      </div>
      {signOut.error ? (
        <div className="grid-container">
          <ConsoleRequestError
            error={signOut.error}
            what="You could not be signed out."
          />
        </div>
      ) : null}
    </div>
  )
}

function ConsoleFrame() {
  const { staff } = useStaffSession()
  return (
    <div className="console">
      <StaffBar />
      <div className="grid-container page-content">
        <div className="grid-row grid-gap-lg">
          <nav
            aria-label="Console"
            className="tablet:grid-col-4 desktop:grid-col-3 console__nav"
          >
            <SideNavList
              entries={navFor(staff.roles).map((item) => ({
                to: item.to,
                label: item.label,
                // The overview is current only at its own address; a section also below it.
                isEnd: item.to === '/console',
              }))}
            />
          </nav>
          <div className="tablet:grid-col-8 desktop:grid-col-9 console__content">
            <Suspense fallback={<LoadingIndicator label="Loading page" />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * The frame of every signed-in console page (issue 28): the staff-only strip with the signed-in
 * person and sign-out, the navigation their roles allow, and the page. Visitors without a session
 * are sent to sign in.
 */
export function ConsoleLayout() {
  return (
    <>
      <ConsoleNoIndex />
      <StaffSessionGuard>
        <ConsoleFrame />
      </StaffSessionGuard>
    </>
  )
}
