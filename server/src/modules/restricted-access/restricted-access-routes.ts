import type {
  FastifyPluginAsyncZod,
  ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { StatusLinkSchema } from '@portal/schema/production-review'
import {
  RestrictedAccessApplicantSchema,
  RestrictedAccessRequestSchema,
  type RestrictedAccessRequest,
} from '@portal/schema/restricted-access'
import { SandboxSignupResponseSchema } from '@portal/schema/sandbox-signup'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import {
  json,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import type { RestrictedAccessService } from './restricted-access-service.ts'

/** What the developer's routes need. */
export interface RestrictedAccessRouteOptions {
  service: RestrictedAccessService
  limits: RateLimits
}

const BASE = '/v0/consumers/restricted-access-requests'

/**
 * The developer's side of restricted sandbox access: the ask (R-RESTRICTED-ASK), then the signed
 * status link's calls (R-RESTRICTED-LINK), whose pair travels in the body, never in a logged
 * address; those answers are never stored and send no referrer.
 */
export const restrictedAccessRoutes: FastifyPluginAsyncZod<
  RestrictedAccessRouteOptions
> = async (app, { service, limits }) => {
  // Sandbox credentials by another way in: the signup's tag.
  const tags = ['sandbox signup']
  const write = { rateLimit: writeLimit(limits) }

  app.post(
    BASE,
    {
      schema: {
        tags,
        operationId: 'requestRestrictedSandboxAccess',
        summary:
          'Ask for sandbox access to an API whose public signup is closed (422 for an open one)',
        body: RestrictedAccessRequestSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(422) },
      },
      config: write,
      preHandler: perEmailLimit<RestrictedAccessRequest>(app, {
        name: 'restricted-access',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.email,
      }),
    },
    async (request, reply) => {
      rejectFilledHoneypot(request.body.faxNumber)
      await service.submit(request.body)
      return reply.code(204).send()
    },
  )

  await app.register(async (child) => {
    const signed = child.withTypeProvider<ZodTypeProvider>()
    signed.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('referrer-policy', 'no-referrer')
    })

    signed.post(
      `${BASE}/status`,
      {
        schema: {
          tags,
          operationId: 'readRestrictedAccessStatus',
          summary:
            'The status of one’s restricted access request, by its signed link',
          body: StatusLinkSchema,
          response: {
            200: json('The status', RestrictedAccessApplicantSchema),
            ...postErrorResponses(),
          },
        },
      },
      async (request) => service.status(request.body),
    )

    signed.post(
      `${BASE}/status/credentials`,
      {
        schema: {
          tags,
          operationId: 'collectRestrictedAccessCredentials',
          summary:
            'Issue a granted request’s sandbox credentials, shown this once (409 when not granted or already issued)',
          body: StatusLinkSchema,
          response: {
            201: json(
              'The credentials, shown this once; fields that do not apply are null',
              SandboxSignupResponseSchema,
            ),
            ...postErrorResponses(409, 422),
          },
        },
        config: write,
      },
      async (request, reply) =>
        reply.code(201).send(
          await service.collect(request.body, {
            staffId: null,
            audit: { staff: null, ip: request.ip, requestId: request.id },
          }),
        ),
    )
  })
}
