import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useLocation } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { staffSessionQuery } from './console-api.ts'
import { ConsoleRequestError } from './console-request-error.tsx'
import { StaffSessionContext, staffSessionOf } from './use-staff-session.ts'

/**
 * The console's pages only render for a signed-in staff member: a visitor without a session is
 * sent to the sign-in page, which brings them back here afterwards.
 */
export function StaffSessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation()
  const session = useQuery(staffSessionQuery())
  if (session.isPending)
    return <LoadingIndicator label="Checking your sign-in" />
  if (session.isError) {
    if (
      session.error instanceof RequestFailedError &&
      session.error.status === 401
    ) {
      const returnTo = `${location.pathname}${location.search}`
      return (
        <Navigate
          replace
          to={`/console/sign-in?returnTo=${encodeURIComponent(returnTo)}`}
        />
      )
    }
    return (
      <div className="grid-container page-content">
        <ConsoleRequestError
          error={session.error}
          what="Your sign-in could not be checked."
        />
      </div>
    )
  }
  return (
    <StaffSessionContext value={staffSessionOf(session.data)}>
      {children}
    </StaffSessionContext>
  )
}
