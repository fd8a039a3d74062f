import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'

/** Reads the news items. */
export function createNewsStore(db: Db) {
  return {
    /** Every item, newest first (ties by id), its date as `YYYY-MM-DD`. */
    listItems: () =>
      db
        .selectFrom('news_items')
        .select([
          'section',
          'title',
          'url',
          'source',
          sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('date'),
        ])
        .orderBy('published_on', 'desc')
        .orderBy('id')
        .execute(),
  }
}

/** The news store. */
export type NewsStore = ReturnType<typeof createNewsStore>
