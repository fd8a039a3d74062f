import { useQuery } from '@tanstack/react-query'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { ApiCard } from './api-card.tsx'
import { catalogueQueries } from './catalogue-queries.ts'

/** The catalogue's APIs, with the loading and error states of the spec. */
export function ApiList() {
  const { data, isPending, isError } = useQuery(catalogueQueries.all())
  if (isPending) return <LoadingIndicator label="Loading APIs" />
  if (isError) {
    return (
      <Alert type="error">
        <strong>Loading Error:</strong> API details failed to load. Please
        reload or try again later if the issue persists.
      </Alert>
    )
  }
  // Stealth-launched APIs are reachable by slug but never listed.
  const apis = data.apis.filter((api) => !api.isStealthLaunched)
  return (
    <>
      <p className="api-list__count">{apis.length} items</p>
      <ul className="api-list" aria-label="APIs">
        {apis.map((api) => (
          <ApiCard key={api.urlSlug} api={api} />
        ))}
      </ul>
    </>
  )
}
