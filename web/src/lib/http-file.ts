// A POST whose answer is a file (the demo's calendar file): a module of its own keeps it out of
// the entry chunk, where http.ts is (R-PERF-SHELL).
import { API_PREFIX } from './api-paths.ts'
import { prepareCsrf } from './csrf.ts'
import { announceFailure, announceResponse } from './http-events.ts'
import { toRequestFailedError } from './http.ts'

/**
 * POSTs JSON with the CSRF pair and an `X-Request-ID`, like `postJson`, and returns the answer as
 * a Blob of the server's content type. Anything but 2xx throws RequestFailedError with the
 * server's messages.
 */
export async function postForFile(url: string, body: unknown): Promise<Blob> {
  const requestId = crypto.randomUUID()
  const response = await fetch(url, {
    method: 'POST',
    headers: {
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
  announceResponse({ url, status: response.status, body: null })
  return response.blob()
}
