import { sql } from 'kysely'
import { STAFF_AUDIT_ACTIONS, type StaffRole } from '@portal/schema/staff'
import type { Db } from '../../db/client.ts'
import { recordAudit } from './audit-writer.ts'

/** Who the console must know before anyone can sign in. */
export interface StaffAtStart {
  /** STAFF_FIRST_ADMIN_EMAIL: made an active admin when the console has none. */
  firstAdmin: { email: string; name: string } | null
  /** The embedded identity provider's staff (local runs): added when missing, never changed. */
  devStaff: readonly { email: string; name: string; roles: StaffRole[] }[]
}

/**
 * Run at start by `server.ts` (issue 28: the first admin comes from configuration). Idempotent
 * and safe with several instances starting at once.
 */
export async function ensureStaffAtStart(
  db: Db,
  wanted: StaffAtStart,
): Promise<void> {
  for (const staff of wanted.devStaff)
    await db
      .insertInto('staff_users')
      .values({
        email: staff.email.toLowerCase(),
        name: staff.name,
        roles: staff.roles,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()
  const { firstAdmin } = wanted
  if (!firstAdmin) return
  await db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('active', '=', true)
      .where(sql<boolean>`'admin' = any(roles)`)
      .executeTakeFirst()
    if (admin) return
    const row = await trx
      .insertInto('staff_users')
      .values({
        email: firstAdmin.email,
        name: firstAdmin.name,
        roles: ['admin'],
      })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet({
          active: true,
          roles: sql<
            string[]
          >`array(select distinct unnest(staff_users.roles || array['admin']))`,
        }),
      )
      .returning(['id', 'email', 'roles'])
      .executeTakeFirstOrThrow()
    await recordAudit(trx, {
      staff: null,
      action: STAFF_AUDIT_ACTIONS.firstAdmin,
      entityType: 'staff',
      entityId: row.id,
      after: { email: row.email, roles: row.roles, active: true },
      ip: 'server',
      requestId: 'startup',
    })
  })
}
