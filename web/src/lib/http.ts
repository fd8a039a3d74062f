import type { z } from 'zod'
import { ApiErrorSchema } from '@portal/schema/api-error'
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

async function toRequestFailedError(
  response: Response,
): Promise<RequestFailedError> {
  const text = await response.text()
  try {
    const parsed = ApiErrorSchema.safeParse(JSON.parse(text))
    return parsed.success
      ? new RequestFailedError(
          response.status,
          parsed.data.errors,
          parsed.data.fieldErrors,
        )
      : new RequestFailedError(response.status, [])
  } catch {
    return new RequestFailedError(response.status, text ? [text] : [])
  }
}

/**
 * GETs JSON and parses it with the contract's schema. Only 200 counts as success: anything else,
 * or a body that does not match the schema, throws.
 */
export async function getJson<T>(
  url: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const requestId = newRequestId()
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'X-Request-ID': requestId },
    signal: options.signal ?? null,
  })
  if (response.status !== 200) throw await failure(url, response, requestId)
  const body: unknown = await response.json()
  announceResponse({ url, status: response.status, body })
  return schema.parse(body)
}

/**
 * POSTs JSON with the CSRF pair. Any 2xx is success; the body is parsed with the schema and an
 * answer that does not match throws InvalidResponseError. Non-2xx throws RequestFailedError with the
 * server's messages and field messages.
 */
export async function postJson<T>(
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const requestId = newRequestId()
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Request-ID': requestId,
      ...prepareCsrf(API_PREFIX),
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  if (!response.ok) throw await failure(url, response, requestId)
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    throw new InvalidResponseError(url)
  }
  announceResponse({ url, status: response.status, body: parsed })
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

/** Options of an upload: progress from 0 to 1, and a signal that cancels it. */
export interface UploadOptions {
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POSTs a file as multipart form data after the given fields (a signed S3-style upload: the
 * file goes last). XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Any 2xx resolves; other statuses throw RequestFailedError, a network failure TypeError, a cancel
 * DOMException AbortError.
 */
export function uploadWithProgress(
  url: string,
  fields: readonly [string, string][],
  file: File,
  options: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const body = new FormData()
    for (const [name, value] of fields) body.append(name, value)
    body.append('file', file)
    const onAbort = () => {
      request.abort()
    }
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => options.signal?.removeEventListener('abort', onAbort)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      settle()
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1)
        resolve()
        return
      }
      let errors: string[] = []
      try {
        const parsed = ApiErrorSchema.safeParse(
          JSON.parse(request.responseText),
        )
        if (parsed.success) errors = parsed.data.errors
      } catch {
        // S3 answers in XML; the status says enough.
      }
      reject(new RequestFailedError(request.status, errors))
    })
    request.addEventListener('error', () => {
      settle()
      reject(new TypeError('Network error while uploading'))
    })
    request.addEventListener('abort', () => {
      settle()
      reject(new DOMException('Upload cancelled', 'AbortError'))
    })
    request.open('POST', url)
    request.send(body)
    if (options.signal?.aborted) request.abort()
  })
}
