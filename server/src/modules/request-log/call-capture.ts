import { REDACTED, REQUEST_LOG_BODY_BYTES } from '@portal/schema/request-log'

// What the gateway keeps of a call for its request log (R-REQLOG-REDACT, R-REQLOG-TRUNCATE): pure functions run
// on the answer's path, so each does a bounded amount of work whatever the call's size.

/** Headers that carry credentials, whatever the API's spec says (lower case). */
const CREDENTIAL_HEADERS = [
  'apikey',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
]
/** Query parameters that carry credentials, whatever the API's spec says (lower case). */
const CREDENTIAL_PARAMS = ['apikey', 'api_key', 'access_token']

/** A path as recorded is at most this long: the URL of a call can be 16 kB. */
const MAX_PATH_CHARS = 2048

type HeaderValue = string | number | string[] | undefined

/**
 * Headers as recorded: values joined into one string, those that carry a credential (the fixed
 * list and the API's own key headers, `extra`) replaced by `[redacted]`.
 */
export function redactHeaders(
  headers: Record<string, HeaderValue>,
  extra: readonly string[] = [],
): Record<string, string> {
  const secret = new Set([
    ...CREDENTIAL_HEADERS,
    ...extra.map((name) => name.toLowerCase()),
  ])
  const recorded: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    const lower = name.toLowerCase()
    recorded[lower] = secret.has(lower)
      ? REDACTED
      : Array.isArray(value)
        ? value.join(', ')
        : String(value)
  }
  return recorded
}

function paramName(part: string): string {
  const name = part.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase()
  } catch {
    return name.toLowerCase()
  }
}

/**
 * The path and query as called, each credential parameter's value (the fixed list and the API's
 * own query key names, `extra`) replaced by `[redacted]`; the rest is kept as sent.
 */
export function redactUrl(url: string, extra: readonly string[] = []): string {
  const secret = new Set([
    ...CREDENTIAL_PARAMS,
    ...extra.map((name) => name.toLowerCase()),
  ])
  const mark = url.indexOf('?')
  const recorded =
    mark === -1
      ? url
      : `${url.slice(0, mark)}?${url
          .slice(mark + 1)
          .split('&')
          .map((part) =>
            secret.has(paramName(part))
              ? `${part.split('=', 1)[0]}=${REDACTED}`
              : part,
          )
          .join('&')}`
  return recorded.length > MAX_PATH_CHARS
    ? recorded.slice(0, MAX_PATH_CHARS)
    : recorded
}

/** A body as recorded: its text, and whether it was cut. */
export interface RecordedBody {
  text: string | null
  truncated: boolean
}

/**
 * The first 4 KB of a body's UTF-8, cut on a character's edge. NUL becomes U+FFFD: PostgreSQL's
 * text cannot hold it. Objects (parsed JSON) are written back as JSON.
 */
export function truncateBody(body: unknown): RecordedBody {
  if (body === undefined || body === null || body === '')
    return { text: null, truncated: false }
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  // Every character is at least one byte, so more characters than the limit means cut; fewer
  // are encoded whole (at most 3 bytes each), never the whole of a large body.
  const bytes = Buffer.from(text.slice(0, REQUEST_LOG_BODY_BYTES + 1), 'utf8')
  const truncated = bytes.length > REQUEST_LOG_BODY_BYTES
  let kept = text
  if (truncated) {
    let cut = REQUEST_LOG_BODY_BYTES
    // A continuation byte (10xxxxxx) is inside a character: step back to its start.
    while (cut > 0 && ((bytes[cut] ?? 0) & 0xc0) === 0x80) cut -= 1
    kept = bytes.subarray(0, cut).toString('utf8')
  }
  return { text: kept.replaceAll('\u0000', '\uFFFD'), truncated }
}
