import { sql } from 'kysely'
import type { ReviewQueueQuery } from '@portal/schema/production-review'
import { AWAITING_REVIEW } from '@portal/schema/production-review-status'
import type { Db } from '../../db/client.ts'
import { assigneeIs, queuePage, searchMatches } from '../../db/queue-sql.ts'

// The queue's SQL (R-REVIEW-QUEUE): filters, search, sort and one page, with the count of every
// matching row. Migration 015's generated columns and indexes keep it well under 100 ms at
// 10,000 requests (R-REVIEW-QUEUE-SPEED, measured by `npm run bench`, part `queue`).

const DUE_SOON_MS = 3 * 86_400_000

const SORT_COLUMNS = {
  due: 'r.review_due_at',
  submitted: 'r.created_at',
  organization: 'r.organization',
  appName: 'r.app_name',
} as const

/** One queue row as read. */
export interface QueueRow {
  id: string
  status: string
  organization: string
  app_name: string
  primary_email: string
  apis: string
  created_at: Date
  review_due_at: Date
  assignee_id: string | null
  assignee_name: string | null
  assignee_email: string | null
}

/** The queue's store. */
export function createQueueStore(db: Db) {
  return {
    /** One page of the queue for `staffId` (the `me` of the assignee filter), at `now`. */
    page: async (
      query: ReviewQueueQuery & {
        page: number
        pageSize: number
        sort: string
      },
      staffId: string,
      now: Date,
    ): Promise<{ rows: QueueRow[]; total: number }> => {
      let select = db
        .selectFrom('production_requests as r')
        .leftJoin('staff_users as s', 's.id', 'r.assignee_id')
      if (query.status) select = select.where('r.status', '=', query.status)
      if (query.api)
        select = select.where(
          sql<boolean>`r.api_ids @> array[${query.api}]::text[]`,
        )
      if (query.authType)
        select = select.where(
          sql<boolean>`r.auth_types @> array[${query.authType}]::text[]`,
        )
      const assigned = assigneeIs(query.assignee, staffId)
      if (assigned) select = select.where(assigned)
      if (query.q) select = select.where(searchMatches(query.q))
      const awaiting = [...AWAITING_REVIEW]
      const soon = new Date(now.getTime() + DUE_SOON_MS)
      if (query.age === 'overdue')
        select = select
          .where('r.status', 'in', awaiting)
          .where('r.review_due_at', '<', now)
      else if (query.age === 'due_soon')
        select = select
          .where('r.status', 'in', awaiting)
          .where('r.review_due_at', '>=', now)
          .where('r.review_due_at', '<', soon)
      else if (query.age === 'on_track')
        select = select.where((where) =>
          where.or([
            where('r.status', 'not in', awaiting),
            where('r.review_due_at', '>=', soon),
          ]),
        )
      return queuePage(
        select,
        (filtered) =>
          filtered.select([
            'r.id',
            'r.status',
            'r.organization',
            'r.app_name',
            'r.primary_email',
            'r.apis',
            'r.created_at',
            'r.review_due_at',
            'r.assignee_id',
            's.name as assignee_name',
            's.email as assignee_email',
          ]),
        SORT_COLUMNS,
        query,
      )
    },
  }
}

/** The queue's store. */
export type QueueStore = ReturnType<typeof createQueueStore>
