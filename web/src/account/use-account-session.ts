import { createContext, useContext } from 'react'
import type { AccountMe } from '@portal/schema/developer-accounts'

/** The signed-in developer, as the account pages read them. */
export interface AccountSession {
  me: AccountMe
}

/** Filled by `AccountSessionGuard` once the session is known. */
export const AccountSessionContext = createContext<AccountSession | null>(null)

/** The signed-in developer; only inside the account's guarded pages. */
export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext)
  if (!session)
    throw new Error('useAccountSession is used outside the account guard')
  return session
}
