import { sql } from 'kysely'
import type { Environment } from '@portal/schema/catalogue'
import type { FeatureFlags } from '@portal/schema/site-config'
import type { Db } from '../../db/client.ts'
import { PUBLIC_STATUS_COLUMNS, rowPublicStatus } from './api-public-status.ts'

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

/**
 * The catalogue rows a list of altIDs names, each with its public status. Only found APIs are
 * returned (R-PUBLIC-FOUND): what the server's feature flags switch off (`enabled`, `categories`)
 * is gone from every page, so the forms cannot ask for it either.
 */
export async function findApisByAltId(
  db: Db,
  altIds: string[],
  flags?: FeatureFlags,
  // Being found and the forms' auth types do not depend on the time; the clock is for the rest.
  now: () => number = Date.now,
) {
  const rows = await db
    .selectFrom('apis')
    .select(PUBLIC_STATUS_COLUMNS)
    .where('alt_id', 'in', altIds.length ? altIds : [''])
    .execute()
  return rows
    .map((row) => ({ row, ...rowPublicStatus(row, { now: now(), flags }) }))
    .filter(({ status }) => status.isFound)
}

/** A found API with its catalogue row and public status. */
export type FoundApi = Awaited<ReturnType<typeof findApisByAltId>>[number]
