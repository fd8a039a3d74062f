import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { STAFF_ROLE_LABELS, type StaffRole } from '@portal/schema/staff-texts'
import { useStaffSession } from './use-staff-session.ts'

/** Props of RequireRole. */
export interface RequireRoleProps {
  /** The role the page needs. */
  needs: StaffRole
  children: ReactNode
}

/**
 * A console page for one role: anyone else is told which role it needs (the server refuses their
 * calls with 403 whatever this shows).
 */
export function RequireRole({ needs: role, children }: RequireRoleProps) {
  const { hasRole } = useStaffSession()
  if (hasRole(role)) return children
  return (
    <>
      <h1>This page needs the {STAFF_ROLE_LABELS[role].label} role</h1>
      <p>
        {STAFF_ROLE_LABELS[role].description} Ask a console admin if you need
        it.
      </p>
      <p>
        <Link to="/console">Go to the console home</Link>
      </p>
    </>
  )
}
