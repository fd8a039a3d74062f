import { sql } from 'kysely'
import {
  STAFF_ROLES,
  STAFF_SESSION_LIMITS,
  type StaffRole,
} from '@portal/schema/staff'
import type { Db } from '../../db/client.ts'
import {
  createSessionStore,
  type SessionOrigin,
} from '../../db/session-store.ts'
import { hashToken, newToken } from './session-token.ts'

export type { SessionOrigin }

/** A staff member as the console's code sees them. */
export interface StaffRow {
  id: string
  email: string
  name: string
  roles: StaffRole[]
  active: boolean
  createdAt: Date
  lastSignInAt: Date | null
}

/** The signed-in staff member behind a live session. */
export interface SessionStaff {
  id: string
  email: string
  name: string
  roles: StaffRole[]
  expiresAt: Date
}

/** A sign-in sent to the identity provider, as the callback needs it back. */
export interface PendingSignIn {
  state: string
  nonce: string
  codeVerifier: string
  returnTo: string
}

// The session SQL is the one the account sessions use too; this store adds the staff's own rules.
const sessions = createSessionStore('staff_sessions', STAFF_SESSION_LIMITS)

const STAFF_COLUMNS = [
  'id',
  'email',
  'name',
  'roles',
  'active',
  'created_at',
  'last_sign_in_at',
] as const

const knownRoles = (roles: string[]): StaffRole[] =>
  STAFF_ROLES.filter((role) => roles.includes(role))

function toStaff(row: {
  id: string
  email: string
  name: string
  roles: string[]
  active: boolean
  created_at: Date
  last_sign_in_at: Date | null
}): StaffRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: knownRoles(row.roles),
    active: row.active,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  }
}

/** Staff members, their sessions and sign-ins in flight (issue 28). */
export function createStaffStore(db: Db) {
  return {
    db,

    /** Every staff member, active first, then by name. */
    list: async (): Promise<StaffRow[]> =>
      (
        await db
          .selectFrom('staff_users')
          .select(STAFF_COLUMNS)
          .orderBy('active', 'desc')
          .orderBy('name')
          .orderBy('email')
          .execute()
      ).map(toStaff),

    findById: async (executor: Db, id: string): Promise<StaffRow | null> => {
      const row = await executor
        .selectFrom('staff_users')
        .select(STAFF_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst()
      return row ? toStaff(row) : null
    },

    findByEmail: async (
      executor: Db,
      email: string,
    ): Promise<StaffRow | null> => {
      const row = await executor
        .selectFrom('staff_users')
        .select(STAFF_COLUMNS)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst()
      return row ? toStaff(row) : null
    },

    /** Adds a staff member; null when the email is taken. */
    insert: async (
      executor: Db,
      staff: { email: string; name: string; roles: StaffRole[] },
    ): Promise<StaffRow | null> => {
      const row = await executor
        .insertInto('staff_users')
        .values({
          email: staff.email.toLowerCase(),
          name: staff.name,
          roles: staff.roles,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(STAFF_COLUMNS)
        .executeTakeFirst()
      return row ? toStaff(row) : null
    },

    update: async (
      executor: Db,
      id: string,
      change: { roles?: StaffRole[]; active?: boolean },
    ): Promise<StaffRow | null> => {
      const row = await executor
        .updateTable('staff_users')
        .set({
          ...(change.roles ? { roles: change.roles } : {}),
          ...(change.active !== undefined ? { active: change.active } : {}),
        })
        .where('id', '=', id)
        .returning(STAFF_COLUMNS)
        .executeTakeFirst()
      return row ? toStaff(row) : null
    },

    /**
     * Locks the active admins' rows and counts them, so two admins demoting each other at once
     * cannot both succeed and leave the console without one.
     */
    lockActiveAdmins: async (executor: Db): Promise<string[]> =>
      (
        await executor
          .selectFrom('staff_users')
          .select('id')
          .where('active', '=', true)
          .where(sql<boolean>`'admin' = any(roles)`)
          .forUpdate()
          .execute()
      ).map((row) => row.id),

    /** Starts a session: stores the hash of its id, never the id, and returns the id. */
    createSession: async (
      executor: Db,
      staffId: string,
      now: number,
      origin: SessionOrigin,
    ): Promise<{ token: string; expiresAt: Date }> => {
      const token = newToken()
      const row = sessions.newRow(now, origin)
      await executor
        .insertInto('staff_sessions')
        .values({ ...row, id_hash: hashToken(token), staff_id: staffId })
        .execute()
      await executor
        .updateTable('staff_users')
        .set({ last_sign_in_at: new Date(now) })
        .where('id', '=', staffId)
        .execute()
      return { token, expiresAt: row.expires_at }
    },

    /**
     * The staff member behind a session token, when the session is live (not idle 30 minutes,
     * not past its 12 hours) and the staff member active; marks the session as used.
     */
    sessionStaff: async (
      token: string,
      now: number,
    ): Promise<SessionStaff | null> => {
      const row = await db
        .selectFrom('staff_sessions as session')
        .innerJoin('staff_users as staff', 'staff.id', 'session.staff_id')
        .select([
          'session.id_hash',
          'session.last_seen_at',
          'session.expires_at',
          'staff.id',
          'staff.email',
          'staff.name',
          'staff.roles',
        ])
        .where(sessions.isLive(hashToken(token), now))
        .where('staff.active', '=', true)
        .executeTakeFirst()
      if (!row) return null
      await sessions.touch(db, row, now)
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        roles: knownRoles(row.roles),
        expiresAt: row.expires_at,
      }
    },

    /** Ends a session; returns the staff id it belonged to, if it existed. */
    deleteSession: (executor: Db, token: string): Promise<string | null> =>
      sessions.end(executor, hashToken(token)),

    /** Ends every session of a staff member (deactivated, or roles taken away). */
    deleteSessionsOf: (executor: Db, staffId: string) =>
      sessions.endAllOf(executor, staffId),

    /** Keeps a sign-in in flight, under the hash of the browser's cookie. */
    savePendingSignIn: async (
      token: string,
      pending: PendingSignIn,
      expiresAt: Date,
    ) => {
      await db
        .insertInto('staff_sign_ins')
        .values({
          id_hash: hashToken(token),
          state: pending.state,
          nonce: pending.nonce,
          code_verifier: pending.codeVerifier,
          return_to: pending.returnTo,
          expires_at: expiresAt,
        })
        .execute()
    },

    /** Takes a sign-in in flight (once: it is deleted), if it has not expired. */
    takePendingSignIn: async (
      token: string,
      now: number,
    ): Promise<PendingSignIn | null> => {
      const row = await db
        .deleteFrom('staff_sign_ins')
        .where('id_hash', '=', hashToken(token))
        .returning([
          'state',
          'nonce',
          'code_verifier',
          'return_to',
          'expires_at',
        ])
        .executeTakeFirst()
      if (!row || row.expires_at.getTime() <= now) return null
      return {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        returnTo: row.return_to,
      }
    },

    /** Removes ended sessions and abandoned sign-ins. */
    purgeExpired: async (now: number) => {
      await sessions.purge(db, now)
      await db
        .deleteFrom('staff_sign_ins')
        .where('expires_at', '<=', new Date(now))
        .execute()
    },
  }
}

/** Staff members, sessions and sign-ins in flight. */
export type StaffStore = ReturnType<typeof createStaffStore>
