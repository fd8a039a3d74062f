import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, json } from '../../plugins/openapi-responses.ts'
import type { HealthStore } from './health-store.ts'

const StatusSchema = z.object({ status: z.literal('ok') })

// Probes are called every few seconds by load balancers and orchestrators: they must never be
// refused by the rate limit (a busy client would take the instance out of rotation), and a line
// per call at info level would drown the log. Failures are still logged, at error level.
const PROBE_OPTIONS = {
  logLevel: 'warn',
  config: { rateLimit: false },
} as const

const probeSchema = (operationId: string, summary: string) => ({
  tags: ['site'],
  operationId,
  summary,
  response: {
    200: json('Up', StatusSchema),
    ...errorResponses(),
  },
})

/** What the health routes read. */
export interface HealthRoutesOptions {
  store: HealthStore
  /** True from the shutdown signal on: readiness fails first, so balancers stop sending. */
  isShuttingDown?: () => boolean
}

/**
 * GET …/v0/health/live: the process answers. GET …/v0/health/ready: the database answers too,
 * and the server is not shutting down (503 otherwise). …/v0/healthcheck is the older name of
 * ready, kept for existing monitors.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { store, isShuttingDown = () => false },
) => {
  app.get(
    '/v0/health/live',
    {
      ...PROBE_OPTIONS,
      schema: probeSchema('getLiveness', 'Liveness: the process answers'),
    },
    async () => ({ status: 'ok' as const }),
  )

  for (const url of ['/v0/health/ready', '/v0/healthcheck']) {
    const schema =
      url === '/v0/healthcheck'
        ? probeSchema('getHealthcheck', 'Readiness, by its older name')
        : probeSchema('getReadiness', 'Readiness: the database answers too')
    app.get(url, { ...PROBE_OPTIONS, schema }, async (request, reply) => {
      if (isShuttingDown())
        return reply.code(503).send({ errors: ['Shutting down'] })
      try {
        await store.ping()
        return { status: 'ok' as const }
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unavailable')
        return reply.code(503).send({ errors: ['Database unavailable'] })
      }
    })
  }
}
