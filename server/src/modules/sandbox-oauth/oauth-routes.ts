import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify'
import {
  AUTH_PATH_PART,
  DEFAULT_BASE_AUTH_PATH,
  MAX_AUTH_PATH_PARTS,
} from '@portal/schema/oauth-endpoints'
import { HttpError } from '../../errors.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import { serverAt } from './auth-servers.ts'
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

/**
 * The route pattern of the servers with `parts` parts below /oauth2: `/oauth2/:p1/:p2` for two.
 * Every auth path the console accepts has one of these shapes (R-OAUTH-LIVE).
 */
function serverPattern(parts: number): string {
  let pattern = DEFAULT_BASE_AUTH_PATH
  for (let part = 1; part <= parts; part += 1) pattern += `/:p${part}`
  return pattern
}

/**
 * The auth path a request names and the endpoint's path inside it (`/token`,
 * `/interaction/abc/login`), read from the raw address: a part the router decoded (`a%2Fb`)
 * is no part of an auth path.
 */
function locate(
  request: FastifyRequest,
  sandboxPrefix: string,
  parts: number,
): { serverPath: string; rest: string } | null {
  const path = (request.url.split('?')[0] ?? '').slice(sandboxPrefix.length)
  const segments = path.split('/').slice(2)
  const own = segments.slice(0, parts)
  if (own.length !== parts || !own.every((part) => AUTH_PATH_PART.test(part)))
    return null
  return {
    serverPath: [DEFAULT_BASE_AUTH_PATH, ...own].join('/'),
    rest: `/${segments.slice(parts).join('/')}`,
  }
}

/**
 * Answers every method an endpoint does not take with 405 and `Allow`, in RFC 6749's shape
 * (R-OAUTH-ERRORS).
 */
function registerWrongMethods(scope: FastifyInstance) {
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
}

/** The refusal of an address under /oauth2 where no authorization server is (R-OAUTH-LIVE). */
const noServer = (serverPath: string) =>
  `No authorization server of the sandbox is at ${serverPath}.`

/**
 * The sandbox authorization servers' endpoints as routes of their own (R-OAUTH-ROUTES), below
 * the sandbox prefix, registered before the gateway's catch-all so Fastify's router, not the
 * gateway, decides what is OAuth:
 *
 * - oidc-provider's endpoints: the raw request handed to the provider; token and revoke with the
 *   per-address limit and X-RateLimit-* headers; discovery, keys, token and revoke answer
 *   preflights (oidc-provider's CORS), no other endpoint does;
 * - `DELETE grants` with client authentication;
 * - the sign-in and manage pages' JSON, with the portal's CSRF check, envelope and attempt limits;
 * - 405 for a method an endpoint does not take, 404 for any other path under /oauth2, every
 *   refusal of the protocol endpoints as `{"error", "error_description"}`.
 *
 * Which servers exist is read from the catalogue at request time, not at start (R-OAUTH-LIVE):
 * the routes are registered once for each shape of auth path (`/oauth2`, `/oauth2/:p1`, … up to
 * five parts), each finds the server the address names, and an address naming none is 404. So
 * an API entry made or changed in the console has its server at once, on every instance (the
 * service forgets its servers on the `catalogue` change channel), and one taken out of the
 * sandbox stops answering.
 */
export const oauthRoutes: FastifyPluginAsync<OauthRouteOptions> = async (
  app,
  { service, store, limits },
) => {
  const sandboxPrefix = app.prefix
  const interaction = createInteractionHandlers(
    service,
    store,
    createSignInLimits(app, limits),
  )
  const grants = createGrantHandlers(service, store)

  for (let parts = 0; parts <= MAX_AUTH_PATH_PARTS; parts += 1) {
    const prefix = serverPattern(parts)
    /** The request's server and endpoint path; 404 in the scope's envelope when there is none. */
    const serverOf = async (
      request: FastifyRequest,
      refuse: (message: string) => Error,
    ): Promise<{ running: RunningServer; rest: string }> => {
      const located = locate(request, sandboxPrefix, parts)
      const running = located && (await service.named(located.serverPath))
      if (!located || !running)
        throw refuse(noServer(located?.serverPath ?? DEFAULT_BASE_AUTH_PATH))
      return { running, rest: located.rest }
    }
    const oauthNotFound = (message: string) =>
      new OauthError(404, 'invalid_request', message)
    const portalNotFound = (message: string) => new HttpError(404, [message])
    // Counted per address and per server, as when each server had routes of its own.
    const oauthLimit = {
      max: limits.oauthPerMinute,
      timeWindow: '1 minute',
      // The portal's allow list passes everything outside its API; these routes are counted.
      allowList: () => false,
      keyGenerator: (request: FastifyRequest) =>
        `${request.ip} ${locate(request, sandboxPrefix, parts)?.serverPath ?? ''}`,
    }

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
        for (const endpoint of PROVIDER_ENDPOINTS) {
          const handler = async (
            request: FastifyRequest,
            reply: FastifyReply,
          ) => {
            const { running, rest } = await serverOf(request, oauthNotFound)
            await toProvider(running, request, reply, rest)
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
            const { running } = await serverOf(request, oauthNotFound)
            await grants.removeForClient(running, request, reply)
            return reply.code(204).header('cache-control', 'no-store').send()
          },
        )
        registerWrongMethods(protocol)
        // Any other address under /oauth2: 404, naming the server it is under, if any.
        if (parts === 0)
          for (const url of ['', '/*'])
            protocol.route({
              method: [...METHODS] as HTTPMethods[],
              url,
              config: PROTOCOL_CONFIG,
              handler: async (request) => {
                const path =
                  (request.url.split('?')[0] ?? '').slice(
                    sandboxPrefix.length,
                  ) || '/'
                const match = serverAt(await service.servers(), path)
                throw oauthNotFound(
                  match
                    ? `No endpoint of the authorization server ${match.server.path} is at this address.`
                    : noServer(path),
                )
              },
            })
      },
      { prefix },
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
              (await serverOf(request, portalNotFound)).running,
              request,
              reply,
              request.params.uid,
              action,
            )
        signIn.get('/interaction/:uid/details', step('details'))
        for (const action of ['login', 'code', 'consent', 'deny'])
          signIn.post(`/interaction/:uid/${action}`, step(action))
        signIn.get('/manage', async (request, reply) => {
          const { running } = await serverOf(request, portalNotFound)
          return reply.redirect(
            `${SIGN_IN_PAGE}/manage?server=${encodeURIComponent(running.server.path)}`,
            303,
          )
        })
        signIn.get('/manage/grants', async (request, reply) =>
          grants.list(
            (await serverOf(request, portalNotFound)).running,
            request,
            reply,
          ),
        )
        signIn.delete<{ Params: { grantId: string } }>(
          '/manage/grants/:grantId',
          async (request, reply) => {
            await grants.removeOwn(
              (await serverOf(request, portalNotFound)).running,
              request,
              reply,
              request.params.grantId,
            )
            return reply.code(204).send()
          },
        )
      },
      { prefix },
    )
  }
}
