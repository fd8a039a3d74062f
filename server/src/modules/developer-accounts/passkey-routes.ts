import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountMeSchema,
  PasskeyAssertionSchema,
  PasskeyOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeyRenameSchema,
  PasskeySchema,
} from '@portal/schema/developer-accounts'
import {
  errorResponses,
  json,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import { ACCOUNT_TAGS } from './account-tags.ts'
import { ACCOUNT_SESSION_COOKIE } from './account-token.ts'
import type { PasskeyService } from './passkey-service.ts'
import { accountOf } from './require-account.ts'
import type { AccountCookie } from './session-routes.ts'

/** What the passkey routes need. */
export interface PasskeyRouteOptions {
  service: PasskeyService
  limits: RateLimits
  requireAccount: preHandlerAsyncHookHandler
  requireFreshProof: preHandlerAsyncHookHandler
  cookie: AccountCookie
}

const PasskeyParamsSchema = z.object({
  id: z
    .string()
    .max(1400)
    .regex(/^[A-Za-z0-9_-]+$/),
})

const requestOriginOf = (request: FastifyRequest) => request.headers.origin

const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
})

/**
 * Passkeys (R-ACCOUNT-PASSKEY): registration options and registration (signed in, fresh proof),
 * list, rename, remove (fresh proof); sign-in options and sign-in (no session); the proof renewal
 * the fresh-proof prompt uses.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRouteOptions> = async (
  app,
  { service, limits, requireAccount, requireFreshProof, cookie },
) => {
  const write = { rateLimit: writeLimit(limits) }
  const fresh = [requireAccount, requireFreshProof]

  app.post(
    '/v0/account/passkeys/registration-options',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'accountPasskeyRegistrationOptions',
        summary:
          'WebAuthn options to add a passkey (signed in, proof at most 5 minutes old); the challenge is good once, for 5 minutes',
        response: {
          200: json(
            'The options for navigator.credentials.create',
            PasskeyOptionsSchema,
          ),
          ...postErrorResponses(401),
        },
      },
      config: write,
      preHandler: fresh,
    },
    async (request) =>
      service.registrationOptions(accountOf(request), requestOriginOf(request)),
  )

  app.post(
    '/v0/account/passkeys',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'addAccountPasskey',
        summary:
          'Add a passkey: its name and the browser’s answer to the options',
        body: PasskeyRegistrationSchema,
        response: {
          201: json('The passkey is added', PasskeySchema),
          ...postErrorResponses(401),
        },
      },
      config: write,
      preHandler: fresh,
    },
    async (request, reply) => {
      const passkey = await service.register(
        accountOf(request),
        request.body,
        requestOriginOf(request),
      )
      return reply.code(201).send(passkey)
    },
  )

  app.get(
    '/v0/account/passkeys',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'listAccountPasskeys',
        summary: 'The account’s passkeys (never their keys)',
        response: {
          200: json('The passkeys, oldest first', z.array(PasskeySchema)),
          ...errorResponses(401),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => service.list(accountOf(request).id),
  )

  app.patch(
    '/v0/account/passkeys/:id',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'renameAccountPasskey',
        summary: 'Rename a passkey',
        params: PasskeyParamsSchema,
        body: PasskeyRenameSchema,
        response: {
          200: json('The passkey, renamed', PasskeySchema),
          ...postErrorResponses(401, 404),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request) =>
      service.rename(
        accountOf(request).id,
        request.params.id,
        request.body.name,
      ),
  )

  app.delete(
    '/v0/account/passkeys/:id',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'removeAccountPasskey',
        summary: 'Remove a passkey (proof at most 5 minutes old)',
        params: PasskeyParamsSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: fresh,
    },
    async (request, reply) => {
      await service.remove(accountOf(request).id, request.params.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/v0/account/passkey-sign-ins/options',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'accountPasskeySignInOptions',
        summary:
          'WebAuthn options to sign in with a passkey of this site (no address asked); the challenge is good once, for 5 minutes',
        response: {
          200: json(
            'The options for navigator.credentials.get',
            PasskeyOptionsSchema,
          ),
          ...postErrorResponses(),
        },
      },
      config: write,
    },
    async (request) => service.signInOptions(requestOriginOf(request)),
  )

  app.post(
    '/v0/account/passkey-sign-ins',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'signInWithAccountPasskey',
        summary: 'Sign in with a passkey: the browser’s answer to the options',
        body: PasskeyAssertionSchema,
        response: {
          201: json('Signed in: the session cookie is set', AccountMeSchema),
          ...postErrorResponses(),
        },
      },
      config: write,
    },
    async (request, reply) => {
      const session = await service.signIn(
        request.body,
        requestOriginOf(request),
        originOf(request),
      )
      reply.setCookie(ACCOUNT_SESSION_COOKIE, session.token, cookie)
      return reply.code(201).send(session.me)
    },
  )

  app.post(
    '/v0/account/session/proofs/options',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'accountProofOptions',
        summary:
          'WebAuthn options to confirm it is you with one of your passkeys (renews the session’s proof)',
        response: {
          200: json(
            'The options for navigator.credentials.get',
            PasskeyOptionsSchema,
          ),
          ...postErrorResponses(401, 409),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request) =>
      service.reproofOptions(accountOf(request), requestOriginOf(request)),
  )

  app.post(
    '/v0/account/session/proofs',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'renewAccountProof',
        summary:
          'Confirm it is you: a passkey’s answer renews the session’s proof for sensitive actions',
        body: PasskeyAssertionSchema,
        response: {
          200: json('The proof is renewed', AccountMeSchema),
          ...postErrorResponses(401),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request) =>
      service.reproof(
        accountOf(request),
        request.body,
        requestOriginOf(request),
      ),
  )
}
