import { queryOptions } from '@tanstack/react-query'
import type { AccountMe } from '@portal/schema/developer-accounts'
import { API_PREFIX } from '#web/lib/api-paths.ts'
import { getJson } from '#web/lib/http.ts'

/** The account API (issue 37); every account feature's URLs start here. */
export const ACCOUNT_API = `${API_PREFIX}/v0/account`

/** The account's query keys start with this, so signing out can drop them all. */
export const ACCOUNT_QUERY_KEY = 'account'

/** Who is signed in: 401 (RequestFailedError) when nobody is. */
export const accountSessionQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'session'],
    queryFn: ({ signal }) =>
      getJson<AccountMe>(`${ACCOUNT_API}/session`, { signal }),
    retry: false,
    staleTime: 60_000,
  })

/** The sign-in page, coming back to `returnTo` (an account page) afterwards. */
export function accountSignInPath(returnTo?: string): string {
  return returnTo && returnTo !== '/account'
    ? `/account/sign-in?returnTo=${encodeURIComponent(returnTo)}`
    : '/account/sign-in'
}

/** Only account pages are returned to after sign-in: never another site. */
export function safeAccountReturnTo(value: string | null): string {
  if (
    value &&
    value.length <= 500 &&
    /^\/account(?:[/?#][^\s\\]*)?$/.test(value) &&
    !value.includes('//') &&
    !value.startsWith('/account/sign-in')
  )
    return value
  return '/account'
}
