import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SignInRefusal } from '@portal/schema/staff'
import { optionalParam } from '@portal/schema/query-params'
import {
  errorResponses,
  NO_CONTENT,
  postErrorResponses,
  redirect,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import { CONSOLE_TAGS } from './console-schema-tags.ts'
import {
  STAFF_SESSION_COOKIE,
  STAFF_SIGN_IN_COOKIE,
  isWellFormedToken,
} from './session-token.ts'
import type { RequestContext, SignInService } from './sign-in-service.ts'

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

  app.get(
    '/v0/console/auth/sign-in',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'startStaffSignIn',
        summary: 'Start a staff sign-in at the identity provider (303)',
        querystring: z.object({ returnTo: optionalParam(z.string().max(500)) }),
        response: {
          303: redirect(
            'To the identity provider, or to the console’s sign-in page with the reason it was refused',
          ),
          ...errorResponses(),
        },
      },
      config: { rateLimit: writeLimit(limits) },
    },
    async (request, reply) => {
      noStore(reply)
      const started = await service.begin(request.query.returnTo)
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
          ...errorResponses(),
        },
      },
      config: { rateLimit: writeLimit(limits) },
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
      )
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
