import { sql, type Insertable } from 'kysely'
import type { Db } from '../../db/client.ts'
import type { ApisTable } from '../../db/schema.ts'

/**
 * A name as two entries may not share it (R-ENTRY-NAME-UNIQUE): trimmed, runs of white space as
 * one space, lower case. The same expression as migration 021's unique index, so the clash check
 * and the index never disagree; both sides go through SQL so both use the database's idea of space.
 */
const comparableName = (name: string | ReturnType<typeof sql>) =>
  sql<string>`lower(regexp_replace(btrim(${name}), '\s+', ' ', 'g'))`

/** The unique index that keeps names apart (migration 021). */
export const NAME_UNIQUE_INDEX = 'apis_name_unique_idx'

// Sorted here, not in SQL: PGlite and a PostgreSQL server may differ in collation.
const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en')

/** What a version row records. */
export interface NewVersion {
  apiId: string
  version: number
  action: 'seeded' | 'created' | 'edited' | 'reverted'
  revertedTo?: number | null
  staff: { id: string; email: string } | null
  before: unknown
  after: unknown
  /** When; the database's clock unless given (the seeded version takes the row's last change). */
  at?: Date
}

/** The SQL of API entries (R-ENTRY-*): the `apis` rows and their versions (migration 019). */
export function createApiEntryStore(db: Db) {
  return {
    /** Every category, by name: what an entry can be put in. */
    async categories(executor: Db = db) {
      const rows = await executor
        .selectFrom('api_categories')
        .select(['key', 'name', 'url_slug'])
        .execute()
      return rows.sort(byName)
    },

    /** Every API with its category's name and its latest version number, by name. */
    async list() {
      const rows = await db
        .selectFrom('apis')
        .innerJoin('api_categories', 'api_categories.key', 'apis.category_key')
        .select([
          'apis.id',
          'apis.name',
          'apis.url_slug',
          'apis.alt_id',
          'apis.updated_at',
          'api_categories.name as category_name',
          'api_categories.url_slug as category_slug',
          (eb) =>
            eb
              .selectFrom('api_entry_versions')
              .whereRef('api_entry_versions.api_id', '=', 'apis.id')
              .select((inner) => inner.fn.max('version').as('latest'))
              .as('version'),
        ])
        .execute()
      return rows.sort(byName)
    },

    /** One API row with its category's URL slug; locked for the change when in a transaction. */
    async find(executor: Db, id: string, { lock = false } = {}) {
      return executor
        .selectFrom('apis')
        .innerJoin('api_categories', 'api_categories.key', 'apis.category_key')
        .selectAll('apis')
        .select('api_categories.url_slug as category_slug')
        .where('apis.id', '=', id)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst()
    },

    /** Other APIs that already use this slug, alternate id or URL fragment. */
    async clashes(
      executor: Db,
      entry: {
        name: string
        urlSlug: string
        altID: string | null
        urlFragment: string
      },
      exceptId: string | null,
    ) {
      const rows = await executor
        .selectFrom('apis')
        .select(['url_slug', 'alt_id', 'url_fragment'])
        .select((eb) =>
          eb(
            comparableName(sql.ref('name')),
            '=',
            comparableName(entry.name),
          ).as('same_name'),
        )
        .where((eb) =>
          eb.or([
            eb(
              comparableName(sql.ref('name')),
              '=',
              comparableName(entry.name),
            ),
            eb('url_slug', '=', entry.urlSlug),
            eb('url_fragment', '=', entry.urlFragment),
            ...(entry.altID ? [eb('alt_id', '=', entry.altID)] : []),
          ]),
        )
        .$if(exceptId !== null, (query) =>
          query.where('id', '!=', exceptId ?? ''),
        )
        .execute()
      return {
        name: rows.some((row) => row.same_name),
        urlSlug: rows.some((row) => row.url_slug === entry.urlSlug),
        altID: rows.some(
          (row) => entry.altID !== null && row.alt_id === entry.altID,
        ),
        urlFragment: rows.some((row) => row.url_fragment === entry.urlFragment),
      }
    },

    async insertApi(executor: Db, row: Insertable<ApisTable>) {
      return executor
        .insertInto('apis')
        .values(row)
        .returning(['id', 'updated_at'])
        .executeTakeFirstOrThrow()
    },

    async updateApi(executor: Db, id: string, row: Insertable<ApisTable>) {
      await executor
        .updateTable('apis')
        .set({ ...row, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute()
    },

    /** The latest version number of an API, or null before its first change in the console. */
    async latestVersion(executor: Db, apiId: string): Promise<number | null> {
      const row = await executor
        .selectFrom('api_entry_versions')
        .select((eb) => eb.fn.max('version').as('latest'))
        .where('api_id', '=', apiId)
        .executeTakeFirst()
      return row?.latest ?? null
    },

    async insertVersion(executor: Db, version: NewVersion) {
      await executor
        .insertInto('api_entry_versions')
        .values({
          api_id: version.apiId,
          version: version.version,
          action: version.action,
          reverted_to: version.revertedTo ?? null,
          ...(version.at ? { at: version.at } : {}),
          staff_id: version.staff?.id ?? null,
          staff_email: version.staff?.email ?? null,
          before:
            version.before === null ? null : JSON.stringify(version.before),
          after: JSON.stringify(version.after),
        })
        .execute()
    },

    /** One version of an API. */
    async findVersion(executor: Db, apiId: string, version: number) {
      return executor
        .selectFrom('api_entry_versions')
        .select(['version', 'after'])
        .where('api_id', '=', apiId)
        .where('version', '=', version)
        .executeTakeFirst()
    },

    /** An API's versions, newest first, with the staff member's name as it is now. */
    async versions(apiId: string) {
      return db
        .selectFrom('api_entry_versions')
        .leftJoin(
          'staff_users',
          'staff_users.id',
          'api_entry_versions.staff_id',
        )
        .select([
          'api_entry_versions.version',
          'api_entry_versions.action',
          'api_entry_versions.reverted_to',
          'api_entry_versions.at',
          'api_entry_versions.staff_email',
          'staff_users.name as staff_name',
          'api_entry_versions.before',
          'api_entry_versions.after',
        ])
        .where('api_entry_versions.api_id', '=', apiId)
        .orderBy('api_entry_versions.version', 'desc')
        .execute()
    },
  }
}

/** The API entry store. */
export type ApiEntryStore = ReturnType<typeof createApiEntryStore>
