import type { Db } from '../../db/client.ts'

/** Reads test-user tables and the consumers their links belong to. */
export function createTestDataStore(db: Db) {
  return {
    apiExists: async (urlSlug: string) =>
      Boolean(
        await db
          .selectFrom('apis')
          .select('id')
          .where('url_slug', '=', urlSlug)
          .executeTakeFirst(),
      ),

    findConsumer: (userId: string) =>
      db
        .selectFrom('consumers')
        .select(['id', 'email', 'test_link_version', 'test_link_expires_at'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    tablesOf: async (urlSlug: string) => {
      const tables = await db
        .selectFrom('test_user_tables')
        .selectAll()
        .where('api_url_slug', '=', urlSlug)
        .orderBy('position')
        .execute()
      if (tables.length === 0) return []
      const rows = await db
        .selectFrom('test_user_rows')
        .select(['table_id', 'data', 'credentials'])
        .where(
          'table_id',
          'in',
          tables.map((table) => table.id),
        )
        .orderBy('table_id')
        .orderBy('position')
        .execute()
      return tables.map((table) => ({
        ...table,
        rows: rows.filter((row) => row.table_id === table.id),
      }))
    },
  }
}

/** The test-data store. */
export type TestDataStore = ReturnType<typeof createTestDataStore>
