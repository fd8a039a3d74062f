import { z } from 'zod'

/** The largest report body the server reads (bytes); bigger ones get 413. */
export const CLIENT_ERROR_BODY_LIMIT = 16_384

/**
 * POST …/v0/client-errors: a browser failure worth knowing about (R-REPORT-KINDS). Render errors,
 * chunks that failed to load, failed start-ups and failed requests.
 */
export const ClientErrorReportSchema = z.object({
  kind: z.enum(['render', 'chunk', 'startup', 'request']),
  name: z.string().max(200),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  /** The page's path and query, where it happened. */
  path: z.string().max(2000),
  /** The X-Request-ID of the failed request, when there was one. */
  requestId: z.string().max(100).optional(),
})

/** A client error report. */
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>
