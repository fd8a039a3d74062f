import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { RunningServer } from './oauth-service.ts'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

// One Koa handler per provider (a provider is remade when the signing key rotates).
const handlers = new WeakMap<Provider, Handler>()

function handlerOf(running: RunningServer): Handler {
  let handler = handlers.get(running.provider)
  if (!handler) {
    handler = running.provider.callback() as Handler
    handlers.set(running.provider, handler)
  }
  return handler
}

/**
 * The department's guides promise a refresh token for `offline_access` alone; OpenID Connect
 * (and oidc-provider) give one only when the request also asks for consent. A request that names
 * offline_access without a prompt is given prompt=consent, so the user sees the consent page and
 * the client gets its refresh token (R-OAUTH-TOKENS).
 */
function withConsentForOffline(query: string): string {
  const search = new URLSearchParams(query)
  const scopes = (search.get('scope') ?? '').split(' ')
  if (scopes.includes('offline_access') && !search.has('prompt'))
    search.set('prompt', 'consent')
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * Hands a request of one of oidc-provider's endpoints to it, as if it were mounted at the
 * server's path: `rest` is the endpoint's path inside the server (`/token`). The route has parsed
 * the body as text, which oidc-provider then reads from `req.body`. Headers the route's hooks set
 * (the rate limit's) go on the raw response, which oidc-provider writes.
 */
export async function toProvider(
  running: RunningServer,
  request: FastifyRequest,
  reply: FastifyReply,
  rest: string,
): Promise<void> {
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value)
  reply.hijack()
  const raw = request.raw as IncomingMessage & {
    originalUrl?: string
    body?: unknown
  }
  const url = raw.url ?? ''
  const index = url.indexOf('?')
  const search = index >= 0 ? url.slice(index) : ''
  const query =
    rest === '/authorization' ? withConsentForOffline(search.slice(1)) : search
  // oidc-provider finds its mount path by comparing originalUrl with url: both carry the query.
  raw.originalUrl = `${index >= 0 ? url.slice(0, index) : url}${query}`
  raw.url = `${rest}${query}`
  if (request.body !== undefined) raw.body = request.body
  await handlerOf(running)(raw, reply.raw)
}
