import { sql } from 'kysely'
import type { SupportQueueQuery } from '@portal/schema/support-desk'
import type { Db } from '../../db/client.ts'
import { assigneeIs, queuePage, searchMatches } from '../../db/queue-sql.ts'

// The queue's SQL (R-SUPPORT-DESK-QUEUE): filters, search, sort and one page, with the count of
// every matching row. Migration 016's indexes serve the orders and the status filter.

const SORT_COLUMNS = {
  submitted: 'r.created_at',
  updated: 'r.updated_at',
  name: 'r.last_name',
} as const

/** One queue row as read. */
export interface DeskQueueRow {
  id: string
  type: 'DEFAULT' | 'PUBLISHING'
  status: string
  first_name: string
  last_name: string
  email: string
  organization: string | null
  summary: string
  created_at: Date
  updated_at: Date
  handed_off_at: Date | null
  assignee_id: string | null
  assignee_name: string | null
  assignee_email: string | null
}

/** The desk queue's store. */
export function createDeskQueueStore(db: Db) {
  return {
    /** One page of the queue for `staffId` (the `me` of the assignee filter). */
    page: async (
      query: SupportQueueQuery & {
        page: number
        pageSize: number
        sort: string
      },
      staffId: string,
    ): Promise<{ rows: DeskQueueRow[]; total: number }> => {
      let select = db
        .selectFrom('support_requests as r')
        .leftJoin('staff_users as s', 's.id', 'r.assignee_id')
      if (query.status) select = select.where('r.status', '=', query.status)
      if (query.type) select = select.where('r.type', '=', query.type)
      if (query.handedOff === 'yes')
        select = select.where('r.handed_off_at', 'is not', null)
      else if (query.handedOff === 'no')
        select = select.where('r.handed_off_at', 'is', null)
      const assigned = assigneeIs(query.assignee, staffId)
      if (assigned) select = select.where(assigned)
      if (query.q) select = select.where(searchMatches(query.q))
      return queuePage(
        select,
        (filtered) =>
          filtered.select([
            'r.id',
            'r.type',
            'r.status',
            'r.first_name',
            'r.last_name',
            'r.email',
            'r.organization',
            sql<string>`left(coalesce(r.description, r.api_details, ''), 160)`.as(
              'summary',
            ),
            'r.created_at',
            'r.updated_at',
            'r.handed_off_at',
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

/** The desk queue's store. */
export type DeskQueueStore = ReturnType<typeof createDeskQueueStore>
