import { sql } from 'kysely'
import { OPEN_REVIEW_STATUSES } from '@portal/schema/console-overview'
import { AWAITING_REVIEW } from '@portal/schema/production-review-status'
import type { Db } from '../../db/client.ts'

// The overview's SQL (R-OVERVIEW-FIGURES): small aggregate queries, each answered from one index
// (migrations 015 and 017) without reading the rows or joining the timeline, so the overview stays
// fast at 10,000 requests (R-OVERVIEW-SPEED, `BENCH_PARTS=queue npm run bench`).

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

const WEEK_SECONDS = 7 * 86_400

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

/** The overview's store. */
export function createOverviewStore(db: Db) {
  return {
    /**
     * Open requests per status, with those awaiting their first review whose review date (10
     * business days after submission, stored at submission: `reviewDueAt`) is before `now`.
     */
    /** Open support-desk requests per status (the desk's status index, migration 016). */
    supportOpenByStatus: async (): Promise<
      { status: string; count: number }[]
    > => {
      const rows = await db
        .selectFrom('support_requests')
        .select(['status', sql<string>`count(*)`.as('count')])
        .where('status', '!=', 'closed')
        .groupBy('status')
        .execute()
      return rows.map((row) => ({
        status: row.status,
        count: Number(row.count),
      }))
    },
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
     * reviews started and the decisions made between `since` and `now` (the review service keeps
     * both moments on the request: migration 017).
     */
    medians: async (since: Date, now: Date): Promise<MediansRow> => {
      const median = (column: 'first_reviewed_at' | 'decided_at') =>
        db
          .selectFrom('production_requests')
          .select([
            sql<
              string | null
            >`percentile_cont(0.5) within group (order by date_part('epoch', ${sql.ref(column)} - created_at))`.as(
              'median',
            ),
            sql<string>`count(*)`.as('count'),
          ])
          .where(column, 'is not', null)
          .where(column, '>=', since)
          .where(column, '<=', now)
          .executeTakeFirst()
      const [firstReview, decision] = await Promise.all([
        median('first_reviewed_at'),
        median('decided_at'),
      ])
      return {
        firstReviewSeconds: numberOrNull(firstReview?.median),
        firstReviews: Number(firstReview?.count ?? 0),
        decisionSeconds: numberOrNull(decision?.median),
        decisions: Number(decision?.count ?? 0),
      }
    },

    /**
     * Requests submitted per week from `since` (a Monday, 00:00 UTC) to `now`, by the week's
     * Monday (`YYYY-MM-DD`); weeks without any are absent. Weeks are counted from `since` in
     * seconds (plain arithmetic on the index's values, cheaper than formatting each row's date).
     */
    perWeek: async (
      since: Date,
      now: Date,
    ): Promise<{ weekStart: string; count: number }[]> => {
      const rows = await db
        .selectFrom('production_requests')
        .select([
          sql<number>`floor(date_part('epoch', created_at - ${since}) / ${WEEK_SECONDS})::int`.as(
            'week',
          ),
          sql<string>`count(*)`.as('count'),
        ])
        .where('created_at', '>=', since)
        .where('created_at', '<=', now)
        .groupBy(sql`1`)
        .execute()
      return rows.map((row) => ({
        weekStart: new Date(
          since.getTime() + Number(row.week) * WEEK_SECONDS * 1000,
        )
          .toISOString()
          .slice(0, 10),
        count: Number(row.count),
      }))
    },
  }
}

/** The overview's store. */
export type OverviewStore = ReturnType<typeof createOverviewStore>
