import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CLIENT_ERROR_BODY_LIMIT,
  ClientErrorReportSchema,
} from '@portal/schema/client-error'
import type { ErrorReporter } from '../../error-reporting/sentry-reporter.ts'
import { reportLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import {
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'

/** Options of the client error route. */
export interface ClientErrorRoutesOptions {
  /** Passes reports on to an error-reporting service, when one is configured (SENTRY_DSN). */
  errorReporter?: ErrorReporter | undefined
  /** Our address as users reach it: reports name a page path, the service wants a URL. */
  publicOrigin: string
  limits: RateLimits
}

/**
 * POST …/v0/client-errors: browsers report render errors, chunk failures and failed start-ups.
 * Reports are logged with this request's id (and the failed request's, when given); nothing is
 * stored. Small bodies and a tighter rate limit keep a broken page from flooding the logs. With an
 * error-reporting service configured, each report is also passed on to it, without waiting.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<
  ClientErrorRoutesOptions
> = async (app, options) => {
  app.post(
    '/v0/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: {
        tags: ['site'],
        operationId: 'reportClientError',
        summary: 'Report an error the web app met in the browser',
        body: ClientErrorReportSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses() },
      },
      config: { rateLimit: reportLimit(options.limits) },
    },
    async (request, reply) => {
      const report = request.body
      request.log.warn({ clientError: report }, 'client error reported')
      void options.errorReporter?.report({
        platform: 'javascript',
        name: report.name,
        message: report.message,
        stack: report.stack,
        url: `${options.publicOrigin}${report.path}`,
        tags: {
          kind: report.kind,
          request_id: request.id,
          ...(report.requestId ? { failed_request_id: report.requestId } : {}),
        },
      })
      return reply.code(204).send()
    },
  )
}
