import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { VersionCompare } from '@portal/schema/version-compare'
import type { VersionMetadata } from '@portal/schema/version-metadata'
import { API_PREFIX } from '#web/lib/api-paths.ts'
import { getJson } from '#web/lib/http.ts'

/** The pair asked for in the page's address; each left out is the server's default. */
export interface ComparePair {
  from: string | null
  to: string | null
}

/** The compare's address: only the versions given, so the default pair is one cache entry. */
function compareUrl(urlFragment: string, pair: ComparePair): string {
  const query = new URLSearchParams()
  if (pair.from) query.set('from', pair.from)
  if (pair.to) query.set('to', pair.to)
  const search = query.toString()
  return `${API_PREFIX}/v0/docs/${encodeURIComponent(urlFragment)}/compare${search ? `?${search}` : ''}`
}

/** Query options of the compare page. */
export const compareQueries = {
  /** The changes between two versions; a refusal (404, 400) is the error, with its messages. */
  pair: (urlFragment: string, pair: ComparePair) =>
    queryOptions({
      queryKey: ['docs', 'compare', urlFragment, pair],
      queryFn: ({ signal }) =>
        getJson<VersionCompare>(compareUrl(urlFragment, pair), { signal }),
      // A refusal is an answer, not a failure to retry: the page shows the server's message.
      retry: false,
      // The last answer stays while another pair loads: the form and the heading keep their
      // place, and the focus the heading took.
      placeholderData: keepPreviousData,
    }),
}

/**
 * Whether an API's docs have two versions or more, from its docs metadata: then it has a compare
 * page. A metadata that fails to load is "no", not an error: the link is an extra.
 */
export const compareAvailableQuery = (metadataUrl: string) =>
  queryOptions({
    queryKey: ['docs', 'compare-available', metadataUrl],
    queryFn: async ({ signal }) => {
      try {
        const metadata = await getJson<VersionMetadata>(metadataUrl, {
          signal,
        })
        return metadata.meta.versions.length > 1
      } catch (error) {
        if (signal.aborted) throw error
        return false
      }
    },
    staleTime: 5 * 60_000,
  })
