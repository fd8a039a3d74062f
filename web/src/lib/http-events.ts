// The fetch helper's browser events (R-WEB-REQUEST-ID, R-REPORT-KINDS): anything on the page may
// listen to them; report-error.ts turns the failures into reports.
import { CLIENT_ERRORS_URL } from './api-paths.ts'

/** Fired on `window` after every successful call through the fetch helper (R-WEB-REQUEST-ID). */
export const RESPONSE_EVENT = 'portal:response'

/** Fired on `window` when a call fails in a way worth reporting (R-REPORT-KINDS). */
export const REQUEST_FAILURE_EVENT = 'portal:request-failure'

/** The detail of a RESPONSE_EVENT. */
export interface ResponseEventDetail {
  url: string
  status: number
  body: unknown
}

/** The detail of a REQUEST_FAILURE_EVENT. */
export interface RequestFailureDetail {
  url: string
  status: number
  errors: string[]
  requestId: string
}

/** Tells the page a call succeeded. */
export function announceResponse(detail: ResponseEventDetail): void {
  // A page rendered on the server has no window and nobody listening.
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent(RESPONSE_EVENT, { detail }))
}

/**
 * Tells the page a call failed, when the failure is worth a report: a 400 that lists errors, a
 * 404 or any 5xx. Other refusals (403, 422, 429) are answers the page shows to the user. A failed
 * report is never itself reported.
 */
export function announceFailure(
  url: string,
  error: { status: number; errors: string[] },
  requestId: string,
): void {
  const worthReporting =
    (error.status === 400 && error.errors.length > 0) ||
    error.status === 404 ||
    error.status >= 500
  if (!worthReporting || url === CLIENT_ERRORS_URL) return
  if (typeof window === 'undefined') return
  const detail: RequestFailureDetail = {
    url,
    status: error.status,
    errors: error.errors,
    requestId,
  }
  window.dispatchEvent(new CustomEvent(REQUEST_FAILURE_EVENT, { detail }))
}
