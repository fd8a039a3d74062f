import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'

/**
 * The readiness probe's own limit, shorter than a request's (R-OPS-DB-FREEZE): a balancer should
 * take an instance whose database stopped answering out of rotation within 2 s.
 */
export const PROBE_TIMEOUT_MS = 1_500

/** The database's liveness probe: the only SQL of the health routes. */
export function createHealthStore(db: Db, timeoutMs = PROBE_TIMEOUT_MS) {
  return {
    /** Resolves when the database answers a trivial query within the limit; rejects otherwise. */
    ping: async (): Promise<void> => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${timeoutMs} ms`)),
          timeoutMs,
        )
      })
      const query = sql`select 1`.execute(db)
      // The query is left to its own timeouts when it loses the race; its failure is not news.
      query.catch(() => undefined)
      try {
        await Promise.race([query, late])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

/** The health store. */
export type HealthStore = ReturnType<typeof createHealthStore>
