import type { Db } from '../../db/client.ts'

/** Where the console's table sits among an API's test-user tables: after every seeded one. */
const CONSOLE_TABLE_POSITION = 1000

/** A stored test-user row: its cells and its credentials per identity provider. */
export interface TestUserRowData {
  id: string
  position: number
  data: Record<string, unknown>
  credentials: Record<string, unknown> | null
}

/** What a version row records. */
export interface NewTestUserVersion {
  apiId: string
  version: number
  action: 'added' | 'changed' | 'removed'
  staff: { id: string; email: string }
  before: unknown
  after: unknown
}

/**
 * The SQL of the console's test users (R-TEST-USERS-*): the API's `test_user_tables` row marked
 * `managed_in_console`, its `test_user_rows`, and `test_user_versions` (migration 023).
 */
export function createTestUserStore(db: Db) {
  return {
    /** The API, locked for the change when asked (one change of its test users at a time). */
    findApi: (executor: Db, id: string, { lock = false } = {}) =>
      executor
        .selectFrom('apis')
        .select(['id', 'name', 'url_slug', 'details'])
        .where('id', '=', id)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst(),

    /** The API's console table, or undefined before its first test user. */
    consoleTable: (executor: Db, urlSlug: string) =>
      executor
        .selectFrom('test_user_tables')
        .select(['id', 'columns'])
        .where('api_url_slug', '=', urlSlug)
        .where('managed_in_console', '=', true)
        .executeTakeFirst(),

    /** The rows of one table, in order. */
    async rowsOf(executor: Db, tableId: string): Promise<TestUserRowData[]> {
      const rows = await executor
        .selectFrom('test_user_rows')
        .select(['id', 'position', 'data', 'credentials'])
        .where('table_id', '=', tableId)
        .orderBy('position')
        .execute()
      return rows.map((row) => ({
        id: String(row.id),
        position: row.position,
        data: row.data,
        credentials: row.credentials,
      }))
    },

    /** The sign-in user names of every test user of the API, seeded or not, with their row id. */
    async userNames(executor: Db, urlSlug: string) {
      const rows = await executor
        .selectFrom('test_user_rows as row')
        .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
        .select(['row.id', 'row.credentials'])
        .where('table.api_url_slug', '=', urlSlug)
        .where('row.credentials', 'is not', null)
        .execute()
      return rows.flatMap((row) => {
        const credentials = row.credentials as Record<
          string,
          { username?: unknown } | undefined
        >
        return Object.values(credentials).flatMap((credential) =>
          typeof credential?.username === 'string'
            ? [{ rowId: String(row.id), username: credential.username }]
            : [],
        )
      })
    },

    async insertTable(executor: Db, urlSlug: string, columns: string[]) {
      const { id } = await executor
        .insertInto('test_user_tables')
        .values({
          api_url_slug: urlSlug,
          position: CONSOLE_TABLE_POSITION,
          name: 'Test users',
          description: '',
          with_credentials: true,
          columns,
          managed_in_console: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },

    setColumns: async (executor: Db, tableId: string, columns: string[]) => {
      await executor
        .updateTable('test_user_tables')
        .set({ columns })
        .where('id', '=', tableId)
        .execute()
    },

    deleteTable: async (executor: Db, tableId: string) => {
      await executor
        .deleteFrom('test_user_tables')
        .where('id', '=', tableId)
        .execute()
    },

    async insertRow(
      executor: Db,
      row: Omit<TestUserRowData, 'id'> & { tableId: string },
    ) {
      const { id } = await executor
        .insertInto('test_user_rows')
        .values({
          table_id: row.tableId,
          position: row.position,
          data: JSON.stringify(row.data),
          credentials: JSON.stringify(row.credentials),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return String(id)
    },

    updateRow: async (
      executor: Db,
      id: string,
      row: Pick<TestUserRowData, 'data' | 'credentials'>,
    ) => {
      await executor
        .updateTable('test_user_rows')
        .set({
          data: JSON.stringify(row.data),
          credentials: JSON.stringify(row.credentials),
        })
        .where('id', '=', id)
        .execute()
    },

    deleteRow: async (executor: Db, id: string) => {
      await executor.deleteFrom('test_user_rows').where('id', '=', id).execute()
    },

    async latestVersion(executor: Db, apiId: string): Promise<number | null> {
      const row = await executor
        .selectFrom('test_user_versions')
        .select((eb) => eb.fn.max('version').as('latest'))
        .where('api_id', '=', apiId)
        .executeTakeFirst()
      return row?.latest ?? null
    },

    insertVersion: async (executor: Db, version: NewTestUserVersion) => {
      await executor
        .insertInto('test_user_versions')
        .values({
          api_id: version.apiId,
          version: version.version,
          action: version.action,
          staff_id: version.staff.id,
          staff_email: version.staff.email,
          before: JSON.stringify(version.before),
          after: JSON.stringify(version.after),
        })
        .execute()
    },

    /** Every version of the API's test users, newest first. */
    versions: (apiId: string) =>
      db
        .selectFrom('test_user_versions')
        .select(['version', 'action', 'at', 'staff_email', 'before', 'after'])
        .where('api_id', '=', apiId)
        .orderBy('version', 'desc')
        .execute(),
  }
}

/** The console test-user store. */
export type TestUserStore = ReturnType<typeof createTestUserStore>
