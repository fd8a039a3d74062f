import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type {
  ConsoleOverview,
  ProductionOverview,
} from '@portal/schema/console-overview'
import { AWAITING_REVIEW } from '@portal/schema/production-review-status'

/** Reads the console overview's figures as they stand now (the console overview's service). */
export type ReviewFigures = () => Promise<ConsoleOverview>

/**
 * One read per scrape: prom-client collects every metric of a scrape at once, so the gauges share
 * the read in flight instead of querying once each. Nothing is kept after it settles, so every
 * scrape sees the database as it is then.
 */
function sharedWhileInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= read().finally(() => {
      pending = undefined
    })
    return pending
  }
}

/**
 * The console overview's figures as gauges (R-OVERVIEW-METRICS), read from the database at scrape
 * time. Every gauge is labelled, so that a series with nothing to say is absent rather than 0 (an
 * unlabelled gauge always shows a value): no median without a review in the window, nothing while
 * the database is away rather than stale numbers.
 */
export function registerReviewGauges(
  registry: Registry,
  figures: ReviewFigures,
  log: FastifyBaseLogger,
): void {
  const read = sharedWhileInFlight(figures)
  const collectFrom = (
    set: (gauge: Gauge<string>, overview: ProductionOverview) => void,
  ) =>
    async function collect(this: Gauge<string>) {
      this.reset()
      try {
        set(this, (await read()).productionRequests)
      } catch (error) {
        log.warn({ err: error }, 'metrics: could not read the review figures')
      }
    }
  new Gauge({
    name: 'portal_production_requests_open',
    help: 'Open production access requests by status',
    labelNames: ['status'],
    registers: [registry],
    collect: collectFrom((gauge, overview) => {
      for (const { status, count } of overview.openByStatus)
        gauge.set({ status }, count)
    }),
  })
  new Gauge({
    name: 'portal_production_requests_overdue',
    help: 'Production requests awaiting their first review past the promised date (10 business days after submission), by status',
    labelNames: ['status'],
    registers: [registry],
    collect: collectFrom((gauge, overview) => {
      for (const { status, overdue } of overview.openByStatus)
        if (AWAITING_REVIEW.includes(status)) gauge.set({ status }, overdue)
    }),
  })
  new Gauge({
    name: 'portal_production_requests_median_seconds',
    help: 'Median time from submission until the first review started or until the decision (approval or denial), of those in the last 90 days; absent without any',
    labelNames: ['until'],
    registers: [registry],
    collect: collectFrom((gauge, overview) => {
      if (overview.medianSecondsToFirstReview !== null)
        gauge.set(
          { until: 'first_review' },
          overview.medianSecondsToFirstReview,
        )
      if (overview.medianSecondsToDecision !== null)
        gauge.set({ until: 'decision' }, overview.medianSecondsToDecision)
    }),
  })
  new Gauge({
    name: 'portal_support_requests_open',
    help: 'Open contact-form requests in the support desk by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset()
      try {
        for (const { status, count } of (await read()).supportRequests
          .openByStatus)
          this.set({ status }, count)
      } catch (error) {
        log.warn({ err: error }, 'metrics: could not read the support figures')
      }
    },
  })
}
