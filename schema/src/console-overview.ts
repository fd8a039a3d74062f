import { z } from 'zod'
import {
  isOpenStatus,
  REVIEW_STATUSES,
  type ReviewStatus,
} from './production-review-status.ts'
import { SUPPORT_STATUSES, type SupportStatus } from './support-desk-status.ts'

// The console's overview (issue 28, "Seeing the work"): how much work is open, how much of it is
// late, how fast the department answers, and how much arrives each week. The same figures are
// Prometheus metrics (server/src/modules/metrics/). One schema for the server's answer and the
// page that reads it.

/** The overview's medians count the reviews and decisions of this many days back. */
export const OVERVIEW_WINDOW_DAYS = 90

/** The weekly chart's weeks (the current one included). */
export const OVERVIEW_WEEKS = 12

/** The statuses a request is open in (nothing decided, nothing withdrawn), in the review's order. */
export const OPEN_REVIEW_STATUSES: readonly ReviewStatus[] =
  REVIEW_STATUSES.filter(isOpenStatus)

const Count = z.number().int().min(0)

/** Production requests in numbers (R-OVERVIEW-FIGURES). */
export const ProductionOverviewSchema = z.object({
  /**
   * Open requests per open status, every open status listed (0 included), in the review's order,
   * with how many of them are overdue (only those awaiting their first review can be).
   */
  openByStatus: z.array(
    z.object({
      status: z.enum(REVIEW_STATUSES),
      count: Count,
      overdue: Count,
    }),
  ),
  /** Open requests in all. */
  open: Count,
  /** Requests still awaiting their first review past the promised date (10 business days). */
  overdue: Count,
  /** Median seconds from submission to the start of the review, of reviews started in the window; null without any. */
  medianSecondsToFirstReview: z.number().min(0).nullable(),
  /** How many first reviews that median is of. */
  firstReviews: Count,
  /** Median seconds from submission to approval or denial, of decisions made in the window; null without any. */
  medianSecondsToDecision: z.number().min(0).nullable(),
  /** How many decisions that median is of. */
  decisions: Count,
  /** Requests submitted per week (weeks start on Monday, UTC), oldest first, the current week last. */
  perWeek: z.array(
    z.object({
      /** The week's Monday, `YYYY-MM-DD`. */
      weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      count: Count,
    }),
  ),
})

/** Production requests in numbers. */
export type ProductionOverview = z.infer<typeof ProductionOverviewSchema>

/** The support desk's statuses a request is open in (all but closed), in the desk's order. */
export const OPEN_SUPPORT_STATUSES: readonly SupportStatus[] =
  SUPPORT_STATUSES.filter((status) => status !== 'closed')

/** The contact form's requests in the support desk, in numbers (R-OVERVIEW-FIGURES). */
export const SupportOverviewSchema = z.object({
  /** Open requests per open status, every one listed (0 included), in the desk's order. */
  openByStatus: z.array(
    z.object({ status: z.enum(SUPPORT_STATUSES), count: Count }),
  ),
  /** Open requests in all. */
  open: Count,
})

/** Support requests in numbers. */
export type SupportOverview = z.infer<typeof SupportOverviewSchema>

/** `GET /v0/console/overview` (reviewer, support, admin). */
export const ConsoleOverviewSchema = z.object({
  /** When the figures were read (ISO 8601). */
  generatedAt: z.string(),
  /** The medians' window in days. */
  windowDays: z.number().int(),
  productionRequests: ProductionOverviewSchema,
  supportRequests: SupportOverviewSchema,
})

/** The console overview's answer. */
export type ConsoleOverview = z.infer<typeof ConsoleOverviewSchema>
