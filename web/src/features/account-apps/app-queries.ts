import { queryOptions } from '@tanstack/react-query'
import type {
  AppDetail,
  AppList,
  ProductionPrefill,
} from '@portal/schema/developer-apps'
import type { CareUsage } from '@portal/schema/credential-care'
import { getJson } from '#web/lib/http.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'

/** The apps' addresses (R-APP-*). */
export const APPS_API = `${ACCOUNT_API}/apps`
export const appUrl = (id: string) => `${APPS_API}/${encodeURIComponent(id)}`
export const credentialUrl = (appId: string, credentialId: string) =>
  `${appUrl(appId)}/credentials/${encodeURIComponent(credentialId)}`

/** The apps' query keys: under the account's, so signing out drops them. */
export const APPS_KEY = [ACCOUNT_QUERY_KEY, 'apps'] as const

/** Query options of the apps pages. */
export const appQueries = {
  list: () =>
    queryOptions({
      queryKey: [...APPS_KEY, 'list'],
      queryFn: ({ signal }) => getJson<AppList>(APPS_API, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...APPS_KEY, 'detail', id],
      queryFn: ({ signal }) => getJson<AppDetail>(appUrl(id), { signal }),
      retry: false,
    }),
  usage: (appId: string, credentialId: string) =>
    queryOptions({
      queryKey: [...APPS_KEY, 'usage', appId, credentialId],
      queryFn: ({ signal }) =>
        getJson<CareUsage>(`${credentialUrl(appId, credentialId)}/usage`, {
          signal,
        }),
    }),
  prefill: (id: string) =>
    queryOptions({
      queryKey: [...APPS_KEY, 'prefill', id],
      queryFn: ({ signal }) =>
        getJson<ProductionPrefill>(`${appUrl(id)}/production-request-prefill`, {
          signal,
        }),
      // The form starts from it once; a refetch would not change the fields typed since.
      staleTime: Infinity,
    }),
}
