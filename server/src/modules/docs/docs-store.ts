import type { Db } from '../../db/client.ts'
import {
  PUBLIC_STATUS_COLUMNS,
  type PublicStatusRow,
} from '../catalogue/index.ts'

/** Reads documented versions and their OpenAPI documents. */
export function createDocsStore(db: Db) {
  return {
    listVersions: (urlFragment: string) =>
      db
        .selectFrom('doc_versions')
        .select(['version', 'status', 'label', 'internal_only', 'spec_format'])
        .where('api_url_fragment', '=', urlFragment)
        .orderBy('sort_order')
        .execute(),

    /**
     * A version's document, whether it is the current one, and its API's catalogue row (null when
     * the catalogue has none).
     */
    getSpec: async (urlFragment: string, version: string) => {
      const row = await db
        .selectFrom('doc_versions')
        .select(['spec', 'spec_format', 'status'])
        .where('api_url_fragment', '=', urlFragment)
        .where('version', '=', version.toLowerCase())
        .executeTakeFirst()
      if (!row) return undefined
      const api: PublicStatusRow | undefined = await db
        .selectFrom('apis')
        .select(PUBLIC_STATUS_COLUMNS)
        .where('url_fragment', '=', urlFragment)
        .executeTakeFirst()
      return {
        spec: row.spec,
        spec_format: row.spec_format,
        isCurrent: row.status === 'Current Version',
        api: api ?? null,
      }
    },
  }
}

/** The docs store. */
export type DocsStore = ReturnType<typeof createDocsStore>
