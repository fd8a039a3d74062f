import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SupportRequestSchema } from '@portal/schema/support-request'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import type { SupportStore } from './support-store.ts'

/** POST …/v0/support/contact-us/requests: stored, then emailed through the outbox. 204. */
export const supportRoutes: FastifyPluginAsyncZod<{
  store: SupportStore
  supportEmail: string
}> = async (app, { store, supportEmail }) => {
  app.post(
    '/v0/support/contact-us/requests',
    {
      schema: { body: SupportRequestSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      rejectFilledHoneypot(request.body.faxNumber)
      await store.create(request.body, supportEmail)
      return reply.code(204).send()
    },
  )
}
