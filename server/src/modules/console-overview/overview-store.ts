import { sql } from 'kysely'
import { OPEN_REVIEW_STATUSES } from '@portal/schema/console-overview'
import { AWAITING_REVIEW } from '@portal/schema/production-review-status'
import type { Db } from '../../db/client.ts'

// The overview's SQL (R-OVERVIEW-FIGURES). Three small aggregate queries that the indexes of
// migrations 007, 015 and 017 answer without reading every row: at 10,000 requests the whole
// overview takes a few milliseconds (R-OVERVIEW-SPEED, `BENCH_PARTS=queue npm run bench`).

/** Open requests of one status, and how many of them are past their review date. */
export interface StatusCountRow {
  status: string
  count: number
  overdue: number
}

/** The medians of the window, in seconds (null without any row), and how many rows each is of. */
export interface MediansRow {
  firstReviewSeconds: number | null
  firstReviews: number
  decisionSeconds: number | null
  decisions: number
}

/** The moves that start a review and that decide it: each happens once per request at most. */
const FIRST_REVIEW = 'start_review'
const DECISIONS = ['approve', 'deny']

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

/** The overview's store. */
export function createOverviewStore(db: Db) {
  return {
    /**
     * Open requests per status, with those awaiting their first review whose review date (10
     * business days after submission, stored at submission: `reviewDueAt`) is before `now`.
     */
    openByStatus: async (now: Date): Promise<StatusCountRow[]> => {
      const rows = await db
        .selectFrom('production_requests')
        .select([
          'status',
          sql<string>`count(*)`.as('count'),
          sql<string>`count(*) filter (where status in (${sql.join([...AWAITING_REVIEW])}) and review_due_at < ${now})`.as(
            'overdue',
          ),
        ])
        .where('status', 'in', [...OPEN_REVIEW_STATUSES])
        .groupBy('status')
        .execute()
      return rows.map((row) => ({
        status: row.status,
        count: Number(row.count),
        overdue: Number(row.overdue),
      }))
    },

    /**
     * The median time from submission to the first review's start, and to the decision, of the
     * reviews started and the decisions made between `since` and `now`.
     */
    medians: async (since: Date, now: Date): Promise<MediansRow> => {
      const seconds = sql`extract(epoch from e.at - r.created_at)`
      const row = await db
        .selectFrom('production_request_events as e')
        .innerJoin('production_requests as r', 'r.id', 'e.request_id')
        .select([
          sql<
            string | null
          >`percentile_cont(0.5) within group (order by ${seconds}) filter (where e.action = ${FIRST_REVIEW})`.as(
            'first_review',
          ),
          sql<string>`count(*) filter (where e.action = ${FIRST_REVIEW})`.as(
            'first_reviews',
          ),
          sql<
            string | null
          >`percentile_cont(0.5) within group (order by ${seconds}) filter (where e.action in (${sql.join(DECISIONS)}))`.as(
            'decision',
          ),
          sql<string>`count(*) filter (where e.action in (${sql.join(DECISIONS)}))`.as(
            'decisions',
          ),
        ])
        .where('e.kind', '=', 'transition')
        .where('e.action', 'in', [FIRST_REVIEW, ...DECISIONS])
        .where('e.at', '>=', since)
        .where('e.at', '<=', now)
        .executeTakeFirst()
      return {
        firstReviewSeconds: numberOrNull(row?.first_review),
        firstReviews: Number(row?.first_reviews ?? 0),
        decisionSeconds: numberOrNull(row?.decision),
        decisions: Number(row?.decisions ?? 0),
      }
    },

    /** Requests submitted per week (Monday, UTC, as `YYYY-MM-DD`) from `since` to `now`; weeks without any are absent. */
    perWeek: async (
      since: Date,
      now: Date,
    ): Promise<{ weekStart: string; count: number }[]> => {
      const week = sql<string>`to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD')`
      const rows = await db
        .selectFrom('production_requests')
        .select([week.as('week_start'), sql<string>`count(*)`.as('count')])
        .where('created_at', '>=', since)
        .where('created_at', '<=', now)
        .groupBy(sql`1`)
        .execute()
      return rows.map((row) => ({
        weekStart: row.week_start,
        count: Number(row.count),
      }))
    },
  }
}

/** The overview's store. */
export type OverviewStore = ReturnType<typeof createOverviewStore>
