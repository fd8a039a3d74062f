import type { FastifyBaseLogger } from 'fastify'
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client'
import type { PoolStats } from '../../db/client.ts'
import type { MetricsStore } from './metrics-store.ts'
import { registerReviewGauges, type ReviewFigures } from './review-gauges.ts'

/** What the registry reads at scrape time. */
export interface MetricsSources {
  store: MetricsStore
  /** The database pool's counts; without it the pool gauge is left out. */
  poolStats?: (() => PoolStats) | undefined
  /** The production requests' figures; without it the review gauges are left out. */
  reviewFigures?: ReviewFigures | undefined
  log: FastifyBaseLogger
}

/** One finished request, labelled by its route template so the label set stays small. */
export interface ObservedRequest {
  method: string
  route: string
  statusCode: number
  seconds: number
}

/**
 * A registry of its own rather than prom-client's global one, so that several apps in one process
 * (the tests build many) never collide on metric names.
 */
export function createMetricsRegistry(sources: MetricsSources) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status_code'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames,
    registers: [registry],
  })
  new Gauge({
    name: 'portal_outbox_emails',
    help: 'Emails in the outbox by state; pending is the queue the worker has yet to send',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      try {
        const counts = await sources.store.outboxCounts()
        for (const [status, count] of Object.entries(counts))
          this.set({ status }, count)
      } catch (error) {
        // A scrape still reports the process and request metrics while the database is down;
        // the outbox series go missing rather than repeat stale numbers.
        this.reset()
        sources.log.warn({ err: error }, 'metrics: could not count the outbox')
      }
    },
  })
  const poolStats = sources.poolStats
  if (poolStats) {
    new Gauge({
      name: 'portal_db_pool_clients',
      help: 'Database pool clients: total open, idle, and callers waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        for (const [state, count] of Object.entries(poolStats()))
          this.set({ state }, count)
      },
    })
  }
  if (sources.reviewFigures)
    registerReviewGauges(registry, sources.reviewFigures, sources.log)
  return {
    registry,
    observe(request: ObservedRequest): void {
      const labels = {
        method: request.method,
        route: request.route,
        status_code: String(request.statusCode),
      }
      requests.inc(labels)
      duration.observe(labels, request.seconds)
    },
  }
}
