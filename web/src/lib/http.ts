import type { ApiError } from '@portal/schema/api-error'
import { API_PREFIX } from './api-paths.ts'
import { announceFailure, announceResponse } from './http-events.ts'
import { prepareCsrf } from './csrf.ts'

/**
 * A response outside what the caller accepts, with the server's error messages if it sent any.
 * (The server's `HttpError` is what its handlers throw; this is what the browser receives.)
 */
export class RequestFailedError extends Error {
  readonly status: number
  readonly errors: string[]
  readonly fieldErrors: Record<string, string[]>

  constructor(
    status: number,
    errors: string[],
    fieldErrors: Record<string, string[]> = {},
  ) {
    super(
      `Request failed with status ${status}${errors.length ? `: ${errors.join('; ')}` : ''}`,
    )
    this.name = 'RequestFailedError'
    this.status = status
    this.errors = errors
    this.fieldErrors = fieldErrors
  }
}

/** A 2xx answer whose body is not what the contract says. */
export class InvalidResponseError extends Error {
  constructor(url: string) {
    super(`Invalid response body from ${url}`)
    this.name = 'InvalidResponseError'
  }
}

/** How GETs reach the API: the browser's fetch, or on the server the app itself (ADR 051). */
type GetTransport = (
  url: string,
  init: { signal: AbortSignal | null },
) => Promise<Response>

let transport: GetTransport = (url, init) => fetch(url, init)

/**
 * Sends getJson's requests through `next` instead of the browser's fetch: the server rendering
 * entry hands it the app's own request injection, so a page rendered on the server reads the very
 * answers its browser would (ADR 051). Called once, at the server bundle's start.
 */
export function setGetTransport(next: GetTransport): void {
  transport = next
}

/** Options of one request. */
export interface RequestOptions {
  signal?: AbortSignal
}

// The id goes into the server log, so a user's report can be matched with the request.
function newRequestId(): string {
  return crypto.randomUUID()
}

async function failure(
  url: string,
  response: Response,
  requestId: string,
): Promise<RequestFailedError> {
  const error = await toRequestFailedError(response)
  announceFailure(url, error, requestId)
  return error
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * The error envelope (`ApiErrorSchema`) read by hand: Zod stays out of the pages' first load
 * (R-PERF-FIRST-LOAD), and this is the one body every page may have to read.
 */
export function readApiError(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null
  const { errors, fieldErrors } = body as Record<string, unknown>
  if (!isStringList(errors)) return null
  if (fieldErrors === undefined) return { errors }
  if (
    typeof fieldErrors !== 'object' ||
    fieldErrors === null ||
    !Object.values(fieldErrors).every(isStringList)
  )
    return null
  return { errors, fieldErrors: fieldErrors as Record<string, string[]> }
}

/** The error of a non-2xx answer, with the envelope's messages when it has them. */
async function toRequestFailedError(
  response: Response,
): Promise<RequestFailedError> {
  const text = await response.text()
  try {
    const parsed = readApiError(JSON.parse(text))
    return parsed
      ? new RequestFailedError(
          response.status,
          parsed.errors,
          parsed.fieldErrors,
        )
      : new RequestFailedError(response.status, [])
  } catch {
    return new RequestFailedError(response.status, text ? [text] : [])
  }
}

/** What postJson checks a 2xx body with: a schema of `schema/` (Zod's `safeParse`). */
export interface ResponseSchema<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false }
}

/**
 * GETs JSON of our own API. Only 200 counts as success; anything else throws. The body is not
 * parsed again here: every GET answer is the server's own output, built from the contract's
 * schemas (the catalogue is parsed with `CatalogueSchema` before it is sent), and the pages' first
 * load carries no Zod (R-PERF-FIRST-LOAD, ADR 021).
 *
 * The request carries no header of its own, so it matches a `<link rel="preload" as="fetch"
 * crossorigin>` of the same URL and the browser reuses the preloaded answer (R-PERF-DATA-EARLY);
 * the server gives the request its id and echoes it in `X-Request-ID` (R-WEB-REQUEST-ID).
 */
export async function getJson<T>(
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await transport(url, { signal: options.signal ?? null })
  const requestId = response.headers.get('x-request-id') ?? ''
  if (response.status !== 200) throw await failure(url, response, requestId)
  const body = (await response.json()) as T
  announceResponse({ url, status: response.status, body })
  return body
}

/**
 * Fetches public answers again past the browser's HTTP cache (`cache: 'reload'` stores the fresh
 * answer in it): after a publisher's change the catalogue this browser cached for five minutes
 * would otherwise still lack it (R-ENTRY-LIVE). Failures are ignored: the cache then expires as
 * usual.
 */
export async function refreshCached(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      fetch(url, { cache: 'reload' }).then(
        // Read to the end: a body left unread may not be stored.
        (response) => response.arrayBuffer().then(() => undefined),
        () => undefined,
      ),
    ),
  )
}

/**
 * The path the CSRF cookie is set for: the platform backend's prefix, or for the sandbox's own
 * pages (the OAuth sign-in, R-OAUTH-SIGN-IN) the request's path, which the backend's cookie
 * does not cover.
 */
function csrfPathOf(url: string): string {
  return url.startsWith(API_PREFIX)
    ? API_PREFIX
    : new URL(url, window.location.href).pathname
}

/**
 * DELETEs a resource of ours with the CSRF pair and an `X-Request-ID`. Any 2xx is success (the
 * body is not read); anything else throws RequestFailedError with the server's messages.
 */
export async function deleteResource(url: string): Promise<void> {
  const requestId = newRequestId()
  const response = await fetch(url, {
    method: 'DELETE',
    headers: {
      Accept: 'application/json',
      'X-Request-ID': requestId,
      ...prepareCsrf(csrfPathOf(url)),
    },
    credentials: 'same-origin',
  })
  if (!response.ok) throw await failure(url, response, requestId)
  announceResponse({ url, status: response.status, body: null })
}

/**
 * Sends JSON to our API with `method`, the CSRF pair and an `X-Request-ID`: the answer when it is
 * 2xx (its body unread), and otherwise RequestFailedError with the server's messages and field
 * messages. `postJson`, `putJson`, `patchJson` and `postForFile` each read the answer their way.
 */
export async function sendJson(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: unknown,
  accept: string | null = 'application/json',
): Promise<Response> {
  const requestId = newRequestId()
  const response = await fetch(url, {
    method,
    headers: {
      ...(accept ? { Accept: accept } : {}),
      'Content-Type': 'application/json',
      'X-Request-ID': requestId,
      ...prepareCsrf(csrfPathOf(url)),
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  if (!response.ok) throw await failure(url, response, requestId)
  return response
}

/**
 * POSTs JSON with the CSRF pair and an `X-Request-ID` (`sendJson`). Any 2xx is success; the body
 * is parsed with the schema and an answer that does not match throws InvalidResponseError (without
 * a schema the body is returned unread). Non-2xx throws RequestFailedError with the server's
 * messages and field messages.
 */
export async function postJson<T = unknown>(
  url: string,
  body: unknown,
  schema?: ResponseSchema<T>,
): Promise<T> {
  const response = await sendJson('POST', url, body)
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    throw new InvalidResponseError(url)
  }
  announceResponse({ url, status: response.status, body: parsed })
  if (!schema) return parsed as T
  const result = schema.safeParse(parsed)
  if (!result.success) throw new InvalidResponseError(url)
  return result.data
}

/**
 * Whether a host answers at all: a no-cors GET, whose answer is opaque but only arrives when the
 * host is reachable (the VA network check). No request id: the host is not ours.
 */
export async function isReachable(
  url: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: signal ?? null,
    })
    return true
  } catch {
    return false
  }
}
