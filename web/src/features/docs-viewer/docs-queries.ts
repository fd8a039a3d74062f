import { queryOptions } from '@tanstack/react-query'
import type { VersionMetadata } from '@portal/schema/version-metadata'
import { getJson } from '#web/lib/http.ts'

/** Query options of the docs viewer. */
export const docsQueries = {
  /** The versions documented at an API's metadataUrl; a failure means "no versions". */
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
