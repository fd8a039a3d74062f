import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { ApiEntryForm } from './api-entry-form.tsx'
import type { EntryPageNotice } from './edit-api-entry-page.tsx'
import { apiEntryQueries } from './api-entry-queries.ts'
import './console-api-entries.css'

function NewEntry() {
  const navigate = useNavigate()
  // The list's answer carries the categories to choose from.
  const list = useQuery(apiEntryQueries.list(''))
  return (
    <>
      <PageTitle title="Add an API" />
      <p>
        <Link to="/console/api-entries">Back to API entries</Link>
      </p>
      <h1>Add an API</h1>
      <p className="usa-intro">
        Fill in the API’s catalogue entry, preview its public pages, then
        publish: it is live at once.
      </p>
      {list.isPending ? (
        <LoadingIndicator label="Loading the categories" />
      ) : null}
      {list.error ? (
        <ConsoleRequestError
          error={list.error}
          what="The categories could not be loaded."
        />
      ) : null}
      {list.data ? (
        <ApiEntryForm
          categories={list.data.categories}
          onPublished={(detail) => {
            const state: EntryPageNotice = {
              notice: `${detail.entry.name} is published (version ${detail.version ?? 1}).`,
            }
            void navigate(`/console/api-entries/${detail.id}`, { state })
          }}
        />
      ) : null}
    </>
  )
}

/** /console/api-entries/new: a publisher adds an API to the catalogue (R-ENTRY-FIELDS). */
export function NewApiEntryPage() {
  return (
    <RequireRole needs="publisher">
      <NewEntry />
    </RequireRole>
  )
}
