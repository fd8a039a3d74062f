import type { Kysely, Selectable, Transaction } from 'kysely'
import type { SupportStatus } from '@portal/schema/support-desk-status'
import type { Db } from '../../db/client.ts'
import {
  changeLocked,
  staffRefOf,
  timelineEventRow,
  timelineOf,
} from '../../db/request-sql.ts'
import type { Database } from '../../db/schema.ts'
import { SUPPORT_DESK_ERRORS } from '@portal/schema/support-desk-status'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'

const REQUEST_COLUMNS = [
  'r.id',
  'r.type',
  'r.status',
  'r.first_name',
  'r.last_name',
  'r.email',
  'r.organization',
  'r.role',
  'r.description',
  'r.apis',
  'r.api_details',
  'r.api_description',
  'r.api_internal_only',
  'r.api_internal_only_details',
  'r.api_other_info',
  'r.created_at',
  'r.updated_at',
  'r.handed_off_at',
  'r.assignee_id',
] as const

/** A request by id, as the desk reads it (`db` or a transaction). */
const requestById = (executor: Kysely<Database>, id: string) =>
  executor
    .selectFrom('support_requests as r')
    .select(REQUEST_COLUMNS)
    .where('r.id', '=', id)

/** A stored contact request as the desk reads it: every column of its row but the search text. */
export type DeskRow = Omit<
  Selectable<Database['support_requests']>,
  'search_text'
>

/** A timeline event to write. */
interface NewEvent {
  at: Date
  kind: 'transition' | 'note' | 'reply' | 'assignment' | 'handoff'
  action?: string | null
  status: SupportStatus
  staffId: string
  message?: string | null
}

// The writes of one change, all on its transaction: the change, its timeline event, its email
// and its audit row commit together or not at all.
function writerOf(trx: Transaction<Database>, id: string) {
  return {
    update: (values: {
      status?: SupportStatus
      assignee_id?: string | null
      handed_off_at?: Date
      updated_at: Date
    }) =>
      trx
        .updateTable('support_requests')
        .set(values)
        .where('id', '=', id)
        .execute(),
    event: (event: NewEvent) =>
      trx
        .insertInto('support_request_events')
        .values(timelineEventRow(id, event))
        .execute(),
    email: (template: string, recipient: string, payload: unknown) =>
      trx
        .insertInto('email_outbox')
        .values({ template, recipient, payload: JSON.stringify(payload) })
        .execute(),
    /** An active staff member holding the support role, by id. */
    supportStaff: (staffId: string) =>
      trx
        .selectFrom('staff_users')
        .select(['id', 'name', 'email'])
        .where('id', '=', staffId)
        .where('active', '=', true)
        .where((where) =>
          where(where.val('support'), '=', where.fn.any('roles')),
        )
        .executeTakeFirst(),
    audit: (entry: AuditEntry) => recordAudit(trx, entry),
  }
}

/** The writes of one change. */
export type DeskWriter = ReturnType<typeof writerOf>

/** Reads contact requests for the desk and runs each change in one transaction. */
export function createDeskStore(db: Db) {
  return {
    find: (id: string): Promise<DeskRow | undefined> =>
      requestById(db, id).executeTakeFirst(),

    staffRef: (id: string) => staffRefOf(db, id),

    /** The active staff holding the support role, by name. */
    supportStaff: () =>
      db
        .selectFrom('staff_users')
        .select(['id', 'name', 'email'])
        .where('active', '=', true)
        .where((where) =>
          where(where.val('support'), '=', where.fn.any('roles')),
        )
        .orderBy('name')
        .orderBy('id')
        .execute(),

    events: (id: string) => timelineOf(db, 'support_request_events', id),

    /**
     * Runs `work` on the request locked for update (404 when there is none), with the writes of
     * the change on the same transaction: two staff members' changes never interleave.
     */
    change: <T>(
      id: string,
      work: (row: DeskRow, write: DeskWriter) => Promise<T>,
    ): Promise<T> =>
      changeLocked(
        db,
        (trx) => requestById(trx, id).forUpdate().executeTakeFirst(),
        SUPPORT_DESK_ERRORS.notFound,
        (row, trx) => work(row, writerOf(trx, id)),
      ),
  }
}

/** The desk's store. */
export type DeskStore = ReturnType<typeof createDeskStore>
