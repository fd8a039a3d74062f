import type { Db } from '../../db/client.ts'

/** How many outbox emails are in each state. */
export interface OutboxCounts {
  pending: number
  sent: number
  failed: number
}

/** What the metrics read from the database at scrape time. */
export function createMetricsStore(db: Db) {
  return {
    /** Emails per outbox state; a state with no rows counts 0. */
    outboxCounts: async (): Promise<OutboxCounts> => {
      const rows = await db
        .selectFrom('email_outbox')
        .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('status')
        .execute()
      const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 }
      for (const row of rows) counts[row.status] = Number(row.count)
      return counts
    },
  }
}

/** The metrics store. */
export type MetricsStore = ReturnType<typeof createMetricsStore>
