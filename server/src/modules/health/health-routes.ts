import type { FastifyPluginAsync, RouteShorthandOptions } from 'fastify'
import type { HealthStore } from './health-store.ts'

// Probes are called every few seconds by load balancers and orchestrators: they must never be
// refused by the rate limit (a busy client would take the instance out of rotation), and a line
// per call at info level would drown the log. Failures are still logged, at error level.
const PROBE_OPTIONS: RouteShorthandOptions = {
  logLevel: 'warn',
  config: { rateLimit: false },
}

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
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (
  app,
  { store, isShuttingDown = () => false },
) => {
  app.get('/v0/health/live', PROBE_OPTIONS, async () => ({ status: 'ok' }))

  for (const url of ['/v0/health/ready', '/v0/healthcheck']) {
    app.get(url, PROBE_OPTIONS, async (request, reply) => {
      if (isShuttingDown())
        return reply.code(503).send({ errors: ['Shutting down'] })
      try {
        await store.ping()
        return { status: 'ok' }
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unavailable')
        return reply.code(503).send({ errors: ['Database unavailable'] })
      }
    })
  }
}
