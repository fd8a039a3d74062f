import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'

/** The database's liveness probe: the only SQL of the health routes. */
export function createHealthStore(db: Db) {
  return {
    /** Resolves when the database answers a trivial query; rejects otherwise. */
    ping: async (): Promise<void> => {
      await sql`select 1`.execute(db)
    },
  }
}

/** The health store. */
export type HealthStore = ReturnType<typeof createHealthStore>
