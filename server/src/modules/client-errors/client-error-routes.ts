import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CLIENT_ERROR_BODY_LIMIT,
  ClientErrorReportSchema,
} from '@portal/schema/client-error'

/**
 * POST …/v0/client-errors: browsers report render errors, chunk failures and failed start-ups.
 * Reports are logged with this request's id (and the failed request's, when given); nothing is
 * stored. Small bodies and a tighter rate limit keep a broken page from flooding the logs.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v0/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: { body: ClientErrorReportSchema },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client error reported')
      return reply.code(204).send()
    },
  )
}
