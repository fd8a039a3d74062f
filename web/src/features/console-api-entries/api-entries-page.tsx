import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useSearchParams } from 'react-router'
import { API_ENTRY_LIMITS } from '@portal/schema/api-entry-texts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { apiEntryQueries } from './api-entry-queries.ts'
import { longDateTime } from './entry-dates.ts'
import './console-api-entries.css'

/** What a page that sends the publisher back here may say (history of a publish). */
export interface EntriesPageNotice {
  notice: string
}

function Entries() {
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const list = useQuery(apiEntryQueries.list(q))
  const notice = (useLocation().state as EntriesPageNotice | null)?.notice
  return (
    <>
      <PageTitle title="API entries" />
      <h1>API entries</h1>
      <p className="usa-intro">
        Every API’s catalogue entry. A change is live on the public pages at
        once, and each one is a version you can revert.
      </p>
      {notice ? (
        <div
          className="usa-alert usa-alert--success usa-alert--slim"
          role="status"
        >
          <div className="usa-alert__body">
            <p className="usa-alert__text">{notice}</p>
          </div>
        </div>
      ) : null}
      <p>
        <Link className="usa-button" to="/console/api-entries/new">
          Add an API
        </Link>
      </p>
      {/* A GET form: the URL owns the search (?q=), so a search can be shared and reloaded. */}
      <form
        className="usa-form"
        role="search"
        method="get"
        action="/console/api-entries"
        key={q}
      >
        <label className="usa-label" htmlFor="q">
          Search by name, URL slug, alternate id or category
        </label>
        <div className="api-entry-search">
          <input
            className="usa-input"
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={API_ENTRY_LIMITS.query}
          />
          <button className="usa-button" type="submit">
            Search
          </button>
        </div>
      </form>
      {list.isPending ? <LoadingIndicator label="Loading the entries" /> : null}
      {list.error ? (
        <ConsoleRequestError
          error={list.error}
          what="The entries could not be loaded."
        />
      ) : null}
      {list.data ? (
        <>
          <p role="status">
            {list.data.entries.length === 1
              ? '1 API matches.'
              : `${list.data.entries.length} APIs match.`}
          </p>
          {list.data.entries.length > 0 ? (
            <table className="usa-table usa-table--stacked console-table">
              <caption className="usa-sr-only">API entries</caption>
              <thead>
                <tr>
                  <th scope="col">API</th>
                  <th scope="col">Category</th>
                  <th scope="col">Version</th>
                  <th scope="col">Last changed</th>
                  <th scope="col">History</th>
                </tr>
              </thead>
              <tbody>
                {list.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row" data-label="API">
                      <Link to={`/console/api-entries/${entry.id}`}>
                        {entry.name}
                      </Link>
                      <div className="font-body-3xs">
                        /explore/api/{entry.urlSlug}
                      </div>
                    </th>
                    <td data-label="Category">{entry.categoryName}</td>
                    <td data-label="Version">{entry.version ?? 'As seeded'}</td>
                    <td data-label="Last changed">
                      {longDateTime(entry.updatedAt)}
                    </td>
                    <td data-label="History">
                      <Link
                        to={`/console/api-entries/${entry.id}/history`}
                        aria-label={`History of ${entry.name}`}
                      >
                        History
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </>
  )
}

/** /console/api-entries: the publishers' list of API entries, searchable (R-ENTRY-LIST). */
export function ApiEntriesPage() {
  return (
    <RequireRole needs="publisher">
      <Entries />
    </RequireRole>
  )
}
