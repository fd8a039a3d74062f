import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCOUNT_MESSAGES,
  AccountMeSchema,
  AccountProfileSchema,
  AccountSessionRequestSchema,
  EmailProofRequestSchema,
  EmailProofResponseSchema,
  type EmailProofRequest,
} from '@portal/schema/developer-accounts'
import {
  errorResponses,
  json,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import type { preHandlerAsyncHookHandler } from 'fastify'
import { ACCOUNT_TAGS } from './account-tags.ts'
import { ACCOUNT_SESSION_COOKIE, isWellFormedToken } from './account-token.ts'
import type { AccountService } from './account-service.ts'
import { accountOf } from './require-account.ts'

/** What the session routes need. */
export interface AccountSessionRouteOptions {
  service: AccountService
  limits: RateLimits
  requireAccount: preHandlerAsyncHookHandler
  /** The session cookie's attributes (path, Secure). */
  cookie: AccountCookie
}

/** The account session cookie's attributes. */
export interface AccountCookie {
  path: string
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
}

const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
})

/** Account answers hold personal data: never cached, never indexed. */
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')

/**
 * Email proofs and sessions (R-ACCOUNT-EMAIL-PROOF, R-ACCOUNT-SESSION): ask for a proof, turn it
 * into a session, who is signed in, the profile, sign out and sign out everywhere.
 */
export const accountSessionRoutes: FastifyPluginAsyncZod<
  AccountSessionRouteOptions
> = async (app, { service, limits, requireAccount, cookie }) => {
  const write = { rateLimit: writeLimit(limits) }
  app.addHook('onSend', async (_request, reply) => {
    noStore(reply)
  })

  const purge = setInterval(() => {
    service.purgeExpired().catch((error: unknown) => {
      app.log.error({ err: error }, 'purging ended account sessions failed')
    })
  }, 3600_000)
  purge.unref()
  app.addHook('onClose', () => clearInterval(purge))

  app.post(
    '/v0/account/email-proofs',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'requestAccountEmailProof',
        summary:
          'Email a one-time sign-in link and 6-digit code to an address (the same answer whether or not it has an account)',
        body: EmailProofRequestSchema,
        response: {
          202: json(
            'Accepted: the email is on its way if the address can receive it',
            EmailProofResponseSchema,
          ),
          ...postErrorResponses(),
        },
      },
      config: write,
      preHandler: perEmailLimit<EmailProofRequest>(app, {
        name: 'account-email-proof',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.email,
      }),
    },
    async (request, reply) => {
      await service.requestProof(request.body.email)
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.proofSent })
    },
  )

  app.post(
    '/v0/account/sessions',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'createAccountSession',
        summary:
          'Sign in with an emailed proof (the link’s token, or the address and its code); the first proof makes the account',
        body: AccountSessionRequestSchema,
        response: {
          201: json('Signed in: the session cookie is set', AccountMeSchema),
          ...postErrorResponses(),
        },
      },
      config: write,
    },
    async (request, reply) => {
      const session = await service.signIn(request.body, originOf(request))
      reply.setCookie(ACCOUNT_SESSION_COOKIE, session.token, cookie)
      return reply.code(201).send(session.me)
    },
  )

  app.get(
    '/v0/account/session',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'getAccountSession',
        summary: 'The signed-in developer',
        response: {
          200: json('The signed-in developer and their teams', AccountMeSchema),
          ...errorResponses(401),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => {
      const account = accountOf(request)
      return service.meOf(account.id, account)
    },
  )

  app.put(
    '/v0/account/profile',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'updateAccountProfile',
        summary:
          'The name and organization a sandbox signup asks for, kept so later signups need no re-typing',
        body: AccountProfileSchema,
        response: {
          200: json('The profile as saved', AccountMeSchema),
          ...postErrorResponses(401),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request) => {
      const account = accountOf(request)
      return service.updateProfile(account.id, request.body, account)
    },
  )

  app.delete(
    '/v0/account/sessions/current',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'signOutOfAccount',
        summary: 'Sign out: this session ends on the server',
        response: { 204: NO_CONTENT, ...postErrorResponses(401) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      const token = request.cookies[ACCOUNT_SESSION_COOKIE]
      if (isWellFormedToken(token)) await service.signOut(token)
      reply.clearCookie(ACCOUNT_SESSION_COOKIE, cookie)
      return reply.code(204).send()
    },
  )

  app.delete(
    '/v0/account/sessions',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'signOutOfAccountEverywhere',
        summary: 'Sign out everywhere: every session of the account ends',
        response: { 204: NO_CONTENT, ...postErrorResponses(401) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.signOutEverywhere(accountOf(request).id)
      reply.clearCookie(ACCOUNT_SESSION_COOKIE, cookie)
      return reply.code(204).send()
    },
  )
}
