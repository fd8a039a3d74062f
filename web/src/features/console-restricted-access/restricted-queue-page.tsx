import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { RESTRICTED_ACCESS_STATUSES } from '@portal/schema/restricted-access-texts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { consoleLongDate } from '#web/console/console-dates.ts'
import { RequireRole } from '#web/console/require-role.tsx'
import { AUTH_LABELS, STATUS_LABELS } from './restricted-labels.ts'
import { restrictedQueries } from './restricted-queries.ts'

function Queue() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('status') ?? 'submitted'
  const status = (RESTRICTED_ACCESS_STATUSES as readonly string[]).includes(raw)
    ? raw
    : ''
  const query = useQuery(restrictedQueries.queue(status))
  return (
    <>
      <PageTitle title="Restricted access requests" />
      <h1>Restricted access requests</h1>
      <p>
        Developers’ asks for sandbox access to APIs whose public signup is
        closed. Mark the checklist, then grant or deny; a granted request can be
        revoked.
      </p>
      <form
        className="usa-form"
        onSubmit={(event) => {
          event.preventDefault()
          const value = new FormData(event.currentTarget).get('status')
          setParams({ status: typeof value === 'string' ? value : '' })
        }}
      >
        <label className="usa-label" htmlFor="status">
          Status
        </label>
        <select
          className="usa-select"
          id="status"
          name="status"
          defaultValue={status}
        >
          <option value="">Any status</option>
          {RESTRICTED_ACCESS_STATUSES.map((each) => (
            <option key={each} value={each}>
              {STATUS_LABELS[each]}
            </option>
          ))}
        </select>
        <button type="submit" className="usa-button margin-top-2">
          Apply
        </button>
      </form>
      {query.isPending ? (
        <LoadingIndicator label="Loading the requests" />
      ) : null}
      {query.error ? (
        <ConsoleRequestError
          error={query.error}
          what="The requests could not be loaded."
        />
      ) : null}
      {query.data ? (
        <>
          <p role="status">
            {query.data.items.length === 1
              ? '1 request matches.'
              : `${query.data.items.length} requests match.`}
          </p>
          <table className="usa-table usa-table--borderless">
            <caption className="usa-sr-only">
              Restricted access requests, oldest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Developer</th>
                <th scope="col">API</th>
                <th scope="col">Status</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/console/restricted-access/${row.id}`}>
                      {row.firstName} {row.lastName}
                    </Link>
                    <div className="font-body-3xs">{row.organization}</div>
                    <div className="font-body-3xs">{row.email}</div>
                  </th>
                  <td>
                    {row.api.name}{' '}
                    <span className="text-base">
                      ({AUTH_LABELS[row.authType]})
                    </span>
                  </td>
                  <td>
                    <span className="usa-tag">{STATUS_LABELS[row.status]}</span>
                  </td>
                  <td>{consoleLongDate(row.submittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  )
}

/** /console/restricted-access: the reviewers' queue of restricted-access requests. */
export function RestrictedQueuePage() {
  return (
    <RequireRole needs="reviewer">
      <Queue />
    </RequireRole>
  )
}
