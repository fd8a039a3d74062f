import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddAppApiSchema,
  AppCallParamsSchema,
  AppCredentialParamsSchema,
  AppDetailSchema,
  AppListSchema,
  AppParamsSchema,
  AppProductionRequestCreatedSchema,
  AppPublicKeySchema,
  AppRedirectUrisSchema,
  AppRotateSchema,
  CreateAppSchema,
  MoveSignupSchema,
  ProductionPrefillSchema,
} from '@portal/schema/developer-apps'
import {
  CareUsageSchema,
  RotateResponseSchema,
} from '@portal/schema/credential-care'
import { ProductionRequestSchema } from '@portal/schema/production-request'
import {
  RequestLogCallDetailSchema,
  RequestLogPageSchema,
  RequestLogQuerySchema,
} from '@portal/schema/request-log'
import { SandboxSignupResponseSchema } from '@portal/schema/sandbox-signup'
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
import { accountOf, type AccountGuards } from '../developer-accounts/index.ts'
import type { AppService } from './app-service.ts'

/** What the apps' routes need: the service, the limits and the account guards. */
export interface AppRouteOptions extends AccountGuards {
  service: AppService
  limits: RateLimits
}

const TAGS = ['apps']
const BASE = '/v0/account/apps'
const ONE = `${BASE}/:id`
const CREDENTIAL = `${ONE}/credentials/:credentialId`

/**
 * The apps of a developer's teams (R-APP-*), under /v0/account so the account cookie reaches them.
 * Every route needs a live account session; rotate, revoke and delete a fresh proof. Answers carry
 * credentials and logs: never stored by a cache, no referrer.
 */
export const appRoutes: FastifyPluginAsyncZod<AppRouteOptions> = async (
  app,
  { service, limits, requireAccount, requireFreshProof },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
    reply.header('referrer-policy', 'no-referrer')
  })
  const write = { rateLimit: writeLimit(limits) }
  const fresh = [requireAccount, requireFreshProof]

  app.get(
    BASE,
    {
      schema: {
        tags: TAGS,
        operationId: 'listAccountApps',
        summary: 'The apps of the account’s teams, and its signups in none',
        response: {
          200: json('The apps and the loose signups', AppListSchema),
          ...errorResponses(401),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => service.list(accountOf(request)),
  )

  app.post(
    BASE,
    {
      schema: {
        tags: TAGS,
        operationId: 'createAccountApp',
        summary: 'Create an app in one of the account’s teams',
        body: CreateAppSchema,
        response: {
          201: json('The app', AppDetailSchema),
          ...postErrorResponses(401),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(accountOf(request), request.body)),
  )

  app.get(
    ONE,
    {
      schema: {
        tags: TAGS,
        operationId: 'getAccountApp',
        summary: 'An app: its APIs, credentials and production requests',
        params: AppParamsSchema,
        response: {
          200: json('The app', AppDetailSchema),
          ...errorResponses(401, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => service.detail(accountOf(request), request.params.id),
  )

  app.delete(
    ONE,
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteAccountApp',
        summary:
          'Delete an app (an owner, proof at most 5 minutes old): its credentials stop at once',
        params: AppParamsSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: fresh,
    },
    async (request, reply) => {
      await service.remove(accountOf(request), request.params.id)
      return reply.code(204).send()
    },
  )

  app.post(
    `${ONE}/apis`,
    {
      schema: {
        tags: TAGS,
        operationId: 'addAccountAppApi',
        summary:
          'Sign the app up for an API: the signup’s rules, the account’s name, email and organization',
        params: AppParamsSchema,
        body: AddAppApiSchema,
        response: {
          201: json(
            'The credentials, shown this once',
            SandboxSignupResponseSchema,
          ),
          ...postErrorResponses(401, 404, 422),
        },
      },
      config: write,
      // As many signups an hour as the public form allows an address (R-APP-ADD-API-LIMIT).
      preHandler: [
        requireAccount,
        perEmailLimit(app, {
          name: 'app-signup',
          perHour: limits.emailPerHour,
          emailOf: (_body, request) => accountOf(request).email,
        }),
      ],
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.addApi(
            accountOf(request),
            request.params.id,
            request.body,
          ),
        ),
  )

  app.post(
    `${ONE}/signups`,
    {
      schema: {
        tags: TAGS,
        operationId: 'moveSignupIntoAccountApp',
        summary: 'Move a signup the account owns into the app',
        params: AppParamsSchema,
        body: MoveSignupSchema,
        response: {
          200: json('The app', AppDetailSchema),
          ...postErrorResponses(401, 404),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request) =>
      service.moveSignup(
        accountOf(request),
        request.params.id,
        request.body.consumerId,
      ),
  )

  app.get(
    `${CREDENTIAL}/usage`,
    {
      schema: {
        tags: TAGS,
        operationId: 'getAccountAppCredentialUsage',
        summary: 'A credential’s calls: by day, by outcome, the latest',
        params: AppCredentialParamsSchema,
        response: {
          200: json('Usage of the credential', CareUsageSchema),
          ...errorResponses(401, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) =>
      service.usage(
        accountOf(request),
        request.params.id,
        request.params.credentialId,
      ),
  )

  app.post(
    `${CREDENTIAL}/rotate`,
    {
      schema: {
        tags: TAGS,
        operationId: 'rotateAccountAppCredential',
        summary:
          'Rotate a key or client secret (proof at most 5 minutes old), the old one kept for an overlap',
        params: AppCredentialParamsSchema,
        body: AppRotateSchema,
        response: {
          200: json('The new secret, shown once', RotateResponseSchema),
          ...postErrorResponses(401, 404),
        },
      },
      config: write,
      preHandler: fresh,
    },
    async (request) =>
      service.rotate(
        accountOf(request),
        request.params.id,
        request.params.credentialId,
        request.body.overlap,
        request.ip,
      ),
  )

  app.post(
    `${CREDENTIAL}/revoke`,
    {
      schema: {
        tags: TAGS,
        operationId: 'revokeAccountAppCredential',
        summary: 'Revoke a credential now (proof at most 5 minutes old)',
        params: AppCredentialParamsSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: fresh,
    },
    async (request, reply) => {
      await service.revoke(
        accountOf(request),
        request.params.id,
        request.params.credentialId,
        request.ip,
      )
      return reply.code(204).send()
    },
  )

  app.post(
    `${CREDENTIAL}/public-key`,
    {
      schema: {
        tags: TAGS,
        operationId: 'replaceAccountAppPublicKey',
        summary: 'Replace a Client Credentials client’s public key',
        params: AppCredentialParamsSchema,
        body: AppPublicKeySchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.replacePublicKey(
        accountOf(request),
        request.params.id,
        request.params.credentialId,
        request.body,
        request.ip,
      )
      return reply.code(204).send()
    },
  )

  app.post(
    `${CREDENTIAL}/redirect-uris`,
    {
      schema: {
        tags: TAGS,
        operationId: 'setAccountAppRedirectUris',
        summary: 'Set an Authorization Code client’s redirect URIs',
        params: AppCredentialParamsSchema,
        body: AppRedirectUrisSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.setRedirectUris(
        accountOf(request),
        request.params.id,
        request.params.credentialId,
        request.body.redirectUris,
        request.ip,
      )
      return reply.code(204).send()
    },
  )

  app.get(
    `${ONE}/calls`,
    {
      schema: {
        tags: TAGS,
        operationId: 'listAccountAppCalls',
        summary:
          'The app’s request log: its last 1,000 sandbox calls, newest first, filtered',
        params: AppParamsSchema,
        querystring: RequestLogQuerySchema,
        response: {
          200: json('A page of calls', RequestLogPageSchema),
          ...errorResponses(401, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) =>
      service.calls(accountOf(request), request.params.id, request.query),
  )

  app.get(
    `${ONE}/calls/:callId`,
    {
      schema: {
        tags: TAGS,
        operationId: 'getAccountAppCall',
        summary: 'One call of the app’s log: headers and bodies (7 days)',
        params: AppCallParamsSchema,
        response: {
          200: json('The call', RequestLogCallDetailSchema),
          ...errorResponses(401, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) =>
      service.call(
        accountOf(request),
        request.params.id,
        request.params.callId,
      ),
  )

  app.get(
    `${ONE}/production-request-prefill`,
    {
      schema: {
        tags: TAGS,
        operationId: 'getAccountAppProductionPrefill',
        summary:
          'The production access form’s fields filled from the app and the account',
        params: AppParamsSchema,
        response: {
          200: json('The fields to start from', ProductionPrefillSchema),
          ...errorResponses(401, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) =>
      service.productionPrefill(accountOf(request), request.params.id),
  )

  app.post(
    `${ONE}/production-requests`,
    {
      schema: {
        tags: TAGS,
        operationId: 'requestAccountAppProduction',
        summary:
          'Request production access for the app: the public form’s rules, the request linked to the app',
        params: AppParamsSchema,
        body: ProductionRequestSchema,
        response: {
          201: json(
            'The request and its status link',
            AppProductionRequestCreatedSchema,
          ),
          ...postErrorResponses(401, 404, 422),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      // Signed in, the applicant is known: the public form's honeypot has nothing to catch.
      const { faxNumber: _ignored, ...body } = request.body
      return reply
        .code(201)
        .send(
          await service.requestProduction(
            accountOf(request),
            request.params.id,
            body,
          ),
        )
    },
  )
}
