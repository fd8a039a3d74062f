import type { z } from 'zod'
import { ApiErrorSchema } from '@portal/schema/api-error'

/** A response outside what the caller accepts, with the server's error messages if it sent any. */
class HttpError extends Error {
  readonly status: number
  readonly errors: string[]

  constructor(status: number, errors: string[]) {
    super(
      `Request failed with status ${status}${errors.length ? `: ${errors.join('; ')}` : ''}`,
    )
    this.name = 'HttpError'
    this.status = status
    this.errors = errors
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

async function readErrors(response: Response): Promise<string[]> {
  const text = await response.text()
  try {
    const parsed = ApiErrorSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.errors : []
  } catch {
    return text ? [text] : []
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
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'X-Request-ID': newRequestId() },
    signal: options.signal ?? null,
  })
  if (response.status !== 200)
    throw new HttpError(response.status, await readErrors(response))
  return schema.parse(await response.json())
}
