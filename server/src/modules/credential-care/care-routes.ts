import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  CARE_MESSAGES,
  CareLinkSchema,
  CareOverviewSchema,
  CareUsageSchema,
  RotateResponseSchema,
  CredentialRequestSchema,
  NewLinkRequestSchema,
  PublicKeyRequestSchema,
  RedirectUrisRequestSchema,
  RotateRequestSchema,
  type CareOverview,
} from '@portal/schema/credential-care'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import {
  json,
  MessageSchema,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import type { CareService } from './care-service.ts'

const TAGS = ['credential care']
// A bad or expired link is 403; an unknown credential 404; a refused change (a CCG key rotated as
// a secret, …) 400 or 409.
const ERRORS = postErrorResponses(404, 409)

const careSchema = <Body, Answer>(
  operationId: string,
  summary: string,
  body: Body,
  answer: Answer,
) => ({
  tags: TAGS,
  operationId,
  summary,
  body,
  response: { ...answer, ...ERRORS },
})

/** What the credential-care routes need. */
export interface CareRouteOptions {
  service: CareService
  limits: RateLimits
}

const BASE = '/v0/consumers/credentials'

/**
 * POST …/v0/consumers/credentials/*: the "Your sandbox credentials" page's API (R-CARE-*). Every
 * call carries the signed pair in its body (never in a URL a log keeps) and passes the CSRF check;
 * answers are never stored and send no referrer.
 */
export const careRoutes: FastifyPluginAsyncZod<CareRouteOptions> = async (
  app,
  { service, limits },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })
  const write = { rateLimit: writeLimit(limits) }

  app.post(
    BASE,
    {
      schema: careSchema(
        'getCareOverview',
        "The link owner's applications, credentials and recent changes",
        CareLinkSchema,
        { 200: json('The page state', CareOverviewSchema) },
      ),
    },
    async (request) => {
      const overview: CareOverview = await service.overview(request.body)
      return overview
    },
  )

  app.post(
    `${BASE}/usage`,
    {
      schema: careSchema(
        'getCredentialUsage',
        "One credential's calls: by day, by outcome, the latest",
        CredentialRequestSchema,
        { 200: json('Usage of the credential', CareUsageSchema) },
      ),
    },
    async (request) => service.usage(request.body),
  )

  app.post(
    `${BASE}/rotate`,
    {
      schema: careSchema(
        'rotateCredential',
        'Rotate a key or client secret, the old one kept for an overlap',
        RotateRequestSchema,
        { 200: json('The new secret, shown once', RotateResponseSchema) },
      ),
      config: write,
    },
    async (request) => service.rotate(request.body, request.ip),
  )

  // The changes that answer nothing but 204: one shape, told apart by their body and service call.
  const noContentChange = <Body extends z.ZodType>(
    path: string,
    operationId: string,
    summary: string,
    body: Body,
    change: (input: z.output<Body>, address: string) => Promise<unknown>,
  ) =>
    app.post(
      `${BASE}/${path}`,
      {
        schema: careSchema(operationId, summary, body, { 204: NO_CONTENT }),
        config: write,
      },
      async (request, reply) => {
        // The route's schema has parsed the body; the type provider cannot see that through `Body`.
        await change(request.body as z.output<Body>, request.ip)
        return reply.code(204).send()
      },
    )

  noContentChange(
    'revoke',
    'revokeCredential',
    'Revoke a credential now',
    CredentialRequestSchema,
    service.revoke,
  )
  noContentChange(
    'public-key',
    'replacePublicKey',
    "Replace a Client Credentials application's public key",
    PublicKeyRequestSchema,
    service.replacePublicKey,
  )
  noContentChange(
    'redirect-uris',
    'setRedirectUris',
    "Set an Authorization Code application's redirect URIs",
    RedirectUrisRequestSchema,
    service.setRedirectUris,
  )

  app.post(
    `${BASE}/revoke-links`,
    {
      schema: careSchema(
        'revokeCareLinks',
        'Make every emailed credentials link stop working',
        CareLinkSchema,
        { 200: json('Done', MessageSchema) },
      ),
      config: write,
    },
    async (request) => {
      await service.revokeLinks(request.body, request.ip)
      return { message: CARE_MESSAGES.linksRevoked }
    },
  )

  app.post(
    `${BASE}/new-link`,
    {
      schema: careSchema(
        'emailCareLink',
        'Email a new credentials link to the address, if it has credentials',
        NewLinkRequestSchema,
        {
          202: json(
            'Accepted: the email is on its way if the address is known',
            MessageSchema,
          ),
        },
      ),
      config: write,
      preHandler: perEmailLimit<{ email: string }>(app, {
        name: 'care-link',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.email,
      }),
    },
    async (request, reply) => {
      await service.emailNewLink(request.body.email)
      return reply.code(202).send({ message: CARE_MESSAGES.newLinkSent })
    },
  )
}
