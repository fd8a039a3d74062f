import type { ExpressionBuilder } from 'kysely'
import type { Db } from './client.ts'

/**
 * The session tables, one per kind of signed-in user (console staff, developer accounts): the same
 * columns but the owner's, which this names. Account sessions also keep proven_at, which the
 * accounts module writes and reads itself.
 */
const OWNER_COLUMN = {
  staff_sessions: 'staff_id',
  account_sessions: 'account_id',
} as const

type SessionTable = keyof typeof OWNER_COLUMN

/** How long a session lives unused, and at most. */
interface SessionLimits {
  idleMs: number
  absoluteMs: number
}

/** Where a session was made from. */
export interface SessionOrigin {
  ip: string
  userAgent: string
}

/** A session's last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000

/** The columns every session table has, as a lookup names them with the alias `session`. */
interface SessionTimes {
  id_hash: string
  expires_at: Date
  last_seen_at: Date
}

/**
 * The SQL of one session table: rows stored under the hash of their token, live until idle for
 * `idleMs` or older than `absoluteMs`, on every instance alike since only the rows hold them. The
 * owner's own rules (active staff, an account not deleted) stay in the owner's store, which joins
 * its table to the session in the same query.
 */
export function createSessionStore(table: SessionTable, limits: SessionLimits) {
  const owner = OWNER_COLUMN[table]
  return {
    /** A new session's times and origin: the row's columns besides the hash and the owner. */
    newRow: (now: number, origin: SessionOrigin) => ({
      created_at: new Date(now),
      last_seen_at: new Date(now),
      expires_at: new Date(now + limits.absoluteMs),
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 500),
    }),

    /** The condition of a live session with this hash, for a lookup that aliases the table `session`. */
    isLive:
      (idHash: string, now: number) =>
      (eb: ExpressionBuilder<{ session: SessionTimes }, 'session'>) =>
        eb.and([
          eb('session.id_hash', '=', idHash),
          eb('session.expires_at', '>', new Date(now)),
          eb('session.last_seen_at', '>', new Date(now - limits.idleMs)),
        ]),

    /** Marks a live session as used, at most once a minute. */
    touch: async (
      executor: Db,
      session: { id_hash: string; last_seen_at: Date },
      now: number,
    ) => {
      if (now - session.last_seen_at.getTime() < TOUCH_EVERY_MS) return
      await executor
        .updateTable(table)
        .set({ last_seen_at: new Date(now) })
        .where('id_hash', '=', session.id_hash)
        .execute()
    },

    /** Ends one session; the id of its owner, if it existed. */
    end: async (executor: Db, idHash: string): Promise<string | null> => {
      const row = await executor
        .deleteFrom(table)
        .where('id_hash', '=', idHash)
        .returning(`${owner} as owner_id`)
        .executeTakeFirst()
      return row?.owner_id ?? null
    },

    /** Ends every session of one owner at once, on every instance. */
    endAllOf: async (executor: Db, ownerId: string) => {
      await executor.deleteFrom(table).where(owner, '=', ownerId).execute()
    },

    /** Removes the sessions that ended, by either limit. */
    purge: async (executor: Db, now: number) => {
      await executor
        .deleteFrom(table)
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', new Date(now)),
            eb('last_seen_at', '<=', new Date(now - limits.idleMs)),
          ]),
        )
        .execute()
    },
  }
}
