import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { AuditEvent } from '@portal/schema/staff'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { AuditFilters } from './audit-filters.tsx'
import {
  auditCsvUrl,
  auditQueryString,
  consoleAdminQueries,
} from './console-admin-queries.ts'
import { formatTime } from './format-time.ts'

// Values as they were stored, as text: React escapes it, so staff-entered text never runs.
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>
  return <pre className="console-json">{JSON.stringify(value, null, 2)}</pre>
}

function EventRow({ event }: { event: AuditEvent }) {
  return (
    <tr>
      <td data-label="When">{formatTime(event.at)}</td>
      <td data-label="Who">{event.staffEmail ?? 'The server'}</td>
      <th scope="row" data-label="Action">
        {event.action}
      </th>
      <td data-label="Entity">
        {event.entityType ?? '—'}
        {event.entityId ? ` ${event.entityId}` : ''}
      </td>
      <td data-label="Before">
        <Json value={event.before} />
      </td>
      <td data-label="After">
        <Json value={event.after} />
      </td>
      <td data-label="Address">{event.ip}</td>
      <td data-label="Request id">{event.requestId}</td>
    </tr>
  )
}

function AuditTrail() {
  const [params, setParams] = useSearchParams()
  const query = auditQueryString(params)
  const trail = useQuery(consoleAdminQueries.audit(query))
  const page = Number(params.get('page') ?? '1') || 1
  const pages = trail.data
    ? Math.max(1, Math.ceil(trail.data.total / trail.data.pageSize))
    : 1
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(target))
    return `?${next.toString()}`
  }
  return (
    <>
      <PageTitle title="Audit trail" />
      <h1>Audit trail</h1>
      <p className="usa-intro">
        Every staff action, newest first: who, what, the values before and
        after, when, from which address and under which request id. Rows are
        never changed or removed.
      </p>
      <AuditFilters
        key={params.toString()}
        params={params}
        onApply={(filters) => setParams(filters)}
      />
      <p>
        <a
          className="usa-button usa-button--outline"
          href={auditCsvUrl(params)}
          download
        >
          Download these rows as CSV
        </a>
      </p>
      {trail.isPending ? (
        <LoadingIndicator label="Loading the audit trail" />
      ) : null}
      {trail.error ? (
        <ConsoleRequestError
          error={trail.error}
          what="The audit trail could not be loaded."
        />
      ) : null}
      {trail.data ? (
        <>
          <p role="status">
            {trail.data.total === 1
              ? '1 action matches.'
              : `${trail.data.total} actions match.`}{' '}
            Page {page} of {pages}.
          </p>
          {trail.data.events.length > 0 ? (
            <table className="usa-table usa-table--stacked console-table">
              <caption className="usa-sr-only">Staff actions</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Entity</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                  <th scope="col">Address</th>
                  <th scope="col">Request id</th>
                </tr>
              </thead>
              <tbody>
                {trail.data.events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </tbody>
            </table>
          ) : null}
          <nav aria-label="Audit trail pages" className="console-pagination">
            {page > 1 ? (
              <Link to={pageLink(page - 1)}>Previous page</Link>
            ) : null}
            {page < pages ? (
              <Link to={pageLink(page + 1)}>Next page</Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  )
}

/** /console/audit: the admin reads, filters and exports the audit trail. */
export function AuditPage() {
  return (
    <RequireRole needs="admin">
      <AuditTrail />
    </RequireRole>
  )
}
