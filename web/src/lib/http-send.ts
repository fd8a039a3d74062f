// PUT and PATCH are only the console's (issue 28): a module of its own keeps them out of the entry
// chunk, where http.ts is (R-PERF-SHELL).
import { announceResponse } from './http-events.ts'
import { sendJson } from './http.ts'

/**
 * Sends JSON to our API with `method` (`sendJson`: the CSRF pair, an `X-Request-ID`): any 2xx is
 * success and its JSON body is returned; anything else throws RequestFailedError with the
 * server's messages and field messages.
 */
async function sendForJson<T>(
  method: 'PATCH' | 'PUT',
  url: string,
  body: unknown,
): Promise<T> {
  const response = await sendJson(method, url, body)
  const parsed = (await response.json()) as T
  announceResponse({ url, status: response.status, body: parsed })
  return parsed
}

/** PATCHes JSON of our API (see `sendForJson`). */
export const patchJson = <T>(url: string, body: unknown) =>
  sendForJson<T>('PATCH', url, body)

/** PUTs JSON of our API (see `sendForJson`). */
export const putJson = <T>(url: string, body: unknown) =>
  sendForJson<T>('PUT', url, body)
