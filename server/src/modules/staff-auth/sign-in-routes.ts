import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SignInRefusal } from '@portal/schema/staff'
import { optionalParam } from '@portal/schema/query-params'
import { TooManyRequestsError } from '../../errors.ts'
import {
  errorResponses,
  NO_CONTENT,
  postErrorResponses,
  redirect,
  text,
} from '../../plugins/openapi-responses.ts'
import {
  perKeyLimit,
  type RateLimits,
  type WindowState,
} from '../../plugins/rate-limit.ts'
import { CONSOLE_TAGS } from './console-schema-tags.ts'
import {
  STAFF_SESSION_COOKIE,
  STAFF_SIGN_IN_COOKIE,
  isWellFormedToken,
} from './session-token.ts'
import type { RequestContext, SignInService } from './sign-in-service.ts'
import { renderSignInWaitPage } from './sign-in-wait-page.ts'

/** What the sign-in routes need. */
export interface SignInRouteOptions {
  service: SignInService
  limits: RateLimits
  apiPrefix: string
  /** The callback's address as registered at the identity provider. */
  redirectUri: string
  /** Cookies are Secure when users reach us over TLS (PUBLIC_ORIGIN https). */
  secureCookies: boolean
}

/**
 * The identity provider's answer (OpenID Connect, RFC 6749 and RFC 9207): the parameters it may
 * send are named for the document; any other is passed on to the client library as it came.
 */
const CallbackQuerySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(4096).optional(),
    iss: z.string().max(4096).optional(),
    session_state: z.string().max(4096).optional(),
    error: z.string().max(4096).optional(),
    error_description: z.string().max(4096).optional(),
    error_uri: z.string().max(4096).optional(),
  })
  .catchall(z.string().max(4096))

/** The start's query: where to return, and who is signing in when the browser knows (OIDC). */
const StartQuerySchema = z.object({
  returnTo: optionalParam(z.string().max(500)),
  login_hint: optionalParam(z.string().trim().max(254)).describe(
    'Who is signing in (an email), when known: passed to the identity provider, and the start is counted per person from this address',
  ),
})

/** The start's `login_hint`, compared without letter case; '' when there is none. */
const hintOf = (request: FastifyRequest) =>
  (
    (request.query as z.infer<typeof StartQuerySchema>).login_hint ?? ''
  ).toLowerCase()

/**
 * The sign-in start and callback are browser navigations: over a limit they answer an HTML page
 * with the wait (R-STAFF-SIGNIN-LIMIT), declared in the document instead of the JSON envelope.
 */
const signInErrorResponses = () => ({
  ...errorResponses(),
  429: text(
    'Too many sign-ins from this address or for this person: an HTML page saying how long to wait, with Retry-After and the X-RateLimit headers',
    'text/html',
  ),
})

/** The console page that explains a refused sign-in. */
const refusedPage = (reason: SignInRefusal) =>
  `/console/sign-in?error=${reason}`

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  requestId: request.id,
})

/**
 * The console's OpenID Connect relying party endpoints (issue 28): start a sign-in (to the
 * identity provider), its callback (back to the console with a session, or to the sign-in page
 * with the reason it was refused), and sign-out.
 */
export const signInRoutes: FastifyPluginAsyncZod<SignInRouteOptions> = async (
  app,
  { service, limits, apiPrefix, redirectUri, secureCookies },
) => {
  const signInCookie = {
    path: `${apiPrefix}/v0/console/auth`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  }
  const sessionCookie = {
    path: `${apiPrefix}/v0/console`,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation that must carry the cookies.
    sameSite: 'lax' as const,
    secure: secureCookies,
  }
  // Ended sessions and abandoned sign-ins leave the database hourly (any instance may do it).
  const purge = setInterval(() => {
    service.purgeExpired().catch((error: unknown) => {
      app.log.error({ err: error }, 'purging ended staff sessions failed')
    })
  }, 3600_000)
  purge.unref()
  app.addHook('onClose', () => clearInterval(purge))

  const noStore = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')

  // R-STAFF-SIGNIN-LIMIT: a whole office may sit behind one address, so the address only has an
  // abuse guard; the tight limit is per person. At the start the person is the `login_hint`, which
  // anyone can type, so it counts with the address (nobody elsewhere can use up a colleague's
  // starts); at the callback it is the email the provider verified, counted wherever it comes from.
  const perAddress = {
    max: limits.staffSignInPerAddressPerMinute,
    timeWindow: '1 minute',
  }
  // Counters of the plugin's store (Redis-shared), outside its route hook: the plugin runs one
  // limit per request, and the address's guard is that one.
  const startPerPerson = perKeyLimit(app, {
    name: 'staff-sign-in-start',
    perMinute: limits.staffSignInPerIdentityPerMinute,
  })
  const callbackPerPerson = perKeyLimit(app, {
    name: 'staff-sign-in-identity',
    perMinute: limits.staffSignInPerIdentityPerMinute,
  })
  /** The person's window in the headers (the tighter limit); over it, 429 with Retry-After. */
  const applyWindow = (reply: FastifyReply, window: WindowState) => {
    reply
      .header('x-ratelimit-limit', window.limit)
      .header('x-ratelimit-remaining', window.remaining)
      .header('x-ratelimit-reset', window.resetSeconds)
    if (window.allowed) return
    reply.header('retry-after', window.resetSeconds)
    throw new TooManyRequestsError()
  }

  // Over a limit, the start and the callback answer a page, not the JSON envelope a browser would
  // show raw; everything else (and the sign-out's JSON) goes to the app's error handler.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode !== 429 || request.method !== 'GET') throw error
    noStore(reply)
    return reply
      .code(429)
      .type('text/html; charset=utf-8')
      .send(renderSignInWaitPage(Number(reply.getHeader('retry-after')) || 60))
  })

  app.get(
    '/v0/console/auth/sign-in',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'startStaffSignIn',
        summary: 'Start a staff sign-in at the identity provider (303)',
        querystring: StartQuerySchema,
        response: {
          303: redirect(
            'To the identity provider, or to the console’s sign-in page with the reason it was refused',
          ),
          ...signInErrorResponses(),
        },
      },
      config: { rateLimit: perAddress },
      preHandler: async (request, reply) => {
        const hint = hintOf(request)
        // A start that names nobody is left to the address's guard.
        if (hint)
          applyWindow(
            reply,
            await startPerPerson(request, `${request.ip}:${hint}`),
          )
      },
    },
    async (request, reply) => {
      noStore(reply)
      const started = await service.begin(
        request.query.returnTo,
        request.query.login_hint || undefined,
      )
      if ('refused' in started)
        return reply.redirect(refusedPage(started.refused), 303)
      reply.setCookie(STAFF_SIGN_IN_COOKIE, started.token, {
        ...signInCookie,
        maxAge: 600,
      })
      return reply.redirect(started.url, 303)
    },
  )

  app.get(
    '/v0/console/auth/callback',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'completeStaffSignIn',
        summary: 'The identity provider’s answer (303 to the console)',
        querystring: CallbackQuerySchema,
        response: {
          303: redirect(
            'To the console with a session, or to its sign-in page with the reason it was refused',
          ),
          ...signInErrorResponses(),
        },
      },
      config: { rateLimit: perAddress },
    },
    async (request, reply) => {
      noStore(reply)
      const cookie = request.cookies[STAFF_SIGN_IN_COOKIE]
      reply.clearCookie(STAFF_SIGN_IN_COOKIE, signInCookie)
      const callbackUrl = new URL(redirectUri)
      callbackUrl.search = new URLSearchParams(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ).toString()
      const outcome = await service.complete(
        isWellFormedToken(cookie) ? cookie : null,
        callbackUrl,
        contextOf(request),
        (email) => callbackPerPerson(request, email),
      )
      if (outcome.kind === 'limited') return applyWindow(reply, outcome.window)
      if (outcome.kind === 'refused')
        return reply.redirect(refusedPage(outcome.reason), 303)
      reply.setCookie(STAFF_SESSION_COOKIE, outcome.token, sessionCookie)
      return reply.redirect(outcome.returnTo, 303)
    },
  )

  app.post(
    '/v0/console/auth/sign-out',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'staffSignOut',
        summary: 'Sign out: the session ends on the server',
        response: { 204: NO_CONTENT, ...postErrorResponses() },
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE]
      if (isWellFormedToken(token))
        await service.signOut(token, contextOf(request))
      reply.clearCookie(STAFF_SESSION_COOKIE, sessionCookie)
      return reply.code(204).send()
    },
  )
}
