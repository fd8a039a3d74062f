import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import type { ApiSpecs, SpecCheck } from '@portal/schema/spec-publishing'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { postJson } from '#web/lib/http.ts'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { SuccessNotice } from '#web/console/success-notice.tsx'
import { CheckForm } from './check-form.tsx'
import { CheckReport } from './check-report.tsx'
import { PublishForm } from './publish-form.tsx'
import { PublicationHistory } from './publication-history.tsx'
import { specQueries, specUrls } from './spec-queries.ts'

/** The last check, kept with the text it checked. */
interface Checked {
  report: SpecCheck
  document: string
  /** Changes with each check, so the publish form starts again from the new draft. */
  key: number
}

function SpecsOfApi({ apiId }: { apiId: string }) {
  const queryClient = useQueryClient()
  const specs = useQuery(specQueries.api(apiId))
  const [checked, setChecked] = useState<Checked | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const refresh = (next: ApiSpecs) => {
    queryClient.setQueryData(specQueries.api(apiId).queryKey, next)
    void queryClient.invalidateQueries({
      queryKey: [CONSOLE_QUERY_KEY, 'api-specs'],
    })
  }
  const rollBack = useMutation({
    mutationFn: () => postJson<ApiSpecs>(specUrls(apiId).rollback, {}),
    onSuccess: (next) => {
      refresh(next)
      setChecked(null)
      const current = next.versions.find((v) => v.status === 'Current Version')
      setNotice(
        current
          ? `The latest publication was rolled back: ${current.label} is current again.`
          : 'The latest publication was rolled back: the API has no published document now.',
      )
    },
  })
  if (specs.isPending)
    return <LoadingIndicator label="Loading the API's versions" />
  if (specs.error)
    return (
      <ConsoleRequestError
        error={specs.error}
        what="The API's versions could not be loaded."
      />
    )
  const { api, versions, publications } = specs.data
  const docsUrl = `/explore/api/${api.urlSlug}/docs`
  return (
    <>
      <PageTitle title={`OpenAPI document: ${api.name}`} />
      <p>
        <Link to="/console/api-specs">Back to API specs</Link>
      </p>
      <h1>OpenAPI document: {api.name}</h1>
      <p>
        <Link to={`/console/api-entries/${api.id}`}>Catalogue entry</Link>
      </p>
      {notice ? (
        <SuccessNotice key={notice}>
          {notice} <Link to={docsUrl}>See the docs page</Link>
        </SuccessNotice>
      ) : null}
      <h2>Published versions</h2>
      {versions.length === 0 ? (
        <p>No document is published for this API yet.</p>
      ) : (
        <ul>
          {versions.map((version) => (
            <li key={version.version}>
              {version.label} ({version.version}): {version.status}
            </li>
          ))}
        </ul>
      )}
      <PublicationHistory
        publications={publications}
        onRollBack={() => rollBack.mutate()}
        isRollingBack={rollBack.isPending}
        error={rollBack.error}
      />
      <h2>Check a new document</h2>
      <CheckForm
        apiId={apiId}
        onChecked={(report, document) => {
          setNotice(null)
          setChecked((previous) => ({
            report,
            document,
            key: (previous?.key ?? 0) + 1,
          }))
        }}
      />
      {checked ? (
        <>
          <CheckReport report={checked.report} />
          {checked.report.canPublish ? (
            <PublishForm
              key={checked.key}
              apiId={apiId}
              report={checked.report}
              document={checked.document}
              onPublished={(next) => {
                refresh(next)
                setChecked(null)
                const current = next.versions.find(
                  (v) => v.status === 'Current Version',
                )
                setNotice(`${current?.label ?? 'The document'} is published.`)
              }}
            />
          ) : null}
        </>
      ) : null}
    </>
  )
}

/** /console/apis/:apiId/specs: a publisher checks, publishes and rolls back an API's document. */
export function ApiSpecsPage() {
  const { apiId = '' } = useParams()
  return (
    <RequireRole needs="publisher">
      <SpecsOfApi apiId={apiId} />
    </RequireRole>
  )
}
