import { createContext, useContext } from 'react'
import type { StaffMe, StaffRole } from '@portal/schema/staff'

/** The signed-in staff member, as the console's pages read them. */
export interface StaffSession {
  staff: StaffMe
  /** Whether the staff member holds the role (for what to show; the server checks again). */
  hasRole: (role: StaffRole) => boolean
}

/** Filled by `StaffSessionGuard` once the session is known. */
export const StaffSessionContext = createContext<StaffSession | null>(null)

/** The signed-in staff member; only inside the console's guarded pages. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext)
  if (!session)
    throw new Error('useStaffSession is used outside the console guard')
  return session
}

/** A session value for a staff member. */
export function staffSessionOf(staff: StaffMe): StaffSession {
  return { staff, hasRole: (role) => staff.roles.includes(role) }
}
