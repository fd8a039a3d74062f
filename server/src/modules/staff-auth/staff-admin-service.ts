import {
  STAFF_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  type NewStaff,
  type StaffChange,
  type StaffMember,
} from '@portal/schema/staff'
import { HttpError, InputError, NotFoundError } from '../../errors.ts'
import { recordAudit, type AuditEntry } from './audit-writer.ts'
import type { StaffRow, StaffStore } from './staff-store.ts'

/** Who asks, for the audit row. */
type Actor = Pick<AuditEntry, 'staff' | 'ip' | 'requestId'>

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
})

const isActiveAdmin = (row: { active: boolean; roles: readonly string[] }) =>
  row.active && row.roles.includes('admin')

/**
 * The admin's staff pages (issue 28): list, add, change roles, deactivate and reactivate. Each
 * change and its audit row commit together; the console never loses its last active admin.
 */
export function createStaffAdminService(deps: {
  store: StaffStore
  emailDomains: readonly string[]
  now: () => number
}) {
  const { store } = deps
  const db = store.db

  return {
    list: async (): Promise<StaffMember[]> =>
      (await store.list()).map(toMember),

    add: async (input: NewStaff, actor: Actor): Promise<StaffMember> => {
      const domain = input.email.slice(input.email.lastIndexOf('@') + 1)
      if (deps.emailDomains.length > 0 && !deps.emailDomains.includes(domain))
        throw new InputError([STAFF_MESSAGES.emailDomain], {
          email: [STAFF_MESSAGES.emailDomain],
        })
      return db.transaction().execute(async (trx) => {
        const row = await store.insert(trx, input)
        if (!row)
          throw new HttpError(409, [STAFF_MESSAGES.emailTaken], {
            email: [STAFF_MESSAGES.emailTaken],
          })
        await recordAudit(trx, {
          ...actor,
          action: STAFF_AUDIT_ACTIONS.staffAdded,
          entityType: 'staff',
          entityId: row.id,
          after: {
            email: row.email,
            name: row.name,
            roles: row.roles,
            active: true,
          },
          at: new Date(deps.now()),
        })
        return toMember(row)
      })
    },

    change: async (
      id: string,
      change: StaffChange,
      actor: Actor,
    ): Promise<StaffMember> =>
      db.transaction().execute(async (trx) => {
        // Locked before reading the member, so two admins demoting each other wait in turn.
        const admins = await store.lockActiveAdmins(trx)
        const before = await store.findById(trx, id)
        if (!before) throw new NotFoundError(STAFF_MESSAGES.staffNotFound)
        const next = {
          roles: change.roles ?? before.roles,
          active: change.active ?? before.active,
        }
        if (
          isActiveAdmin(before) &&
          !isActiveAdmin(next) &&
          admins.filter((adminId) => adminId !== id).length === 0
        )
          throw new HttpError(409, [STAFF_MESSAGES.lastAdmin])
        const unchanged =
          next.active === before.active &&
          next.roles.join() === before.roles.join()
        if (unchanged) return toMember(before)
        const after = await store.update(trx, id, next)
        if (!after) throw new NotFoundError(STAFF_MESSAGES.staffNotFound)
        // A deactivated member is signed out everywhere at once.
        if (!after.active) await store.deleteSessionsOf(trx, id)
        await recordAudit(trx, {
          ...actor,
          action: STAFF_AUDIT_ACTIONS.staffChanged,
          entityType: 'staff',
          entityId: id,
          before: { roles: before.roles, active: before.active },
          after: { roles: after.roles, active: after.active },
          at: new Date(deps.now()),
        })
        return toMember(after)
      }),
  }
}

/** The admin's staff pages. */
export type StaffAdminService = ReturnType<typeof createStaffAdminService>
