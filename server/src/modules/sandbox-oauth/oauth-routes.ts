import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import type { AuthServer } from './auth-servers.ts'
import { createGrantHandlers } from './grant-handlers.ts'
import { createInteractionHandlers } from './interaction-handlers.ts'
import { oauthErrorHandler, OauthError } from './oauth-errors.ts'
import {
  SIGN_IN_PAGE,
  type OauthService,
  type RunningServer,
} from './oauth-service.ts'
import type { OauthStore } from './oauth-store.ts'
import { toProvider } from './provider-handoff.ts'
import { createSignInLimits } from './sign-in-limits.ts'

/** What the authorization servers' routes are built from. */
export interface OauthRouteOptions {
  service: OauthService
  store: OauthStore
  /** The servers to route, read from the catalogue when the app is built. */
  servers: AuthServer[]
  limits: RateLimits
}

/** The methods a route may be asked for; the ones an endpoint does not take answer 405. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof METHODS)[number]

/**
 * oidc-provider's endpoints (R-OAUTH-SERVERS). `cors`: a page on any origin may call it, so its
 * preflight goes to oidc-provider too (R-OAUTH-CORS); `limited`: the per-address limit of token
 * and revocation requests (R-OAUTH-LIMITS).
 */
const PROVIDER_ENDPOINTS: {
  url: string
  methods: Method[]
  cors?: boolean
  limited?: boolean
}[] = [
  { url: '/.well-known/openid-configuration', methods: ['GET'], cors: true },
  { url: '/authorization', methods: ['GET', 'POST'] },
  { url: '/authorization/:uid', methods: ['GET'] },
  { url: '/token', methods: ['POST'], cors: true, limited: true },
  { url: '/revoke', methods: ['POST'], cors: true, limited: true },
  { url: '/keys', methods: ['GET'], cors: true },
  { url: '/introspect', methods: ['POST'] },
  { url: '/userinfo', methods: ['GET', 'POST'] },
]

/** The sign-in page's and manage page's JSON (R-OAUTH-SIGN-IN, R-OAUTH-GRANTS). */
const SIGN_IN_ENDPOINTS: { url: string; methods: Method[] }[] = [
  { url: '/interaction/:uid/details', methods: ['GET'] },
  { url: '/interaction/:uid/login', methods: ['POST'] },
  { url: '/interaction/:uid/code', methods: ['POST'] },
  { url: '/interaction/:uid/consent', methods: ['POST'] },
  { url: '/interaction/:uid/deny', methods: ['POST'] },
  { url: '/manage', methods: ['GET'] },
  { url: '/manage/grants', methods: ['GET'] },
  { url: '/manage/grants/:grantId', methods: ['DELETE'] },
]

/** Not the portal's CSRF check, nor its address limit: callers are OAuth clients. */
const PROTOCOL_CONFIG = { csrf: false, rateLimit: false } as const

/** The provider-relative path of a route: `/interaction/:uid/login` → `/interaction/abc/login`. */
function restOf(request: FastifyRequest, serverPrefix: string): string {
  const path = request.url.split('?')[0] ?? ''
  return path.slice(serverPrefix.length) || '/'
}

/**
 * Answers every method an endpoint does not take with 405 and `Allow`, in RFC 6749's shape, and
 * every path under the server that is no endpoint with 404 (R-OAUTH-ERRORS).
 */
function registerRefusals(scope: FastifyInstance, serverPath: string) {
  const taken = new Map<string, Method[]>()
  for (const { url, methods, cors } of PROVIDER_ENDPOINTS)
    taken.set(url, cors ? [...methods, 'OPTIONS'] : methods)
  for (const { url, methods } of SIGN_IN_ENDPOINTS) taken.set(url, methods)
  taken.set('/grants', ['DELETE'])
  for (const [url, methods] of taken) {
    const others = METHODS.filter((method) => !methods.includes(method))
    const allow = [
      ...methods,
      ...(methods.includes('GET') ? ['HEAD'] : []),
    ].join(', ')
    scope.route({
      method: others as HTTPMethods[],
      url,
      config: PROTOCOL_CONFIG,
      handler: async (request, reply) => {
        reply.header('allow', allow)
        throw new OauthError(
          405,
          'invalid_request',
          `${request.method} is not allowed here; use ${allow}.`,
        )
      },
    })
  }
  for (const url of ['', '/*'])
    scope.route({
      method: [...METHODS] as HTTPMethods[],
      url,
      config: PROTOCOL_CONFIG,
      handler: async () => {
        throw new OauthError(
          404,
          'invalid_request',
          `No endpoint of the authorization server ${serverPath} is at this address.`,
        )
      },
    })
}

/**
 * The sandbox authorization servers' endpoints as routes of their own (R-OAUTH-ROUTES), under
 * each server's path below the sandbox prefix, registered before the gateway's catch-all so
 * Fastify's router, not the gateway, decides what is OAuth:
 *
 * - oidc-provider's endpoints: the raw request handed to the provider; token and revoke with the
 *   per-address limit and X-RateLimit-* headers; discovery, keys, token and revoke answer
 *   preflights (oidc-provider's CORS), no other endpoint does;
 * - `DELETE grants` with client authentication;
 * - the sign-in and manage pages' JSON, with the portal's CSRF check, envelope and attempt limits;
 * - 405 for a method an endpoint does not take, 404 for any other path under the server, every
 *   refusal of the protocol endpoints as `{"error", "error_description"}`.
 */
export const oauthRoutes: FastifyPluginAsync<OauthRouteOptions> = async (
  app,
  { service, store, servers, limits },
) => {
  const interaction = createInteractionHandlers(
    service,
    store,
    createSignInLimits(app, limits),
  )
  const grants = createGrantHandlers(service, store)
  const runningOf = async (server: AuthServer): Promise<RunningServer> => {
    const match = await service.at(server.path)
    if (!match) throw new Error(`no authorization server at ${server.path}`)
    return match.running
  }
  const oauthLimit = {
    max: limits.oauthPerMinute,
    timeWindow: '1 minute',
    // The portal's allow list passes everything outside its API; these routes are counted.
    allowList: () => false,
  }

  for (const server of servers) {
    // The protocol: oidc-provider's endpoints and DELETE grants, answered in RFC 6749's shape.
    await app.register(
      async (protocol) => {
        protocol.setErrorHandler(oauthErrorHandler)
        // The body reaches oidc-provider as text, whatever its type: it decides what it takes
        // (form-encoded), and refuses the rest in its own words.
        protocol.removeAllContentTypeParsers()
        protocol.addContentTypeParser(
          '*',
          { parseAs: 'string', bodyLimit: 65_536 },
          (_request, body, done) => done(null, body),
        )
        const base = protocol.prefix
        for (const endpoint of PROVIDER_ENDPOINTS) {
          const handler = async (
            request: FastifyRequest,
            reply: FastifyReply,
          ) => {
            await toProvider(
              await runningOf(server),
              request,
              reply,
              restOf(request, base),
            )
          }
          const oauthCors = endpoint.cors === true
          protocol.route({
            method: endpoint.methods as HTTPMethods[],
            url: endpoint.url,
            config: {
              csrf: false,
              rateLimit: endpoint.limited ? oauthLimit : false,
              oauthCors,
            },
            handler,
          })
          // A browser's preflight is not counted against the request it precedes.
          if (oauthCors)
            protocol.options(
              endpoint.url,
              { config: { ...PROTOCOL_CONFIG, oauthCors } },
              handler,
            )
        }
        protocol.delete(
          '/grants',
          { config: { csrf: false, rateLimit: oauthLimit } },
          async (request, reply) => {
            await grants.removeForClient(
              await runningOf(server),
              request,
              reply,
            )
            return reply.code(204).header('cache-control', 'no-store').send()
          },
        )
        registerRefusals(protocol, server.path)
      },
      { prefix: server.path },
    )

    // The sign-in and manage pages' JSON: the portal's own pages call it, with its CSRF pair,
    // and show its `{"errors": [...]}` messages at their fields.
    await app.register(
      async (signIn) => {
        signIn.addHook('onSend', async (_request, reply) => {
          reply.header('cache-control', 'no-store')
        })
        const step =
          (action: string) =>
          async (
            request: FastifyRequest<{ Params: { uid: string } }>,
            reply: FastifyReply,
          ) =>
            interaction(
              await runningOf(server),
              request,
              reply,
              request.params.uid,
              action,
            )
        signIn.get('/interaction/:uid/details', step('details'))
        for (const action of ['login', 'code', 'consent', 'deny'])
          signIn.post(`/interaction/:uid/${action}`, step(action))
        signIn.get('/manage', async (_request, reply) =>
          reply.redirect(
            `${SIGN_IN_PAGE}/manage?server=${encodeURIComponent(server.path)}`,
            303,
          ),
        )
        signIn.get('/manage/grants', async (request, reply) =>
          grants.list(await runningOf(server), request, reply),
        )
        signIn.delete<{ Params: { grantId: string } }>(
          '/manage/grants/:grantId',
          async (request, reply) => {
            await grants.removeOwn(
              await runningOf(server),
              request,
              reply,
              request.params.grantId,
            )
            return reply.code(204).send()
          },
        )
      },
      { prefix: server.path },
    )
  }
}
