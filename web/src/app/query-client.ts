import { QueryClient } from '@tanstack/react-query'

/** The one server-data cache of the app. One quick retry smooths over a dropped connection. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, retryDelay: 300, refetchOnWindowFocus: false },
    },
  })
}
