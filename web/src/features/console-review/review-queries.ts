import { queryOptions } from '@tanstack/react-query'
import type {
  CheckRequest,
  NoteRequest,
  ReviewQueue,
  ReviewRequest,
  SandboxUsage,
  TransitionRequest,
} from '@portal/schema/production-review'
import type { ReviewCheck } from '@portal/schema/production-review-checklist'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { getJson, postJson } from '#web/lib/http.ts'
import { putJson } from '#web/lib/http-send.ts'

/** The review's API (R-REVIEW-*). */
const REVIEW_URL = `${CONSOLE_API}/production-requests`
const requestUrl = (id: string) => `${REVIEW_URL}/${encodeURIComponent(id)}`

/** The request page's query key: the moves answer the new state, which replaces it. */
export const requestKey = (id: string) => [CONSOLE_QUERY_KEY, 'review', id]

/** The reviewer's queries. */
export const reviewQueries = {
  queue: (query: string) =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'review-queue', query],
      queryFn: ({ signal }) =>
        getJson<ReviewQueue>(`${REVIEW_URL}${query ? `?${query}` : ''}`, {
          signal,
        }),
      retry: false,
    }),
  request: (id: string) =>
    queryOptions({
      queryKey: requestKey(id),
      queryFn: ({ signal }) =>
        getJson<ReviewRequest>(requestUrl(id), { signal }),
      retry: false,
    }),
  sandboxUsage: (id: string) =>
    queryOptions({
      queryKey: [...requestKey(id), 'sandbox-usage'],
      queryFn: ({ signal }) =>
        getJson<SandboxUsage>(`${requestUrl(id)}/sandbox-usage`, { signal }),
      retry: false,
    }),
}

/** The reviewer's changes; each answers the request's new state. */
export const reviewActions = {
  assign: (id: string, to: 'me' | 'nobody') =>
    postJson<ReviewRequest>(`${requestUrl(id)}/assign`, { to }),
  note: (id: string, body: NoteRequest) =>
    postJson<ReviewRequest>(`${requestUrl(id)}/notes`, body),
  check: (id: string, check: ReviewCheck, body: CheckRequest) =>
    putJson<ReviewRequest>(`${requestUrl(id)}/checks/${check}`, body),
  move: (id: string, body: TransitionRequest) =>
    postJson<ReviewRequest>(`${requestUrl(id)}/transitions`, body),
}
