import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { PoolStats } from '../../db/client.ts'
import { HttpError } from '../../errors.ts'
import { createMetricsRegistry } from './metrics-registry.ts'
import type { MetricsStore } from './metrics-store.ts'
import type { ReviewFigures } from './review-gauges.ts'

/** Settings of GET /metrics. */
export interface MetricsOptions {
  /** The bearer token a scraper must send (METRICS_TOKEN). */
  token: string
  store: MetricsStore
  poolStats?: (() => PoolStats) | undefined
  /** The production requests' figures, read at scrape time (the console overview's). */
  reviewFigures?: ReviewFigures | undefined
}

// Hashing both sides gives equal lengths, which timingSafeEqual needs, and leaks nothing about
// the token's length through the time taken.
const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Counts every answered request and serves the Prometheus text format at GET /metrics, to a
 * scraper that sends `Authorization: Bearer <token>`. Register it on the root instance, before
 * the routes, so that its hook sees every route and the not-found handler.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: MetricsOptions,
): void {
  const metrics = createMetricsRegistry({
    store: options.store,
    poolStats: options.poolStats,
    reviewFigures: options.reviewFigures,
    log: app.log,
  })
  const expected = digest(`Bearer ${options.token}`)

  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({
      method: request.method,
      // The route template, never the raw URL: one series per route, not one per address.
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    })
  })

  app.get(
    '/metrics',
    { logLevel: 'warn', config: { rateLimit: false } },
    async (request, reply) => {
      const given = digest(request.headers.authorization ?? '')
      if (!timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer')
        throw new HttpError(401, ['A valid metrics token is required'])
      }
      const body = await metrics.registry.metrics()
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
