import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import {
  SignedInBar,
  SignedInPage,
} from '#web/components/ui/signed-in-frame.tsx'
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
    <SignedInBar
      block="console-bar"
      isInverse
      onSignOut={() => signOut.mutate()}
      isSigningOut={signOut.isPending}
      error={
        signOut.error ? (
          <ConsoleRequestError
            error={signOut.error}
            what="You could not be signed out."
          />
        ) : null
      }
    >
      <p className="console-bar__tag">
        <strong>Staff only.</strong> The department’s console: every action is
        recorded in the audit trail.
      </p>
      <p className="console-bar__who">
        Signed in as <strong>{staff.name}</strong>{' '}
        <span className="console-bar__email">({staff.email})</span>
      </p>
    </SignedInBar>
  )
}

function ConsoleFrame() {
  const { staff } = useStaffSession()
  return (
    <div className="console">
      <StaffBar />
      <SignedInPage
        navLabel="Console"
        navClassName="console__nav"
        contentClassName="console__content"
        items={navFor(staff.roles)}
        overviewPath="/console"
      />
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
