import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useLocation } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { accountSessionQuery, accountSignInPath } from './account-api.ts'
import { AccountRequestError } from './account-request-error.tsx'
import { AccountSessionContext } from './use-account-session.ts'

/**
 * The account pages only render for a signed-in developer: a visitor without a session is sent
 * to the sign-in page, which brings them back here afterwards.
 */
export function AccountSessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation()
  const session = useQuery(accountSessionQuery())
  if (session.isPending)
    return <LoadingIndicator label="Checking your sign-in" />
  if (session.isError) {
    if (
      session.error instanceof RequestFailedError &&
      session.error.status === 401
    )
      return (
        <Navigate
          replace
          to={accountSignInPath(`${location.pathname}${location.search}`)}
        />
      )
    return (
      <div className="grid-container page-content">
        <AccountRequestError
          error={session.error}
          what="Your sign-in could not be checked."
        />
      </div>
    )
  }
  return (
    <AccountSessionContext value={{ me: session.data }}>
      {children}
    </AccountSessionContext>
  )
}
