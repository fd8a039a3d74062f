import { z } from 'zod'
import { optionalParam } from './query-params.ts'

// The request log of an app (R-REQLOG-*): the query of its list, one page of calls, and one call's
// headers and bodies. The server answers with these and the web reads them.

/** Status classes the log's filter offers besides an exact status. */
export const REQUEST_LOG_STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const

/** The log shows only the newest calls of an app's credentials (R-REQLOG-CAP). */
export const REQUEST_LOG_MAX_CALLS = 1000

/** Calls in one page at most, and by default. */
export const REQUEST_LOG_MAX_PAGE = 100
export const REQUEST_LOG_DEFAULT_PAGE = 50

/** A body is kept up to this many bytes of UTF-8 (R-REQLOG-TRUNCATE). */
export const REQUEST_LOG_BODY_BYTES = 4096

/** Headers and bodies are kept this many days; the call's row stays longer (R-REQLOG-KEEP). */
export const REQUEST_LOG_DETAIL_DAYS = 7

/** What replaces a credential in a recorded header or query (R-REQLOG-REDACT). */
export const REDACTED = '[redacted]'

/** `2xx`, `4xx`, `5xx`, or an exact status such as `404`. */
export const RequestLogStatusSchema = z.union(
  [
    z.enum(REQUEST_LOG_STATUS_CLASSES),
    z
      .string()
      .regex(/^[1-5][0-9]{2}$/)
      .transform(Number),
  ],
  { error: 'Choose a status: 2xx, 4xx, 5xx or a status code such as 404' },
)

/** The list's query string: filters, the cursor of the next page and the page's size. */
export const RequestLogQuerySchema = z.object({
  status: optionalParam(RequestLogStatusSchema),
  api: optionalParam(
    z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Choose an API from the list'),
  ),
  before: optionalParam(
    z.uuid('The cursor is not one this log gave; start from the first page'),
  ),
  limit: optionalParam(
    z.coerce
      .number()
      .int()
      .min(1, `Ask for 1 to ${REQUEST_LOG_MAX_PAGE} calls`)
      .max(REQUEST_LOG_MAX_PAGE, `Ask for 1 to ${REQUEST_LOG_MAX_PAGE} calls`),
  ),
})
/** The list's query as parsed: a status class or code, an API slug, a cursor, a page size. */
export type RequestLogQuery = z.output<typeof RequestLogQuerySchema>

/** One call as the list shows it. */
export const RequestLogCallSchema = z.object({
  /** Names the call for its detail and as a cursor. */
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  credential: z.object({
    id: z.uuid(),
    kind: z.enum(['apikey', 'acg', 'ccg']),
    prefix: z.string(),
  }),
  api: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  latencyMs: z.number(),
  /** The request id the answer carried; null for calls recorded before the log existed. */
  requestId: z.string().nullable(),
})
/** One call as the list shows it. */
export type RequestLogCall = z.infer<typeof RequestLogCallSchema>

/** A page of the log, newest first; `nextCursor` asks for the older calls, null at the end. */
export const RequestLogPageSchema = z.object({
  calls: z.array(RequestLogCallSchema),
  nextCursor: z.uuid().nullable(),
})
/** A page of the log. */
export type RequestLogPage = z.infer<typeof RequestLogPageSchema>

/** A body as kept: the text (null when the call had none) and whether it was cut. */
const RecordedBodySchema = z.object({
  text: z.string().nullable(),
  truncated: z.boolean(),
})

/** One call with its headers and bodies (R-REQLOG-DETAIL). */
export const RequestLogCallDetailSchema = RequestLogCallSchema.extend({
  requestHeaders: z.record(z.string(), z.string()),
  responseHeaders: z.record(z.string(), z.string()),
  requestBody: RecordedBodySchema,
  responseBody: RecordedBodySchema,
})
/** One call with its headers and bodies. */
export type RequestLogCallDetail = z.infer<typeof RequestLogCallDetailSchema>
