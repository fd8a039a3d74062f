import { queryOptions } from '@tanstack/react-query'
import type { VersionMetadata } from '@portal/schema/version-metadata'
import { getJson, RequestFailedError } from '#web/lib/http.ts'

/** Query options of the docs viewer. */
export const docsQueries = {
  /**
   * The versions documented at an API's metadataUrl: none (an empty list) when the portal has no
   * spec for the API, null when they could not be loaded.
   */
  versions: (metadataUrl: string) =>
    queryOptions({
      queryKey: ['docs', 'versions', metadataUrl],
      queryFn: async ({ signal }) => {
        try {
          return (await getJson<VersionMetadata>(metadataUrl, { signal })).meta
            .versions
        } catch (error) {
          // Leaving the page cancels the request: that is no failure, and must not be cached as one.
          if (signal.aborted) throw error
          // R-GATEWAY-SPECS: no spec is documented here for this API (no versions), not a failure.
          if (error instanceof RequestFailedError && error.status === 404)
            return []
          // Reported, not fatal: the page shows the docs without a version selector.
          console.error(
            `Version metadata failed to load from ${metadataUrl}`,
            error,
          )
          return null
        }
      },
      staleTime: 5 * 60_000,
    }),
}
