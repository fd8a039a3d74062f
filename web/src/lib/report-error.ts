import type { ClientErrorReport } from '@portal/schema/client-error'
import { CLIENT_ERRORS_URL } from './api-paths.ts'
import { postJson } from './http.ts'
import {
  REQUEST_FAILURE_EVENT,
  type RequestFailureDetail,
} from './http-events.ts'

// One report per distinct failure and page: a render loop must not flood the server.
const reported = new Set<string>()

function send(report: ClientErrorReport): void {
  const key = `${report.kind}|${report.name}|${report.message}|${report.path}`
  if (reported.has(key)) return
  reported.add(key)
  postJson(CLIENT_ERRORS_URL, report).catch(() => undefined)
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`.slice(0, 2000)
}

/**
 * Sends a browser failure to the server's log (POST …/v0/client-errors), which passes it on to
 * the error-reporting service when one is configured. Never throws: reporting must not break the
 * page further.
 */
export function reportClientError(
  kind: ClientErrorReport['kind'],
  error: unknown,
): void {
  const failure =
    error instanceof Error ? error : new Error(String(error ?? 'Unknown error'))
  send({
    kind,
    name: failure.name.slice(0, 200),
    message: failure.message.slice(0, 2000),
    path: currentPath(),
    ...(failure.stack ? { stack: failure.stack.slice(0, 8000) } : {}),
  })
}

/**
 * Reports the fetch helper's failed calls (a 400 with errors, a 404, a 5xx; R-REPORT-KINDS) with the
 * failed request's id, so the report and the server's log line of that request meet. Returns the
 * function that stops listening.
 */
export function reportRequestFailures(): () => void {
  const onFailure = (event: Event) => {
    const detail = (event as CustomEvent<RequestFailureDetail>).detail
    const errors = detail.errors.length ? `: ${detail.errors.join('; ')}` : ''
    send({
      kind: 'request',
      name: 'RequestFailedError',
      message: `${detail.url} answered ${detail.status}${errors}`.slice(
        0,
        2000,
      ),
      path: currentPath(),
      requestId: detail.requestId.slice(0, 100),
    })
  }
  window.addEventListener(REQUEST_FAILURE_EVENT, onFailure)
  return () => window.removeEventListener(REQUEST_FAILURE_EVENT, onFailure)
}
