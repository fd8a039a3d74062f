import { queryOptions } from '@tanstack/react-query'
import type { CheckRequest } from '@portal/schema/production-review'
import type {
  RestrictedAccessDetail,
  RestrictedAccessTransition,
} from '@portal/schema/restricted-access'
import type { RestrictedAccessCheck } from '@portal/schema/restricted-access-texts'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { getJson, postJson } from '#web/lib/http.ts'
import { putJson } from '#web/lib/http-send.ts'

/** The console's restricted-access API (R-RESTRICTED-REVIEW). */
const URL = `${CONSOLE_API}/restricted-access-requests`
const requestUrl = (id: string) => `${URL}/${encodeURIComponent(id)}`

/** The queue's rows. */
interface Queue {
  items: Omit<
    RestrictedAccessDetail,
    | 'description'
    | 'reason'
    | 'credentialsIssued'
    | 'checks'
    | 'timeline'
    | 'actions'
  >[]
}

/** The request page's query key: each change answers the new state, which replaces it. */
export const restrictedKey = (id: string) => [
  CONSOLE_QUERY_KEY,
  'restricted',
  id,
]

/** The reviewer's queries. */
export const restrictedQueries = {
  queue: (status: string) =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'restricted-queue', status],
      queryFn: ({ signal }) =>
        getJson<Queue>(`${URL}${status ? `?status=${status}` : ''}`, {
          signal,
        }),
      retry: false,
    }),
  request: (id: string) =>
    queryOptions({
      queryKey: restrictedKey(id),
      queryFn: ({ signal }) =>
        getJson<RestrictedAccessDetail>(requestUrl(id), { signal }),
      retry: false,
    }),
}

/** The reviewer's changes; each answers the request's new state. */
export const restrictedActions = {
  check: (id: string, check: RestrictedAccessCheck, body: CheckRequest) =>
    putJson<RestrictedAccessDetail>(`${requestUrl(id)}/checks/${check}`, body),
  move: (id: string, body: RestrictedAccessTransition) =>
    postJson<RestrictedAccessDetail>(`${requestUrl(id)}/transitions`, body),
}
