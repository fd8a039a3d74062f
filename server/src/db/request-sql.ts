import { sql, type Selectable, type Transaction } from 'kysely'
import { NotFoundError } from '../errors.ts'
import type { Db } from './client.ts'
import type { Database } from './schema.ts'

// The SQL the console's request pages share (the production-request review's and the support
// desk's): who a staff member is, a request's timeline, and a change made on the request locked.

/** A staff member as a request shows them (its assignee, an event's author). */
export const staffRefOf = (db: Db, id: string) =>
  db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst()

/** The tables of request timelines. */
type EventTable = 'production_request_events' | 'support_request_events'

/** The columns every timeline table has that its query reads. */
interface TimelineColumns {
  id: string
  request_id: string
  at: Date
  staff_id: string | null
}

/**
 * A request's timeline, oldest first (equal instants in the order written), each event with its
 * author's name.
 */
export async function timelineOf<T extends EventTable>(
  db: Db,
  table: T,
  requestId: string,
): Promise<(Selectable<Database[T]> & { staff_name: string | null })[]> {
  const rows = await db
    .selectFrom(sql<TimelineColumns>`${sql.table(table)}`.as('e'))
    .leftJoin('staff_users as s', 's.id', 'e.staff_id')
    .selectAll('e')
    .select('s.name as staff_name')
    .where('e.request_id', '=', requestId)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
  // The table's own columns come with `e.*`; the query's type knows only the shared ones.
  return rows as (Selectable<Database[T]> & { staff_name: string | null })[]
}

/** A timeline event as a change writes it. */
export interface TimelineEventInput<
  Kind extends string,
  Status extends string,
> {
  at: Date
  kind: Kind
  action?: string | null
  status: Status
  staffId?: string | null
  message?: string | null
}

/** The columns every timeline table has, of an event of request `requestId`. */
export const timelineEventRow = <Kind extends string, Status extends string>(
  requestId: string,
  event: TimelineEventInput<Kind, Status>,
) => ({
  request_id: requestId,
  at: event.at,
  kind: event.kind,
  action: event.action ?? null,
  status: event.status,
  staff_id: event.staffId ?? null,
  message: event.message ?? null,
})

/**
 * Runs `work` on a request locked for update (`lock` reads it `for update` on the transaction;
 * NotFoundError with `notFound` when there is none), on one transaction: two staff members'
 * changes of a request never interleave, and what `work` writes commits with the change or not
 * at all.
 */
export function changeLocked<Row, T>(
  db: Db,
  lock: (trx: Transaction<Database>) => Promise<Row | undefined>,
  notFound: string,
  work: (row: Row, trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const row = await lock(trx)
    if (!row) throw new NotFoundError(notFound)
    return work(row, trx)
  })
}
