import { http, HttpResponse } from 'msw'
import type { ClientErrorReport } from '@portal/schema/client-error'
import { server } from './msw-server.ts'

/** Collects the error reports the app sends to POST …/v0/client-errors, which answers 204. */
export function captureClientErrorReports(): ClientErrorReport[] {
  const reports: ClientErrorReport[] = []
  server.use(
    http.post('*/platform-backend/v0/client-errors', async ({ request }) => {
      reports.push((await request.json()) as ClientErrorReport)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return reports
}
