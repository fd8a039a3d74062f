import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { STAFF_ROLE_LABELS } from '@portal/schema/staff-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { consoleAdminQueries } from './console-admin-queries.ts'
import { formatTime } from './format-time.ts'

/** What the add and change pages tell the list after they saved. */
export interface StaffPageNotice {
  notice?: string
}

function StaffList() {
  const staff = useQuery(consoleAdminQueries.staff())
  const notice = (useLocation().state as StaffPageNotice | null)?.notice
  return (
    <>
      <PageTitle title="Staff and roles" />
      <h1>Staff and roles</h1>
      <p className="usa-intro">
        Who may sign in to the console, and what each may do. Staff sign in with
        the department’s identity provider; the console keeps no password.
      </p>
      {notice ? (
        <Alert type="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      <p>
        <Link className="usa-button" to="/console/staff/new">
          Add a staff member
        </Link>
      </p>
      {staff.isPending ? <LoadingIndicator label="Loading staff" /> : null}
      {staff.error ? (
        <ConsoleRequestError
          error={staff.error}
          what="The staff list could not be loaded."
        />
      ) : null}
      {staff.data ? (
        <table className="usa-table usa-table--stacked console-table">
          <caption className="usa-sr-only">Staff members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Roles</th>
              <th scope="col">Status</th>
              <th scope="col">Last sign-in</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.staff.map((member) => (
              <tr key={member.id}>
                <th scope="row" data-label="Name">
                  <Link to={`/console/staff/${member.id}`}>{member.name}</Link>
                </th>
                <td data-label="Email">{member.email}</td>
                <td data-label="Roles">
                  {member.roles
                    .map((role) => STAFF_ROLE_LABELS[role].label)
                    .join(', ')}
                </td>
                <td data-label="Status">
                  {member.active ? 'Active' : 'Deactivated'}
                </td>
                <td data-label="Last sign-in">
                  {member.lastSignInAt
                    ? formatTime(member.lastSignInAt)
                    : 'Never'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

/** /console/staff: the admin's list of staff members (admin only, checked again by the server). */
export function StaffPage() {
  return (
    <RequireRole needs="admin">
      <StaffList />
    </RequireRole>
  )
}
