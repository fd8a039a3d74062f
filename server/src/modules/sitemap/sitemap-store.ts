import type { Db } from '../../db/client.ts'
import { PUBLIC_STATUS_COLUMNS } from '../catalogue/index.ts'

/** Reads what the sitemap needs of the catalogue. */
export function createSitemapStore(db: Db) {
  return {
    /** Every API with the columns its public status is computed from. */
    listApis: () =>
      db.selectFrom('apis').select(PUBLIC_STATUS_COLUMNS).execute(),
  }
}

/** The sitemap store. */
export type SitemapStore = ReturnType<typeof createSitemapStore>
