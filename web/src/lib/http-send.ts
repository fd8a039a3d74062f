// PUT and PATCH are only the console's (issue 28): a module of its own keeps them out of the entry
// chunk, where http.ts is (R-PERF-SHELL).
import { API_PREFIX } from './api-paths.ts'
import { prepareCsrf } from './csrf.ts'
import { announceFailure, announceResponse } from './http-events.ts'
import { toRequestFailedError } from './http.ts'

/**
 * Sends JSON to our API with `method`, the CSRF pair and an `X-Request-ID`, like `postJson`: any
 * 2xx is success and its JSON body is returned; anything else throws RequestFailedError with the
 * server's messages and field messages.
 */
async function sendJson<T>(
  method: 'PATCH' | 'PUT',
  url: string,
  body: unknown,
): Promise<T> {
  const requestId = crypto.randomUUID()
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Request-ID': requestId,
      ...prepareCsrf(API_PREFIX),
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  if (!response.ok) {
    const error = await toRequestFailedError(response)
    announceFailure(url, error, requestId)
    throw error
  }
  const parsed = (await response.json()) as T
  announceResponse({ url, status: response.status, body: parsed })
  return parsed
}

/** PATCHes JSON of our API (see `sendJson`). */
export const patchJson = <T>(url: string, body: unknown) =>
  sendJson<T>('PATCH', url, body)

/** PUTs JSON of our API (see `sendJson`). */
export const putJson = <T>(url: string, body: unknown) =>
  sendJson<T>('PUT', url, body)
