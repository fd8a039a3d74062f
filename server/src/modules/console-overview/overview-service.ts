import {
  OPEN_REVIEW_STATUSES,
  OPEN_SUPPORT_STATUSES,
  OVERVIEW_WEEKS,
  OVERVIEW_WINDOW_DAYS,
  type ConsoleOverview,
  type ProductionOverview,
  type SupportOverview,
} from '@portal/schema/console-overview'
import type { OverviewStore } from './overview-store.ts'

const DAY_MS = 86_400_000

/** The Mondays (00:00 UTC) of the `count` weeks up to the one holding `at`, oldest first. */
export function weekStarts(at: Date, count: number): Date[] {
  const midnight = Date.UTC(
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
  )
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday (ISO 8601, as SQL's date_trunc).
  const monday = midnight - ((at.getUTCDay() + 6) % 7) * DAY_MS
  return Array.from(
    { length: count },
    (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS),
  )
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** What the overview is built from. */
export interface OverviewDeps {
  store: OverviewStore
  now: () => number
}

/** The overview's figures (R-OVERVIEW-FIGURES), for the console's page and for the metrics. */
export function createOverviewService({ store, now }: OverviewDeps) {
  /** Production requests in numbers, as they stand at `at`. */
  const productionFigures = async (at: Date): Promise<ProductionOverview> => {
    const since = new Date(at.getTime() - OVERVIEW_WINDOW_DAYS * DAY_MS)
    const weeks = weekStarts(at, OVERVIEW_WEEKS)
    const [byStatus, medians, perWeek] = await Promise.all([
      store.openByStatus(at),
      store.medians(since, at),
      store.perWeek(weeks[0] ?? at, at),
    ])
    const openByStatus = OPEN_REVIEW_STATUSES.map((status) => {
      const row = byStatus.find((counted) => counted.status === status)
      return { status, count: row?.count ?? 0, overdue: row?.overdue ?? 0 }
    })
    const weekly = new Map(perWeek.map((row) => [row.weekStart, row.count]))
    return {
      openByStatus,
      open: openByStatus.reduce((sum, row) => sum + row.count, 0),
      overdue: openByStatus.reduce((sum, row) => sum + row.overdue, 0),
      medianSecondsToFirstReview: medians.firstReviewSeconds,
      firstReviews: medians.firstReviews,
      medianSecondsToDecision: medians.decisionSeconds,
      decisions: medians.decisions,
      perWeek: weeks.map((monday) => ({
        weekStart: isoDay(monday),
        count: weekly.get(isoDay(monday)) ?? 0,
      })),
    }
  }

  /** The support desk's open requests per status. */
  const supportFigures = async (): Promise<SupportOverview> => {
    const rows = await store.supportOpenByStatus()
    const openByStatus = OPEN_SUPPORT_STATUSES.map((status) => ({
      status,
      count: rows.find((row) => row.status === status)?.count ?? 0,
    }))
    return {
      openByStatus,
      open: openByStatus.reduce((sum, row) => sum + row.count, 0),
    }
  }

  return {
    productionFigures,
    supportFigures,
    /** The console overview now. */
    overview: async (): Promise<ConsoleOverview> => {
      const at = new Date(now())
      const [productionRequests, supportRequests] = await Promise.all([
        productionFigures(at),
        supportFigures(),
      ])
      return {
        generatedAt: at.toISOString(),
        windowDays: OVERVIEW_WINDOW_DAYS,
        productionRequests,
        supportRequests,
      }
    },
  }
}

/** The overview's service. */
export type OverviewService = ReturnType<typeof createOverviewService>
