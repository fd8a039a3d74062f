import { queryOptions } from '@tanstack/react-query'
import type {
  SupportAssign,
  SupportAssignees,
  SupportDeskRequest,
  SupportHandOff,
  SupportNote,
  SupportQueue,
  SupportReply,
  SupportTransition,
} from '@portal/schema/support-desk'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { getJson, postJson } from '#web/lib/http.ts'

/** The support desk's API (R-SUPPORT-DESK-*). */
const DESK_URL = `${CONSOLE_API}/support-requests`
const requestUrl = (id: string) => `${DESK_URL}/${encodeURIComponent(id)}`

/** The request page's query key: every change answers the new state, which replaces it. */
export const deskRequestKey = (id: string) => [
  CONSOLE_QUERY_KEY,
  'support-request',
  id,
]

/** The queue's query key prefix (an assignment from the queue refreshes it). */
export const DESK_QUEUE_KEY = [CONSOLE_QUERY_KEY, 'support-queue']

/** The desk's queries. */
export const deskQueries = {
  queue: (query: string) =>
    queryOptions({
      queryKey: [...DESK_QUEUE_KEY, query],
      queryFn: ({ signal }) =>
        getJson<SupportQueue>(`${DESK_URL}${query ? `?${query}` : ''}`, {
          signal,
        }),
      retry: false,
    }),
  request: (id: string) =>
    queryOptions({
      queryKey: deskRequestKey(id),
      queryFn: ({ signal }) =>
        getJson<SupportDeskRequest>(requestUrl(id), { signal }),
      retry: false,
    }),
  assignees: () =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'support-assignees'],
      queryFn: ({ signal }) =>
        getJson<SupportAssignees>(`${DESK_URL}/assignees`, { signal }),
      retry: false,
      staleTime: 60_000,
    }),
}

/** The desk's changes; each answers the request's new state. */
export const deskActions = {
  assign: (id: string, body: SupportAssign) =>
    postJson<SupportDeskRequest>(`${requestUrl(id)}/assign`, body),
  note: (id: string, body: SupportNote) =>
    postJson<SupportDeskRequest>(`${requestUrl(id)}/notes`, body),
  reply: (id: string, body: SupportReply) =>
    postJson<SupportDeskRequest>(`${requestUrl(id)}/replies`, body),
  move: (id: string, body: SupportTransition) =>
    postJson<SupportDeskRequest>(`${requestUrl(id)}/transitions`, body),
  handOff: (id: string, body: SupportHandOff) =>
    postJson<SupportDeskRequest>(`${requestUrl(id)}/hand-off`, body),
}
