import { sql, type SelectQueryBuilder } from 'kysely'
import type { AuditEvent, AuditQuery } from '@portal/schema/staff'
import type { Database } from '../../db/schema.ts'
import type { Db } from '../../db/client.ts'

const DAY_MS = 24 * 3600_000

/** `%` and `_` typed into a filter match themselves, not any text. */
const likeEscape = (text: string) =>
  text.replace(/[\\%_]/g, (char) => `\\${char}`)

type AuditSelect = SelectQueryBuilder<Database, 'audit_events', object>

function filtered(db: Db, query: Omit<AuditQuery, 'page'>): AuditSelect {
  let select: AuditSelect = db.selectFrom('audit_events')
  if (query.actor)
    select = select.where(
      sql<boolean>`staff_email ilike ${`%${likeEscape(query.actor)}%`} escape '\\'`,
    )
  if (query.action)
    select = select.where(
      sql<boolean>`action ilike ${`${likeEscape(query.action)}%`} escape '\\'`,
    )
  if (query.entityType)
    select = select.where('entity_type', '=', query.entityType)
  if (query.entityId) select = select.where('entity_id', '=', query.entityId)
  if (query.from)
    select = select.where('at', '>=', new Date(`${query.from}T00:00:00Z`))
  if (query.to)
    select = select.where(
      'at',
      '<',
      new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS),
    )
  return select
}

const COLUMNS = [
  'id',
  'at',
  'staff_id',
  'staff_email',
  'action',
  'entity_type',
  'entity_id',
  'before',
  'after',
  'ip',
  'request_id',
] as const

function toEvent(row: {
  id: string
  at: Date
  staff_id: string | null
  staff_email: string | null
  action: string
  entity_type: string | null
  entity_id: string | null
  before: unknown
  after: unknown
  ip: string
  request_id: string
}): AuditEvent {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    requestId: row.request_id,
  }
}

/** Reads of the audit trail: filtered, newest first. */
export function createAuditStore(db: Db) {
  return {
    db,

    page: async (
      query: AuditQuery,
      pageSize: number,
    ): Promise<{ events: AuditEvent[]; total: number }> => {
      const [rows, count] = await Promise.all([
        filtered(db, query)
          .select(COLUMNS)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((query.page - 1) * pageSize)
          .execute(),
        filtered(db, query)
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { events: rows.map(toEvent), total: Number(count.total) }
    },

    /** Every matching row, newest first, up to `limit` (the CSV export). */
    all: async (
      query: Omit<AuditQuery, 'page'>,
      limit: number,
    ): Promise<AuditEvent[]> =>
      (
        await filtered(db, query)
          .select(COLUMNS)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
      ).map(toEvent),
  }
}

/** Reads of the audit trail. */
export type AuditStore = ReturnType<typeof createAuditStore>
