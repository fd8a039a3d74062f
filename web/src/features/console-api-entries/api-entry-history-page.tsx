import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import type { ApiEntryVersion } from '@portal/schema/api-entry'
import { API_ENTRY_ACTION_LABELS } from '@portal/schema/api-entry-texts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { apiContentUrl, CATALOGUE_URL } from '#web/lib/api-paths.ts'
import { refreshCached } from '#web/lib/http.ts'
import {
  apiEntryActions,
  apiEntryQueries,
  ENTRIES_KEY,
} from './api-entry-queries.ts'
import { longDateTime } from './entry-dates.ts'
import './console-api-entries.css'

const show = (value: unknown) =>
  value === undefined ? '(none)' : JSON.stringify(value, null, 2)

/** Before and after of each field a version changed, as text (the entry is data, never markup). */
function Changes({ version }: { version: ApiEntryVersion }) {
  if (!version.before || version.changedFields.length === 0) return null
  const { before, after } = version
  return (
    <details>
      <summary>What changed</summary>
      <table className="usa-table usa-table--borderless console-table">
        <caption className="usa-sr-only">
          Version {version.version}: before and after
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {version.changedFields.map((field) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>
                <pre className="api-entry-diff">{show(before[field])}</pre>
              </td>
              <td>
                <pre className="api-entry-diff">{show(after[field])}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

function who(version: ApiEntryVersion) {
  if (!version.staffEmail) return 'the seed data'
  return version.staffName
    ? `${version.staffName} (${version.staffEmail})`
    : version.staffEmail
}

function History({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const history = useQuery(apiEntryQueries.history(id))
  const [notice, setNotice] = useState('')
  const revert = useMutation({
    mutationFn: (version: number) => apiEntryActions.revert(id, version),
    onSuccess: async (detail, version) => {
      await refreshCached([CATALOGUE_URL, apiContentUrl(detail.entry.urlSlug)])
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== CONSOLE_QUERY_KEY,
      })
      await queryClient.invalidateQueries({ queryKey: ENTRIES_KEY })
      setNotice(
        `Version ${version} is back: it is live now as version ${detail.version ?? ''}.`,
      )
    },
  })
  const name = history.data?.name ?? 'API entry'
  const latest = history.data?.versions[0]?.version
  return (
    <>
      <PageTitle title={`History: ${name}`} />
      <p>
        <Link to={`/console/api-entries/${id}`}>Back to the entry</Link>
      </p>
      <h1>History: {name}</h1>
      <p className="usa-intro">
        Every change, newest first: who made it, when, and the entry before and
        after. Reverting puts a version back as a new version.
      </p>
      <div role="status">
        {notice ? (
          <div className="usa-alert usa-alert--success usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{notice}</p>
            </div>
          </div>
        ) : null}
      </div>
      {revert.error ? (
        <ConsoleRequestError
          error={revert.error}
          what="The version was not put back."
        />
      ) : null}
      {history.isPending ? (
        <LoadingIndicator label="Loading the history" />
      ) : null}
      {history.error ? (
        <ConsoleRequestError
          error={history.error}
          what="The history could not be loaded."
        />
      ) : null}
      {history.data && history.data.versions.length === 0 ? (
        <p>No changes yet: the entry is as the seed data left it.</p>
      ) : null}
      {history.data ? (
        <ol className="usa-list usa-list--unstyled api-entry-history">
          {history.data.versions.map((version) => (
            <li key={version.version} className="api-entry-section">
              <h2>
                Version {version.version}:{' '}
                {API_ENTRY_ACTION_LABELS[version.action]}
                {version.revertedTo ? ` to version ${version.revertedTo}` : ''}
              </h2>
              <p>
                By {who(version)}, {longDateTime(version.at)}.
                {version.changedFields.length > 0
                  ? ` Changed: ${version.changedFields.join(', ')}.`
                  : ''}
              </p>
              <Changes version={version} />
              {version.version === latest ? (
                <p className="text-bold">This is the entry as it is now.</p>
              ) : (
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={revert.isPending}
                  onClick={() => revert.mutate(version.version)}
                >
                  Revert to version {version.version}
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  )
}

/** /console/api-entries/{id}/history: every version of an entry, with one-step revert (R-ENTRY-REVERT). */
export function ApiEntryHistoryPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="publisher">
      <History id={id} />
    </RequireRole>
  )
}
