import type { Insertable } from 'kysely'
import type { Db } from '../client.ts'
import type { ApiCategoriesTable, ApiDetails, ApisTable } from '../schema.ts'
import { toIsoDate } from './seed-dates.ts'

// The seed file lacks a description for these; the catalogue contract requires one.
const MISSING_DESCRIPTIONS: Record<string, string> = {
  pgd: 'Use to submit and read patient-generated health data, such as questionnaires and observations, in FHIR format.',
}

/** One API as the seed file has it: the public entry plus the server-only `_lpb` object. */
interface SeedApi extends Omit<ApiDetails, 'deactivationInfo'> {
  altID: string | null
  name: string
  description: string | null
  urlSlug: string
  urlFragment: string
  enabledByDefault: boolean
  openData: boolean
  isStealthLaunched: boolean
  deactivationInfo?: Record<string, string>
  _lpb: {
    kongAcl: string | null
    authServerAccessKey: string | null
    environments: string[]
  }
}

/** The seed file: the legacy response keyed by category key. */
export type SeedCatalogue = Record<
  string,
  {
    name: string
    properName: string
    urlSlug: string
    content: Record<string, unknown>
    apis: SeedApi[]
  }
>

// The spec names these APIs by newer slugs (home page, notices, guides).
const RENAMED_SLUGS: Record<string, string> = {
  facilities: 'va-facilities',
  fhir: 'patient-health',
  claims: 'benefits-claims',
  benefits: 'benefits-intake',
}

function toApiRow(
  categoryKey: string,
  api: SeedApi,
  apiPrefix: string,
): Insertable<ApisTable> {
  const {
    altID,
    name,
    description,
    urlSlug,
    urlFragment,
    enabledByDefault,
    openData,
    isStealthLaunched,
    _lpb,
    ...rest
  } = api
  const details: ApiDetails = {
    ...rest,
    // Docs metadata is served by this backend, so the docs work offline.
    docSources: [
      { metadataUrl: `${apiPrefix}/v0/docs/${urlFragment}/metadata.json` },
    ],
  }
  if (api.deactivationInfo) {
    const info = api.deactivationInfo
    details.deactivationInfo = {
      ...info,
      deprecationDate: toIsoDate(info.deprecationDate ?? ''),
      deactivationDate: toIsoDate(info.deactivationDate ?? ''),
    }
  }
  return {
    url_slug: RENAMED_SLUGS[urlSlug] ?? urlSlug,
    alt_id: altID,
    url_fragment: urlFragment,
    name,
    description: description ?? MISSING_DESCRIPTIONS[urlSlug] ?? '',
    category_key: categoryKey,
    enabled_by_default: enabledByDefault,
    open_data: openData,
    is_stealth_launched: isStealthLaunched,
    details: JSON.stringify(details),
    gateway_acl: _lpb.kongAcl,
    auth_server_key: _lpb.authServerAccessKey,
    environments: _lpb.environments,
  }
}

/** Upserts every category and API of the seed file in one transaction; safe to run again. */
export async function seedCatalogue(
  db: Db,
  catalogue: SeedCatalogue,
  apiPrefix: string,
): Promise<number> {
  const categories = Object.entries(catalogue)
  const categoryRows: Insertable<ApiCategoriesTable>[] = categories.map(
    ([key, category]) => ({
      key,
      name: category.name,
      proper_name: category.properName,
      url_slug: category.urlSlug,
      content: JSON.stringify(category.content),
    }),
  )
  const apiRows = categories.flatMap(([key, category]) =>
    category.apis.map((api) => toApiRow(key, api, apiPrefix)),
  )
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_categories')
      .values(categoryRows)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          proper_name: eb.ref('excluded.proper_name'),
          url_slug: eb.ref('excluded.url_slug'),
          content: eb.ref('excluded.content'),
          updated_at: new Date(),
        })),
      )
      .execute()
    await trx
      .insertInto('apis')
      .values(apiRows)
      .onConflict((oc) =>
        oc.column('url_slug').doUpdateSet((eb) => ({
          alt_id: eb.ref('excluded.alt_id'),
          url_fragment: eb.ref('excluded.url_fragment'),
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          category_key: eb.ref('excluded.category_key'),
          enabled_by_default: eb.ref('excluded.enabled_by_default'),
          open_data: eb.ref('excluded.open_data'),
          is_stealth_launched: eb.ref('excluded.is_stealth_launched'),
          details: eb.ref('excluded.details'),
          gateway_acl: eb.ref('excluded.gateway_acl'),
          auth_server_key: eb.ref('excluded.auth_server_key'),
          environments: eb.ref('excluded.environments'),
          updated_at: new Date(),
        })),
      )
      .execute()
  })
  return apiRows.length
}
