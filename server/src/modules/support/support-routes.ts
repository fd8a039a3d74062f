import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  storedSupportRequest,
  SupportRequestSchema,
  type SupportRequest,
} from '@portal/schema/support-request'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import type { SupportStore } from './support-store.ts'

/** POST …/v0/support/contact-us/requests: stored, then emailed through the outbox. 204. */
export const supportRoutes: FastifyPluginAsyncZod<{
  store: SupportStore
  supportEmail: string
  limits: RateLimits
}> = async (app, { store, supportEmail, limits }) => {
  app.post(
    '/v0/support/contact-us/requests',
    {
      schema: { body: SupportRequestSchema },
      config: { rateLimit: writeLimit(limits) },
      preHandler: perEmailLimit<SupportRequest>(app, {
        name: 'support',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.email,
      }),
    },
    async (request, reply) => {
      rejectFilledHoneypot(request.body.faxNumber)
      // R-STORE-DROP-UNASKED: the other type's fields are dropped, not stored as sent.
      await store.create(storedSupportRequest(request.body), supportEmail)
      return reply.code(204).send()
    },
  )
}
