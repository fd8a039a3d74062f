import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'

/** Who did it: the signed-in staff member, or only the email a refused sign-in gave. */
interface AuditActor {
  id: string | null
  email: string | null
}

/** One staff action, as `recordAudit` writes it. */
export interface AuditEntry {
  staff: AuditActor | null
  /** A dotted verb, e.g. `staff.changed`, `production_request.approved`. */
  action: string
  entityType?: string | null
  entityId?: string | null
  /** The values before and after the change (any JSON; null for none). */
  before?: unknown
  after?: unknown
  ip: string
  requestId: string
  /** When; the database's clock unless given (tests move the server's clock). */
  at?: Date
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value)

/**
 * Appends one row to the audit trail. Takes the executor the change itself runs on (the database,
 * or the transaction), so the row commits with the change it records or not at all.
 */
export async function recordAudit(
  executor: Db,
  entry: AuditEntry,
): Promise<void> {
  await executor
    .insertInto('audit_events')
    .values({
      ...(entry.at ? { at: entry.at } : {}),
      staff_id: entry.staff?.id ?? null,
      staff_email: entry.staff?.email ?? null,
      action: entry.action,
      entity_type: entry.entityType ?? null,
      entity_id: entry.entityId ?? null,
      before: json(entry.before),
      after: json(entry.after),
      ip: entry.ip,
      request_id: entry.requestId,
    })
    .execute()
}

/**
 * The who, where and request id of an audit row from a request a staff guard has passed:
 * `recordAudit(trx, { ...auditFrom(request), action, entityType, entityId, before, after })`.
 */
export function auditFrom(
  request: FastifyRequest,
): Pick<AuditEntry, 'staff' | 'ip' | 'requestId'> {
  const staff = request.staff
  return {
    staff: staff ? { id: staff.id, email: staff.email } : null,
    ip: request.ip,
    requestId: request.id,
  }
}
