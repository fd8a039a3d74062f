import { queryOptions } from '@tanstack/react-query'
import type { StaffMe } from '@portal/schema/staff'
import { API_PREFIX } from '#web/lib/api-paths.ts'
import { getJson } from '#web/lib/http.ts'

/** The console's API (issue 28); every console feature's URLs start here. */
export const CONSOLE_API = `${API_PREFIX}/v0/console`

/** Where a sign-in starts: the server redirects to the identity provider. */
export function signInUrl(returnTo: string): string {
  return `${CONSOLE_API}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`
}

/** Sign-out (POST, CSRF): the session ends on the server. */
export const SIGN_OUT_URL = `${CONSOLE_API}/auth/sign-out`

/** The console's query keys start with this, so signing out can drop them all. */
export const CONSOLE_QUERY_KEY = 'console'

/** Who is signed in: 401 (RequestFailedError) when nobody is. */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_KEY, 'session'],
    queryFn: ({ signal }) =>
      getJson<StaffMe>(`${CONSOLE_API}/session`, { signal }),
    retry: false,
    staleTime: 60_000,
  })
