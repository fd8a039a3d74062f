import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  RATE_LIMIT_HEADERS,
  rateLimitHeaders,
} from '@portal/schema/sandbox-rate-limit'
import { InputError } from '../../errors.ts'
import type { WindowState } from '../../plugins/rate-limit.ts'
import {
  redactHeaders,
  redactUrl,
  truncateBody,
  type RecordedBody,
} from '../request-log/index.ts'
import { FORM_TYPES, type GatewayService } from './gateway-service.ts'
import type { GatewayCallRecord } from './gateway-store.ts'
import type { MockAnswer } from './mock-responder.ts'
import type { KeyPlace } from './spec-registry.ts'
import type { UsageRecorder } from './usage-recorder.ts'

/** The largest body a call may send, a form's files included. */
const GATEWAY_BODY_LIMIT = 1_048_576

/** The department gateway's answer over the limit (R-GATEWAY-LIMIT). */
const RATE_LIMITED = { message: 'API rate limit exceeded' }

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const ALLOWED_HEADERS = ['apikey', 'authorization', 'content-type', 'accept']
const EXPOSED_HEADERS = [
  ...Object.values(RATE_LIMIT_HEADERS),
  'Retry-After',
  'WWW-Authenticate',
  // RFC 9745 and RFC 8594: a page's program reads when the API goes away.
  'Deprecation',
  'Sunset',
  'Link',
].join(', ')

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The gateway path of a request: its address after the prefix, without the query, with its
 * non-ASCII letters decoded. Documents name paths in their own letters (`/bénéficiaires`) and
 * every HTTP client sends them percent-encoded (`/b%C3%A9n%C3%A9ficiaires`), while the spec's
 * router compares the literal parts as they are. Only escapes of bytes 80–FF that form UTF-8
 * are decoded: they never stand for `/` or `%`, so segments stay as sent and the router decodes
 * parameter values once, as before; a malformed escape is left as it came (no route).
 */
function pathOf(request: FastifyRequest, prefix: string): string {
  const path = (request.url.split('?')[0] ?? '').slice(prefix.length) || '/'
  return path.replaceAll(/(?:%[89a-f][\da-f])+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes)
    } catch {
      return escapes
    }
  })
}

/** What a garbled multipart body gets (R-INPUT-ENVELOPE): the caller's mistake, not ours. */
const MALFORMED_FORM = 'The request body is not a valid multipart form'

/**
 * A form body (multipart/form-data or application/x-www-form-urlencoded: a documented form, a
 * Swagger 2.0 `formData` operation) as the validator reads it: each field's text, and each file as its name (a `format: binary`
 * field is a string to the validator; the sandbox keeps no file). A field sent twice is a list.
 * The multipart parser's limit errors keep their 4xx (a file over the body limit, 413); its
 * plain errors (a form cut short, no boundary) are a 400.
 */
async function formOf(
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
  const add = (name: string, value: unknown) => {
    const earlier = fields[name]
    fields[name] =
      earlier === undefined
        ? value
        : [...(Array.isArray(earlier) ? earlier : [earlier]), value]
  }
  if (!request.isMultipart()) {
    // A URL-encoded form, read by the WHATWG URLSearchParams.
    if (typeof request.body === 'string')
      for (const [name, value] of new URLSearchParams(request.body))
        add(name, value)
    return fields
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer()
        add(part.fieldname, part.filename)
      } else add(part.fieldname, part.value)
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) throw error
    throw new InputError([MALFORMED_FORM])
  }
  return fields
}

function queryOf(request: FastifyRequest): Record<string, string | string[]> {
  return (request.query ?? {}) as Record<string, string | string[]>
}

/** The first key found in the places the spec declares (R-GATEWAY-KEY-PLACE); nowhere else. */
function keyIn(
  request: FastifyRequest,
  places: readonly KeyPlace[],
): string | undefined {
  for (const place of places) {
    const found =
      place.in === 'header'
        ? header(request, place.name)
        : place.in === 'query'
          ? queryOf(request)[place.name]
          : request.cookies[place.name]
    const value = Array.isArray(found) ? found[0] : found
    if (value) return value
  }
  return undefined
}

/** A call answered by the handler, waiting in `onSend` for its answer's headers and body. */
interface AnsweredCall {
  record: Omit<GatewayCallRecord, 'detail'>
  requestHeaders: Record<string, string>
  requestBody: RecordedBody
}

/** The names of the spec's key places in headers and in the query, redacted in the log. */
function keyNames(places: readonly KeyPlace[], where: KeyPlace['in']) {
  return places.flatMap((place) => (place.in === where ? [place.name] : []))
}

/**
 * The sandbox gateway (R-GATEWAY-*) under its prefix: every method on every path. It finds the
 * API, checks the key, counts the call against the caller's 60 a minute, answers from the spec,
 * and records the call without waiting for the database.
 */
export const gatewayRoutes: FastifyPluginAsync<{
  service: GatewayService
  recorder: UsageRecorder
  limit: (request: FastifyRequest, key: string) => Promise<WindowState>
  prefix: string
  now: () => number
}> = async (app, { service, recorder, limit, prefix, now }) => {
  // Bodies of any type reach the spec's validator: JSON kinds parsed, anything else as text.
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: GATEWAY_BODY_LIMIT },
    (request, body, done) => {
      const type = request.headers['content-type'] ?? ''
      if (!type.includes('json')) return done(null, body)
      try {
        done(
          null,
          body === '' ? undefined : (JSON.parse(String(body)) as unknown),
        )
      } catch {
        done(null, body)
      }
    },
  )

  // Form bodies are read by the route when the call is answered (`formOf`); a URL-encoded one
  // stays text (the catch-all parser's) for the request log, as sent.
  await app.register(multipart, {
    limits: { fileSize: GATEWAY_BODY_LIMIT, files: 20, fields: 100 },
  })

  const answered = new WeakMap<FastifyRequest, AnsweredCall>()

  // Callers may be pages on another origin (the portal, when the gateway has its own host) or
  // programs. Keys travel in headers or the query; a spec's cookie key is for programs, which
  // send it themselves, so no credentialed CORS is needed and any origin may call (R-GATEWAY-CORS).
  // The call is recorded here, with the headers and body of its answer as sent (R-REQLOG-RECORD);
  // the recorder writes later, so the answer never waits for the database.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('access-control-expose-headers', EXPOSED_HEADERS)
    const call = answered.get(request)
    if (!call) return
    answered.delete(request)
    const responseBody = truncateBody(
      typeof payload === 'string' || Buffer.isBuffer(payload)
        ? payload.toString()
        : undefined,
    )
    recorder.record({
      ...call.record,
      detail: {
        at: call.record.at,
        request_headers: JSON.stringify(call.requestHeaders),
        response_headers: JSON.stringify(redactHeaders(reply.getHeaders())),
        request_body: call.requestBody.text,
        request_body_truncated: call.requestBody.truncated,
        response_body: responseBody.text,
        response_body_truncated: responseBody.truncated,
      },
    })
  })
  app.options(
    '/*',
    { config: { csrf: false, rateLimit: false } },
    async (request, reply) => {
      // A page sends the key in the header its spec names too (R-GATEWAY-KEY-PLACE).
      const call = await service.route(pathOf(request, prefix))
      const keyHeaders = keyNames(call?.spec.keyPlaces ?? [], 'header')
      const allowed = new Set([...ALLOWED_HEADERS, ...keyHeaders])
      return reply
        .code(204)
        .header('access-control-allow-methods', METHODS.join(', '))
        .header('access-control-allow-headers', [...allowed].join(', '))
        .header('access-control-max-age', '600')
        .send()
    },
  )

  app.route({
    method: [...METHODS],
    url: '/*',
    // Callers are programs with keys, not pages with cookies; the gateway limits per credential.
    config: { csrf: false, rateLimit: false },
    handler: async (request, reply) => {
      const started = performance.now()
      const path = pathOf(request, prefix)
      const call = await service.route(path)
      let credentialId: string | null = null
      let answer: MockAnswer | undefined
      if (call) reply.headers(call.lifecycleHeaders)
      if (!call) answer = service.notFound()
      else if (call.gone) answer = call.gone
      else {
        const decision = await service.authorize(call, {
          apiKey: (places) => keyIn(request, places),
          authorization: header(request, 'authorization'),
        })
        if ('refusal' in decision) {
          const { refusal } = decision
          if (refusal.wwwAuthenticate)
            reply.header('www-authenticate', refusal.wwwAuthenticate)
          answer = {
            status: refusal.status,
            contentType: 'application/json',
            body: refusal.body ?? { message: refusal.message },
            pathTemplate: '',
          }
        } else credentialId = decision.credentialId
      }
      const window = await limit(request, credentialId ?? `ip:${request.ip}`)
      reply.headers(rateLimitHeaders(window))
      if (!window.allowed) {
        reply.header('retry-after', window.resetSeconds)
        answer = {
          status: 429,
          contentType: 'application/json',
          body: RATE_LIMITED,
          pathTemplate: answer?.pathTemplate ?? '',
        }
      }
      if (call && !answer) {
        answer = await service.answer(
          call,
          {
            // HEAD is the GET without its body (RFC 9110 §9.3.2): Fastify answers it through this
            // route's GET and sends no body; the spec documents the GET.
            method: request.method === 'HEAD' ? 'GET' : request.method,
            headers: request.headers as Record<string, string | string[]>,
            query: queryOf(request),
            body: FORM_TYPES.test(header(request, 'content-type') ?? '')
              ? await formOf(request)
              : request.body,
          },
          request.log,
        )
      }
      const final = answer ?? service.notFound()
      const keyPlaces = call?.spec.keyPlaces ?? []
      answered.set(request, {
        record: {
          at: new Date(now()),
          credential_id: credentialId,
          api_url_slug: call?.api.url_slug ?? '',
          method: request.method,
          path_template: final.pathTemplate || path.slice(0, 200),
          status: final.status,
          latency_ms: performance.now() - started,
          call_id: randomUUID(),
          request_id: request.id,
          path: redactUrl(request.url, keyNames(keyPlaces, 'query')),
        },
        requestHeaders: redactHeaders(
          request.headers,
          keyNames(keyPlaces, 'header'),
        ),
        requestBody: truncateBody(request.body),
      })
      reply.code(final.status).header('cache-control', 'no-store')
      if (final.body === undefined) return reply.send()
      if (final.contentType) reply.type(final.contentType)
      return reply.send(
        typeof final.body === 'string'
          ? final.body
          : JSON.stringify(final.body),
      )
    },
  })
}
