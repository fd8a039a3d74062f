import type { Db } from '../../db/client.ts'
import { PUBLIC_STATUS_COLUMNS } from '../catalogue/index.ts'

/** Reads what the sitemap needs of the catalogue. */
export function createSitemapStore(db: Db) {
  return {
    /** Every API with the columns its public status is computed from. */
    listApis: () =>
      db.selectFrom('apis').select(PUBLIC_STATUS_COLUMNS).execute(),
    /** The url fragments of the APIs with two documented versions or more: they have a compare page. */
    listComparable: async () =>
      (
        await db
          .selectFrom('doc_versions')
          .select('api_url_fragment')
          .groupBy('api_url_fragment')
          .having((eb) => eb.fn.countAll(), '>=', 2)
          .execute()
      ).map((row) => row.api_url_fragment),
  }
}

/** The sitemap store. */
export type SitemapStore = ReturnType<typeof createSitemapStore>
