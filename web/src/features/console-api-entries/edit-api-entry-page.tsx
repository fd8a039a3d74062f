import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { SuccessNotice } from '#web/console/success-notice.tsx'
import { ApiEntryForm } from './api-entry-form.tsx'
import { apiEntryQueries } from './api-entry-queries.ts'
import { DeprecationNoticesPanel } from './deprecation-notices-panel.tsx'
import './console-api-entries.css'

/** What a page that sends the publisher to an entry may say (a publish, a revert). */
export interface EntryPageNotice {
  notice: string
}

function EditEntry({ id }: { id: string }) {
  const navigate = useNavigate()
  const notice = (useLocation().state as EntryPageNotice | null)?.notice
  const detail = useQuery(apiEntryQueries.detail(id))
  const list = useQuery(apiEntryQueries.list(''))
  const name = detail.data?.entry.name ?? 'API entry'
  return (
    <>
      <PageTitle title={name} />
      <p>
        <Link to="/console/api-entries">Back to API entries</Link>
      </p>
      <h1>{name}</h1>
      {notice ? (
        <SuccessNotice key={notice}>
          {notice}{' '}
          {detail.data ? (
            <Link to={`/explore/api/${detail.data.entry.urlSlug}`}>
              View the public page
            </Link>
          ) : null}
        </SuccessNotice>
      ) : null}
      {detail.isPending || list.isPending ? (
        <LoadingIndicator label="Loading the entry" />
      ) : null}
      {detail.error ? (
        <ConsoleRequestError
          error={detail.error}
          what="The entry could not be loaded."
        />
      ) : null}
      {list.error ? (
        <ConsoleRequestError
          error={list.error}
          what="The categories could not be loaded."
        />
      ) : null}
      {detail.data && list.data ? (
        <>
          <p>
            {detail.data.version === null
              ? 'As seeded: not changed in the console yet.'
              : `Version ${detail.data.version}.`}{' '}
            <Link to={`/console/api-entries/${id}/history`}>
              History and revert
            </Link>
            {' · '}
            <Link to={`/explore/api/${detail.data.entry.urlSlug}`}>
              Public page
            </Link>
            {' · '}
            <Link to={`/console/apis/${id}/specs`}>OpenAPI document</Link>
            {' · '}
            <Link to={`/console/api-entries/${id}/test-users`}>Test users</Link>
          </p>
          <DeprecationNoticesPanel id={id} />
          <ApiEntryForm
            // A new version remounts the form with the entry as it now is.
            key={`${detail.data.version ?? 0}`}
            current={{ id, entry: detail.data.entry }}
            categories={list.data.categories}
            onPublished={(next) => {
              const state: EntryPageNotice = {
                notice:
                  next.version === detail.data.version
                    ? 'Nothing changed: the entry is as it was.'
                    : `Your changes are published (version ${next.version ?? ''}).`,
              }
              void navigate(`/console/api-entries/${id}`, {
                state,
                replace: true,
              })
              window.scrollTo(0, 0)
            }}
          />
        </>
      ) : null}
    </>
  )
}

/** /console/api-entries/{id}: a publisher edits an API's entry (R-ENTRY-FIELDS). */
export function EditApiEntryPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="publisher">
      <EditEntry id={id} />
    </RequireRole>
  )
}
