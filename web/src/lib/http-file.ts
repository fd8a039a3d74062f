// A POST whose answer is a file (the demo's calendar file): a module of its own keeps it out of
// the entry chunk, where http.ts is (R-PERF-SHELL).
import { announceResponse } from './http-events.ts'
import { sendJson } from './http.ts'

/**
 * POSTs JSON with the CSRF pair and an `X-Request-ID` (`sendJson`, asking for no media type in
 * particular), and returns the answer as a Blob of the server's content type. Anything but 2xx
 * throws RequestFailedError with the server's messages.
 */
export async function postForFile(url: string, body: unknown): Promise<Blob> {
  const response = await sendJson('POST', url, body, null)
  announceResponse({ url, status: response.status, body: null })
  return response.blob()
}
