import { queryOptions } from '@tanstack/react-query'
import type { ApiContent } from '@portal/schema/markdown-tree'
import { getJson } from '#web/lib/http.ts'
import { apiContentUrl } from '#web/lib/api-paths.ts'

/**
 * Query options of an API's rendered catalogue markdown (R-PERF-MARKDOWN-SERVER). Read without
 * Zod, like every GET of ours (getJson): the server builds the answer from the contract's schema,
 * and the pages' first load carries no Zod (R-PERF-FIRST-LOAD).
 */
export const apiContentQueries = {
  forApi: (urlSlug: string) =>
    queryOptions({
      queryKey: ['api-content', 'sandbox', urlSlug],
      queryFn: ({ signal }) =>
        getJson<ApiContent>(apiContentUrl(urlSlug), { signal }),
      // As long as the catalogue it comes from.
      staleTime: 5 * 60_000,
    }),
}
