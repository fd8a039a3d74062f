import type { RedirectCatalogue } from '@portal/schema/legacy-redirects'
import type { Db } from '../../db/client.ts'

/** Reads what the legacy redirects look up: each API's and each category's slug. */
export function createLegacyRedirectStore(db: Db) {
  return {
    async loadCatalogue(): Promise<RedirectCatalogue> {
      const [apis, categories] = await Promise.all([
        db.selectFrom('apis').select(['url_fragment', 'url_slug']).execute(),
        db.selectFrom('api_categories').select(['key', 'url_slug']).execute(),
      ])
      return {
        slugByFragment: Object.fromEntries(
          apis.map((api) => [api.url_fragment, api.url_slug]),
        ),
        categorySlugByKey: Object.fromEntries(
          categories.map((category) => [category.key, category.url_slug]),
        ),
      }
    },
  }
}

/** The legacy redirect store. */
export type LegacyRedirectStore = ReturnType<typeof createLegacyRedirectStore>
