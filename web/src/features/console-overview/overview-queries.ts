import { queryOptions } from '@tanstack/react-query'
import type { ConsoleOverview } from '@portal/schema/console-overview'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { getJson } from '#web/lib/http.ts'

/** The overview's figures (R-OVERVIEW-FIGURES); read again each time the page is opened. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) =>
      getJson<ConsoleOverview>(`${CONSOLE_API}/overview`, { signal }),
    retry: false,
    staleTime: 0,
  })
