import type { FastifyInstance } from 'fastify'

type FetchBody =
  | ArrayBuffer
  | null
  | ReadableStream
  | string
  | Uint8Array
  | undefined
  | URLSearchParams

/**
 * A fetch answered by this server itself through `app.inject`, for the console's relying party
 * talking to the embedded identity provider: no request leaves the process, so it works whatever
 * address the server listens on or is reached at (a proxy, PORT=0 in tests). The URL's origin
 * is the public one; only its path and query are used.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (
    url: string,
    options: {
      method: string
      headers: Record<string, string>
      body: FetchBody
    },
  ): Promise<Response> => {
    const target = new URL(url)
    const body = options.body
    const payload =
      body === null || body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : body instanceof URLSearchParams
            ? body.toString()
            : body instanceof Uint8Array
              ? Buffer.from(body)
              : body instanceof ArrayBuffer
                ? Buffer.from(body)
                : await new Response(body).text()
    const answer = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      ...(payload === undefined ? {} : { payload }),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const one of [value].flat()) headers.append(name, String(one))
    }
    const hasBody = ![204, 304].includes(answer.statusCode)
    return new Response(hasBody ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers,
    })
  }
}
