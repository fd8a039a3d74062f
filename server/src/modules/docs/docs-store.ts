import type { Db } from '../../db/client.ts'

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

    getSpec: (urlFragment: string, version: string) =>
      db
        .selectFrom('doc_versions')
        .select(['spec', 'spec_format'])
        .where('api_url_fragment', '=', urlFragment)
        .where('version', '=', version.toLowerCase())
        .executeTakeFirst(),
  }
}

/** The docs store. */
export type DocsStore = ReturnType<typeof createDocsStore>
