import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { specQueries } from './spec-queries.ts'

function ApiSpecList() {
  const apis = useQuery(specQueries.apis())
  return (
    <>
      <PageTitle title="API specs" />
      <h1>API specs</h1>
      <p className="usa-intro">
        Publish an API’s OpenAPI document: check it against the department’s
        rules, see what changes for clients, write the release note, publish,
        and roll back.
      </p>
      {apis.isPending ? <LoadingIndicator label="Loading the APIs" /> : null}
      {apis.error ? (
        <ConsoleRequestError
          error={apis.error}
          what="The APIs could not be loaded."
        />
      ) : null}
      {apis.data ? (
        <table className="usa-table usa-table--stacked console-table">
          <caption className="usa-sr-only">
            APIs and their current documents
          </caption>
          <thead>
            <tr>
              <th scope="col">API</th>
              <th scope="col">Current version</th>
            </tr>
          </thead>
          <tbody>
            {apis.data.apis.map((api) => (
              <tr key={api.id}>
                <th scope="row" data-label="API">
                  <Link to={`/console/apis/${api.urlSlug}/specs`}>
                    {api.name}
                  </Link>
                </th>
                <td data-label="Current version">
                  {api.current ?? 'None published'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

/** /console/api-specs: every API with its current document, for publishers. */
export function ApiSpecsListPage() {
  return (
    <RequireRole needs="publisher">
      <ApiSpecList />
    </RequireRole>
  )
}
