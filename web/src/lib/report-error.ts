import type { ClientErrorReport } from '@portal/schema/client-error'
import { CLIENT_ERRORS_URL } from './api-paths.ts'
import { postJson } from './http.ts'
import { z } from 'zod'

// One report per distinct failure and page: a render loop must not flood the server.
const reported = new Set<string>()

/**
 * Sends a browser failure to the server's log (POST …/v0/client-errors). Never throws: reporting
 * must not break the page further.
 */
export function reportClientError(
  kind: ClientErrorReport['kind'],
  error: unknown,
): void {
  const failure =
    error instanceof Error ? error : new Error(String(error ?? 'Unknown error'))
  const path = `${window.location.pathname}${window.location.search}`
  const key = `${kind}|${failure.name}|${failure.message}|${path}`
  if (reported.has(key)) return
  reported.add(key)
  const report: ClientErrorReport = {
    kind,
    name: failure.name.slice(0, 200),
    message: failure.message.slice(0, 2000),
    path: path.slice(0, 2000),
    ...(failure.stack ? { stack: failure.stack.slice(0, 8000) } : {}),
  }
  postJson(CLIENT_ERRORS_URL, report, z.unknown()).catch(() => undefined)
}
