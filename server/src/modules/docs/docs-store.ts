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

    /** A version's document, and the API's Authorization Code auth path when it has that grant. */
    getSpec: async (urlFragment: string, version: string) => {
      const row = await db
        .selectFrom('doc_versions')
        .leftJoin('apis', 'apis.url_fragment', 'doc_versions.api_url_fragment')
        .select([
          'doc_versions.spec',
          'doc_versions.spec_format',
          'apis.details',
        ])
        .where('doc_versions.api_url_fragment', '=', urlFragment)
        .where('doc_versions.version', '=', version.toLowerCase())
        .executeTakeFirst()
      if (!row) return undefined
      const details = row.details as {
        oAuthTypes?: string[] | null
        oAuthInfo?: { acgInfo?: { baseAuthPath?: string } } | null
      } | null
      const acg = details?.oAuthTypes?.includes('AuthorizationCodeGrant')
        ? (details.oAuthInfo?.acgInfo?.baseAuthPath ?? '/oauth2')
        : null
      return {
        spec: row.spec,
        spec_format: row.spec_format,
        acgBaseAuthPath: acg,
      }
    },
  }
}

/** The docs store. */
export type DocsStore = ReturnType<typeof createDocsStore>
