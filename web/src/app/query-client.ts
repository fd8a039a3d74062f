import { QueryClient } from '@tanstack/react-query'

/**
 * The one server-data cache of the app. One quick retry smooths over a dropped connection; the
 * server's render (ADR 051) asks its own routes, where a retry would only repeat the answer.
 */
export function createQueryClient({ retry = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? 1 : false,
        retryDelay: 300,
        refetchOnWindowFocus: false,
      },
    },
  })
}
