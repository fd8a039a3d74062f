import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ProductionRequestSchema,
  type ProductionRequest,
} from '@portal/schema/production-request'
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
import type { ProductionRequestService } from './production-request-service.ts'

/** POST …/v0/consumers/production-requests: the spec's production access request. 204. */
export const productionRequestRoutes: FastifyPluginAsyncZod<{
  service: ProductionRequestService
  limits: RateLimits
}> = async (app, { service, limits }) => {
  app.post(
    '/v0/consumers/production-requests',
    {
      schema: {
        tags: ['production requests'],
        operationId: 'requestProductionAccess',
        summary: 'Apply for production access',
        body: ProductionRequestSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(422) },
      },
      config: { rateLimit: writeLimit(limits) },
      preHandler: perEmailLimit<ProductionRequest>(app, {
        name: 'production',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.primaryContact?.email,
      }),
    },
    async (request, reply) => {
      const { faxNumber, ...body } = request.body
      rejectFilledHoneypot(faxNumber)
      await service.submit(body)
      return reply.code(204).send()
    },
  )
}
