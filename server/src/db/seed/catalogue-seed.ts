import type { Insertable } from 'kysely'
import type { Db } from '../client.ts'
import type { ApiCategoriesTable, ApiDetails, ApisTable } from '../schema.ts'
import {
  API_ATTESTATION_SLUGS,
  API_INTROS,
  DEPRECATIONS,
  ETHICS_ATTESTATION_SLUGS,
  MISSING_DESCRIPTIONS,
  MISSING_GATEWAY_ACLS,
  RENAMED_SLUGS,
  CATEGORY_OVERRIDES,
  MERGED_CATEGORIES,
} from './catalogue-seed-choices.ts'
import { toIsoDate } from './seed-dates.ts'

/** One API as the seed files have it: the public entry plus the server-only `_lpb` object. */
interface SeedApi {
  altID: string | null
  name: string
  description: string | null
  urlSlug: string
  urlFragment: string
  enabledByDefault: boolean
  openData: boolean
  isStealthLaunched: boolean
  oAuth: boolean
  oAuthTypes: string[] | null
  oAuthInfo: unknown
  releaseNotes: string
  overviewPageContent?: string
  veteranRedirect: unknown
  deactivationInfo?: Record<string, string>
  lastProdAccessStep: number
  vaInternalOnly?: string
  blockSandboxForm: boolean
  restrictedAccessToggle: boolean
  restrictedAccessDetails: string
  _lpb: {
    kongAcl: string | null
    authServerAccessKey: string | null
    environments: string[]
  }
}

/** The catalogue seed file: the legacy response keyed by category key. */
type SeedCatalogue = Record<
  string,
  {
    name: string
    properName: string
    urlSlug: string
    content: Record<string, unknown>
    apis: SeedApi[]
  }
>

/** Every seed source of the catalogue. */
export interface CatalogueSeedSources {
  catalogue: SeedCatalogue
  /** Newer APIs, by category key, without overview content. */
  additionalApis: Record<string, SeedApi[]>
  /** Overview markdown by API name. */
  overviewContent: Record<string, string>
}

function restrictedAccessOf(api: SeedApi): ApiDetails['restrictedAccess'] {
  const strictlyInternal = api.vaInternalOnly === 'StrictlyInternal'
  const hasBothGrants =
    api.oAuthTypes?.includes('AuthorizationCodeGrant') &&
    api.oAuthTypes.includes('ClientCredentialsGrant')
  return {
    restricted: Boolean(api.vaInternalOnly) || api.restrictedAccessToggle,
    blockSandboxAccessForm: strictlyInternal || api.blockSandboxForm,
    blockProdAccessForm: strictlyInternal,
    // The spec: CCG paired with ACG is always restricted access.
    versions: hasBothGrants
      ? [
          {
            authType: 'ccg',
            blockSandboxAccessForm: false,
            blockProdAccessForm: true,
          },
        ]
      : [],
  }
}

function deactivationInfoOf(
  api: SeedApi,
  slug: string,
): Record<string, string> | undefined {
  const info = DEPRECATIONS[slug] ?? api.deactivationInfo
  if (!info) return undefined
  return {
    ...info,
    deprecationDate: toIsoDate(info.deprecationDate ?? ''),
    deactivationDate: toIsoDate(info.deactivationDate ?? ''),
  }
}

function toApiRow(
  categoryKey: string,
  api: SeedApi,
  sources: CatalogueSeedSources,
  apiPrefix: string,
) {
  const slug = RENAMED_SLUGS[api.urlSlug] ?? api.urlSlug
  const restrictedAccess = restrictedAccessOf(api)
  const deactivationInfo = deactivationInfoOf(api, slug)
  const apiIntro = API_INTROS[slug]
  const details: ApiDetails = {
    oAuth: api.oAuth,
    oAuthTypes: api.oAuthTypes,
    oAuthInfo: api.oAuthInfo,
    // Docs metadata is served by this backend, so the docs work offline.
    docSources: [
      {
        metadataUrl: `${apiPrefix}/v0/docs/${api.urlFragment}/metadata.json`,
        ...(apiIntro ? { apiIntro } : {}),
      },
    ],
    releaseNotes: api.releaseNotes,
    overviewPageContent:
      api.overviewPageContent ?? sources.overviewContent[api.name] ?? '',
    veteranRedirect: api.veteranRedirect,
    ...(deactivationInfo ? { deactivationInfo } : {}),
    lastProdAccessStep: api.lastProdAccessStep,
    ...(api.vaInternalOnly ? { vaInternalOnly: api.vaInternalOnly } : {}),
    blockSandboxForm: restrictedAccess.blockSandboxAccessForm,
    restrictedAccessToggle: api.restrictedAccessToggle,
    restrictedAccessDetails: api.restrictedAccessDetails,
    restrictedAccess,
    requiresApiAttestation: API_ATTESTATION_SLUGS.has(slug),
    requiresEthicsAttestation: ETHICS_ATTESTATION_SLUGS.has(slug),
  }
  return {
    url_slug: slug,
    alt_id: api.altID,
    url_fragment: api.urlFragment,
    name: api.name,
    description: api.description ?? MISSING_DESCRIPTIONS[api.urlSlug] ?? '',
    category_key: categoryKey,
    enabled_by_default: api.enabledByDefault,
    open_data: api.openData,
    is_stealth_launched: api.isStealthLaunched,
    details: JSON.stringify(details),
    gateway_acl: api._lpb.kongAcl ?? MISSING_GATEWAY_ACLS[slug] ?? null,
    auth_server_key: api._lpb.authServerAccessKey,
    environments: api._lpb.environments,
  } satisfies Insertable<ApisTable>
}

/** The seed file's categories after the merges and renames of the seed choices. */
function mergeCategories(
  catalogue: SeedCatalogue,
): [string, SeedCatalogue[string]][] {
  const merged = new Map<string, SeedCatalogue[string]>()
  for (const [key, category] of Object.entries(catalogue)) {
    const target = MERGED_CATEGORIES[key] ?? key
    const existing = merged.get(target)
    merged.set(
      target,
      existing
        ? { ...existing, apis: [...existing.apis, ...category.apis] }
        : target === key
          ? { ...category, ...CATEGORY_OVERRIDES[key] }
          : {
              ...catalogue[target]!,
              ...CATEGORY_OVERRIDES[target],
              apis: category.apis,
            },
    )
  }
  return [...merged.entries()]
}

function mergeAdditionalApis(
  additional: Record<string, SeedApi[]>,
): Record<string, SeedApi[]> {
  const merged: Record<string, SeedApi[]> = {}
  for (const [key, apis] of Object.entries(additional)) {
    const target = MERGED_CATEGORIES[key] ?? key
    merged[target] = [...(merged[target] ?? []), ...apis]
  }
  return merged
}

/** Upserts every category and API of the seed sources in one transaction; safe to run again. */
export async function seedCatalogue(
  db: Db,
  sources: CatalogueSeedSources,
  apiPrefix: string,
): Promise<number> {
  const categories = mergeCategories(sources.catalogue)
  const additionalApis = mergeAdditionalApis(sources.additionalApis)
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
    [...category.apis, ...(additionalApis[key] ?? [])].map((api) =>
      toApiRow(key, api, sources, apiPrefix),
    ),
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
        oc
          .column('url_slug')
          .doUpdateSet((eb) => ({
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
          }))
          // An entry a publisher has changed in the console is theirs now: a re-seed (a new seed
          // version) leaves it as they left it (R-ENTRY-VERSIONS).
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('api_entry_versions')
                  .select('api_entry_versions.id')
                  .whereRef('api_entry_versions.api_id', '=', 'apis.id'),
              ),
            ),
          ),
      )
      .execute()
    // Categories merged into another one are gone once their APIs have moved.
    await trx
      .deleteFrom('api_categories')
      .where(
        'key',
        'not in',
        categories.map(([key]) => key),
      )
      .execute()
  })
  return apiRows.length
}
