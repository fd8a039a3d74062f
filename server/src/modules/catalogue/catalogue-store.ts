import { sql } from 'kysely'
import type { Environment } from '@portal/schema/catalogue'
import type { Db } from '../../db/client.ts'

// Sorted here, not in SQL: PGlite and a PostgreSQL server may differ in collation.
const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en')

/** Reads the catalogue in the legacy shape: categories keyed by key, ordered by name, APIs by name. */
export function createCatalogueStore(db: Db) {
  return {
    async getCatalogue(
      environment: Environment,
    ): Promise<Record<string, unknown>> {
      const [categories, apis] = await Promise.all([
        db.selectFrom('api_categories').selectAll().execute(),
        db
          .selectFrom('apis')
          .selectAll()
          .$if(environment === 'production', (query) =>
            query.where(sql<boolean>`${'production'} = any(environments)`),
          )
          .execute(),
      ])
      categories.sort(byName)
      apis.sort(byName)
      const catalogue: Record<string, unknown> = {}
      for (const category of categories) {
        catalogue[category.key] = {
          name: category.name,
          properName: category.proper_name,
          urlSlug: category.url_slug,
          content: category.content,
          apis: apis
            .filter((api) => api.category_key === category.key)
            .map((api) => ({
              ...api.details,
              altID: api.alt_id,
              name: api.name,
              description: api.description,
              urlSlug: api.url_slug,
              urlFragment: api.url_fragment,
              enabledByDefault: api.enabled_by_default,
              openData: api.open_data,
              isStealthLaunched: api.is_stealth_launched,
              // An API is used with a key when the gateway has an ACL for it.
              apikey: api.gateway_acl !== null,
            })),
        }
      }
      return catalogue
    },
  }
}

/** The catalogue store. */
export type CatalogueStore = ReturnType<typeof createCatalogueStore>
