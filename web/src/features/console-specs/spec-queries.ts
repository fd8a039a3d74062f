import { queryOptions } from '@tanstack/react-query'
import type { ApiSpecs } from '@portal/schema/spec-publishing'
import { getJson } from '#web/lib/http.ts'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'

/** One API as the spec list shows it. */
export interface ApiSpecSummary {
  id: string
  urlSlug: string
  name: string
  current: string | null
}

/** The spec URLs of one API (its id or URL slug). */
export const specUrls = (apiId: string) => {
  const base = `${CONSOLE_API}/apis/${encodeURIComponent(apiId)}/specs`
  return { base, check: `${base}/check`, rollback: `${base}/rollback` }
}

/** The publisher's queries. */
export const specQueries = {
  apis: () =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'api-specs'],
      queryFn: ({ signal }) =>
        getJson<{ apis: ApiSpecSummary[] }>(`${CONSOLE_API}/api-specs`, {
          signal,
        }),
      retry: false,
    }),
  api: (apiId: string) =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'api-specs', apiId],
      queryFn: ({ signal }) =>
        getJson<ApiSpecs>(specUrls(apiId).base, { signal }),
      retry: false,
    }),
}
