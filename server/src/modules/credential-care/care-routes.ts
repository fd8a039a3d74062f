import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CARE_MESSAGES,
  CareLinkSchema,
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
import type { CareService } from './care-service.ts'

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

  app.post(BASE, { schema: { body: CareLinkSchema } }, async (request) => {
    const overview: CareOverview = await service.overview(request.body)
    return overview
  })

  app.post(
    `${BASE}/usage`,
    { schema: { body: CredentialRequestSchema } },
    async (request) => service.usage(request.body),
  )

  app.post(
    `${BASE}/rotate`,
    { schema: { body: RotateRequestSchema }, config: write },
    async (request) => service.rotate(request.body, request.ip),
  )

  app.post(
    `${BASE}/revoke`,
    { schema: { body: CredentialRequestSchema }, config: write },
    async (request, reply) => {
      await service.revoke(request.body, request.ip)
      return reply.code(204).send()
    },
  )

  app.post(
    `${BASE}/public-key`,
    { schema: { body: PublicKeyRequestSchema }, config: write },
    async (request, reply) => {
      await service.replacePublicKey(request.body, request.ip)
      return reply.code(204).send()
    },
  )

  app.post(
    `${BASE}/redirect-uris`,
    { schema: { body: RedirectUrisRequestSchema }, config: write },
    async (request, reply) => {
      await service.setRedirectUris(request.body, request.ip)
      return reply.code(204).send()
    },
  )

  app.post(
    `${BASE}/revoke-links`,
    { schema: { body: CareLinkSchema }, config: write },
    async (request) => {
      await service.revokeLinks(request.body, request.ip)
      return { message: CARE_MESSAGES.linksRevoked }
    },
  )

  app.post(
    `${BASE}/new-link`,
    {
      schema: { body: NewLinkRequestSchema },
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
