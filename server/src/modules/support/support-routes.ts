import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SupportRequestSchema,
  type SupportRequest,
} from '@portal/schema/support-request'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import {
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import type { SupportService } from './support-service.ts'

/** POST …/v0/support/contact-us/requests: stored, then emailed through the outbox. 204. */
export const supportRoutes: FastifyPluginAsyncZod<{
  service: SupportService
  limits: RateLimits
}> = async (app, { service, limits }) => {
  app.post(
    '/v0/support/contact-us/requests',
    {
      schema: {
        tags: ['support'],
        operationId: 'contactSupport',
        summary: 'Send the support team a request',
        body: SupportRequestSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses() },
      },
      config: { rateLimit: writeLimit(limits) },
      preHandler: perEmailLimit<SupportRequest>(app, {
        name: 'support',
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
}
