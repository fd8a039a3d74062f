import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { ProductionOverview } from '@portal/schema/console-overview'

/** Reads the production requests' figures as they stand now (the console overview's service). */
export type ReviewFigures = () => Promise<ProductionOverview>

/**
 * One read per scrape: prom-client collects every metric of a scrape at once, so the four gauges
 * share the read in flight instead of querying four times. Nothing is kept after it settles, so
 * every scrape sees the database as it is then.
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
 * time. While the database is away the series go missing rather than repeat stale numbers.
 * Extension point (branch console-support): the support queue's counts per status get a gauge of
 * their own here, fed by a read of its own beside `figures`.
 */
export function registerReviewGauges(
  registry: Registry,
  figures: ReviewFigures,
  log: FastifyBaseLogger,
): void {
  const read = sharedWhileInFlight(figures)
  // Each gauge's collect: the figures, or a reset (and one warning per failed read) when the
  // read fails.
  const collectFrom = (
    set: (gauge: Gauge, overview: ProductionOverview) => void,
  ) =>
    async function collect(this: Gauge) {
      try {
        const overview = await read()
        this.reset()
        set(this, overview)
      } catch (error) {
        this.reset()
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
    help: 'Production requests awaiting their first review past the promised date (10 business days after submission)',
    registers: [registry],
    collect: collectFrom((gauge, overview) => gauge.set(overview.overdue)),
  })
  new Gauge({
    name: 'portal_production_requests_first_review_median_seconds',
    help: 'Median time from submission to the start of the review, of reviews started in the last 90 days; absent without any',
    registers: [registry],
    collect: collectFrom((gauge, overview) => {
      if (overview.medianSecondsToFirstReview !== null)
        gauge.set(overview.medianSecondsToFirstReview)
    }),
  })
  new Gauge({
    name: 'portal_production_requests_decision_median_seconds',
    help: 'Median time from submission to approval or denial, of decisions made in the last 90 days; absent without any',
    registers: [registry],
    collect: collectFrom((gauge, overview) => {
      if (overview.medianSecondsToDecision !== null)
        gauge.set(overview.medianSecondsToDecision)
    }),
  })
}
