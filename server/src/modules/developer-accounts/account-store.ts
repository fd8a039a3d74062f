import { sql } from 'kysely'
import {
  ACCOUNT_SESSION_LIMITS,
  type AccountProfile,
  type TeamRole,
} from '@portal/schema/developer-accounts'
import type { Db } from '../../db/client.ts'
import {
  createSessionStore,
  type SessionOrigin,
} from '../../db/session-store.ts'
import { hashToken, newToken } from './account-token.ts'

export type { SessionOrigin }

/** An account as the module's code sees it. */
export interface AccountRow {
  id: string
  email: string
  emailLower: string
  firstName: string
  lastName: string
  organization: string
  createdAt: Date
}

/** The account behind a live session. */
export interface SessionAccount {
  id: string
  email: string
  /** The session's stored hash: names the session without its token. */
  sessionId: string
  expiresAt: Date
  provenAt: Date
}

/** A new account's own team, named after its address, with the account as its owner. */
async function addOwnTeam(executor: Db, accountId: string, email: string) {
  const team = await executor
    .insertInto('developer_teams')
    .values({ name: email })
    .returning('id')
    .executeTakeFirstOrThrow()
  await executor
    .insertInto('team_members')
    .values({ team_id: team.id, account_id: accountId, role: 'owner' })
    .execute()
}

// The session SQL is the one the console's sessions use too; this store adds proofs and owners.
const sessions = createSessionStore('account_sessions', ACCOUNT_SESSION_LIMITS)

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'email_lower',
  'first_name',
  'last_name',
  'organization',
  'created_at',
] as const

function toAccount(row: {
  id: string
  email: string
  email_lower: string
  first_name: string
  last_name: string
  organization: string
  created_at: Date
}): AccountRow {
  return {
    id: row.id,
    email: row.email,
    emailLower: row.email_lower,
    firstName: row.first_name,
    lastName: row.last_name,
    organization: row.organization,
    createdAt: row.created_at,
  }
}

/** The role of an account in a team, or null when it is not a member (R-ACCOUNT-TEAM). */
export async function teamRoleOf(
  executor: Db,
  accountId: string,
  teamId: string,
): Promise<TeamRole | null> {
  const row = await executor
    .selectFrom('team_members')
    .innerJoin(
      'developer_accounts',
      'developer_accounts.id',
      'team_members.account_id',
    )
    .select('team_members.role')
    .where('team_members.account_id', '=', accountId)
    .where('team_members.team_id', '=', teamId)
    .where('developer_accounts.deleted_at', 'is', null)
    .executeTakeFirst()
  return row?.role ?? null
}

/** The teams of an account, each with its role, oldest membership first. */
export async function teamsOf(
  executor: Db,
  accountId: string,
): Promise<{ id: string; name: string; role: TeamRole }[]> {
  return executor
    .selectFrom('team_members')
    .innerJoin('developer_teams', 'developer_teams.id', 'team_members.team_id')
    .select(['developer_teams.id', 'developer_teams.name', 'team_members.role'])
    .where('team_members.account_id', '=', accountId)
    .orderBy('team_members.created_at')
    .orderBy('developer_teams.id')
    .execute()
}

/** Ends every session of an account at once, on every instance (removal, deletion, sign-out everywhere). */
export async function endSessionsOf(
  executor: Db,
  accountId: string,
): Promise<void> {
  await sessions.endAllOf(executor, accountId)
}

/** Accounts, their teams and sessions (issue 37). */
export function createAccountStore(db: Db) {
  return {
    db,

    findById: async (executor: Db, id: string): Promise<AccountRow | null> => {
      const row = await executor
        .selectFrom('developer_accounts')
        .select(ACCOUNT_COLUMNS)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return row ? toAccount(row) : null
    },

    findByEmail: async (
      executor: Db,
      email: string,
    ): Promise<AccountRow | null> => {
      const row = await executor
        .selectFrom('developer_accounts')
        .select(ACCOUNT_COLUMNS)
        .where('email_lower', '=', email.toLowerCase())
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return row ? toAccount(row) : null
    },

    /**
     * The account of a proven address, made on its first proof with its own team (itself the
     * owner). Two first proofs at once make one account: the unique email_lower decides.
     */
    ensureAccount: async (
      executor: Db,
      email: string,
    ): Promise<{ account: AccountRow; created: boolean }> => {
      const inserted = await executor
        .insertInto('developer_accounts')
        .values({ email, email_lower: email.toLowerCase() })
        .onConflict((oc) => oc.column('email_lower').doNothing())
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirst()
      if (inserted) {
        await addOwnTeam(executor, inserted.id, email)
        return { account: toAccount(inserted), created: true }
      }
      const existing = await executor
        .selectFrom('developer_accounts')
        .select([...ACCOUNT_COLUMNS, 'deleted_at'])
        .where('email_lower', '=', email.toLowerCase())
        .executeTakeFirstOrThrow()
      if (existing.deleted_at) {
        // A deleted account's address proven again starts afresh: the tombstone is reused,
        // its old teams are gone (deletion removes its memberships).
        const revived = await executor
          .updateTable('developer_accounts')
          .set({
            deleted_at: null,
            email,
            first_name: '',
            last_name: '',
            organization: '',
          })
          .where('id', '=', existing.id)
          .returning(ACCOUNT_COLUMNS)
          .executeTakeFirstOrThrow()
        await addOwnTeam(executor, revived.id, email)
        return { account: toAccount(revived), created: true }
      }
      return { account: toAccount(existing), created: false }
    },

    updateProfile: async (
      executor: Db,
      id: string,
      profile: AccountProfile,
    ): Promise<AccountRow | null> => {
      const row = await executor
        .updateTable('developer_accounts')
        .set({
          first_name: profile.firstName,
          last_name: profile.lastName,
          organization: profile.organization,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirst()
      return row ? toAccount(row) : null
    },

    /** The teams of an account, each with its role, oldest membership first. */
    teamsOf,

    /** Starts a session: stores the hash of its token, never the token, and returns the token. */
    createSession: async (
      executor: Db,
      accountId: string,
      now: number,
      origin: SessionOrigin,
    ): Promise<{ token: string; expiresAt: Date }> => {
      const token = newToken()
      const row = sessions.newRow(now, origin)
      await executor
        .insertInto('account_sessions')
        .values({
          ...row,
          id_hash: hashToken(token),
          account_id: accountId,
          proven_at: new Date(now),
        })
        .execute()
      return { token, expiresAt: row.expires_at }
    },

    /**
     * The account behind a session token when the session is live (not idle 30 minutes, not past
     * its 12 hours) and the account not deleted; marks the session as used.
     */
    sessionAccount: async (
      token: string,
      now: number,
    ): Promise<SessionAccount | null> => {
      const row = await db
        .selectFrom('account_sessions as session')
        .innerJoin(
          'developer_accounts as account',
          'account.id',
          'session.account_id',
        )
        .select([
          'session.id_hash',
          'session.last_seen_at',
          'session.expires_at',
          'session.proven_at',
          'account.id',
          'account.email',
        ])
        .where(sessions.isLive(hashToken(token), now))
        .where('account.deleted_at', 'is', null)
        .executeTakeFirst()
      if (!row) return null
      await sessions.touch(db, row, now)
      return {
        id: row.id,
        email: row.email,
        sessionId: row.id_hash,
        expiresAt: row.expires_at,
        provenAt: row.proven_at,
      }
    },

    /** Records a new proof (a passkey assertion) on a session: sensitive actions open again. */
    markProven: async (sessionId: string, now: number) => {
      await db
        .updateTable('account_sessions')
        .set({ proven_at: new Date(now), last_seen_at: new Date(now) })
        .where('id_hash', '=', sessionId)
        .execute()
    },

    /** Sets a session's last proof (the test kit makes it stale with this). */
    setProvenAt: async (token: string, provenAt: Date) => {
      await db
        .updateTable('account_sessions')
        .set({ proven_at: provenAt })
        .where('id_hash', '=', hashToken(token))
        .execute()
    },

    /** Ends one session by its token. */
    deleteSession: async (token: string) => {
      await sessions.end(db, hashToken(token))
    },

    /** Removes ended sessions, dead proofs and challenges (hourly, any instance). */
    purgeExpired: async (now: number) => {
      await sessions.purge(db, now)
      await db
        .deleteFrom('account_email_proofs')
        .where('expires_at', '<=', new Date(now - 24 * 3600_000))
        .execute()
      await db
        .deleteFrom('account_passkey_challenges')
        .where('expires_at', '<=', new Date(now))
        .execute()
    },

    /** Whether the account has at least one passkey. */
    hasPasskey: async (accountId: string): Promise<boolean> =>
      Boolean(
        await db
          .selectFrom('account_passkeys')
          .select(sql<number>`1`.as('one'))
          .where('account_id', '=', accountId)
          .executeTakeFirst(),
      ),
  }
}

/** Accounts, teams and sessions. */
export type AccountStore = ReturnType<typeof createAccountStore>
