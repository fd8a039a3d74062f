import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'

/** Waits before the next try, after each failed try; after the last one the row is `failed`. */
const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  12 * 3_600_000,
]
// A claimed row is hidden from other workers this long, in case this one dies mid-send.
const CLAIM_MS = 5 * 60_000

/** The outbox: rows written with the request that caused them, sent later by the worker. */
export function createOutboxStore(db: Db) {
  return {
    /** Claims up to `limit` due rows in one short transaction (no sending inside it). */
    claimDue: (now: Date, limit = 10) =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('email_outbox')
          .select(['id', 'template', 'recipient', 'payload', 'attempts'])
          .where('status', '=', 'pending')
          // The database's clock too: a row committed this very millisecond carries
          // microseconds that a JavaScript Date, read just after, may fall short of.
          .where(
            'next_attempt_at',
            '<=',
            sql<Date>`greatest(${now}, clock_timestamp())`,
          )
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute()
        if (rows.length > 0) {
          await trx
            .updateTable('email_outbox')
            .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS) })
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute()
        }
        return rows
      }),

    markSent: (id: string, now: Date) =>
      db
        .updateTable('email_outbox')
        .set({
          status: 'sent',
          sent_at: now,
          attempts: sql`attempts + 1`,
          last_error: null,
        })
        .where('id', '=', id)
        .execute(),

    /**
     * Makes claimed rows due again at once (a worker that must exit before sending them), so any
     * instance's worker sends them now rather than when the claim runs out; returns how many.
     */
    releaseClaims: async (ids: string[], now: Date) => {
      if (ids.length === 0) return 0
      const result = await db
        .updateTable('email_outbox')
        .set({ next_attempt_at: now })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    /** Deletes sent rows older than `before` (R-OPS-OUTBOX-PURGE); returns how many. */
    purgeSent: async (before: Date) => {
      const result = await db
        .deleteFrom('email_outbox')
        .where('status', '=', 'sent')
        .where('sent_at', '<', before)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    markFailed: (id: string, attempts: number, error: string, now: Date) => {
      const delay = RETRY_DELAYS_MS[attempts]
      return db
        .updateTable('email_outbox')
        .set({
          attempts: attempts + 1,
          last_error: error.slice(0, 500),
          ...(delay === undefined
            ? { status: 'failed' as const }
            : { next_attempt_at: new Date(now.getTime() + delay) }),
        })
        .where('id', '=', id)
        .execute()
    },
  }
}

/** The outbox store. */
export type OutboxStore = ReturnType<typeof createOutboxStore>
