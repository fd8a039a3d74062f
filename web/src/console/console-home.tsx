import { Link } from 'react-router'
import { STAFF_ROLE_LABELS } from '@portal/schema/staff-texts'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { navFor } from './console-nav.ts'
import { useStaffSession } from './use-staff-session.ts'

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

/**
 * The console's home: who is signed in, what their roles let them do, and the pages they may
 * open. Other console features add their pages to the navigation and appear here with them.
 */
export function ConsoleHome() {
  const { staff } = useStaffSession()
  const pages = navFor(staff.roles).filter((item) => item.to !== '/console')
  return (
    <>
      <PageTitle title="Console" />
      <h1>Welcome, {staff.name}</h1>
      <p className="usa-intro">
        You are signed in to the department’s console as {staff.email}.
      </p>
      <h2>Your roles</h2>
      <ul className="usa-list">
        {staff.roles.map((role) => (
          <li key={role}>
            <strong>{STAFF_ROLE_LABELS[role].label}</strong>:{' '}
            {STAFF_ROLE_LABELS[role].description}
          </li>
        ))}
      </ul>
      <h2>Your pages</h2>
      {pages.length > 0 ? (
        <ul className="usa-card-group">
          {pages.map((item) => (
            <li className="usa-card tablet:grid-col-6" key={item.to}>
              <div className="usa-card__container">
                <div className="usa-card__header">
                  <h3 className="usa-card__heading">
                    <Link to={item.to}>{item.label}</Link>
                  </h3>
                </div>
                <div className="usa-card__body">
                  <p>{item.description}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>No console pages are open to your roles yet.</p>
      )}
      <h2>Your session</h2>
      <p>
        Your session ends after 30 minutes without activity, and at{' '}
        {time(staff.expiresAt)} at the latest. Sign out when you are done, with
        the button at the top of every console page.
      </p>
    </>
  )
}
