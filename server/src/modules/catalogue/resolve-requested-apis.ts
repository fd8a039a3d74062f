import { parseApisList } from '@portal/schema/apis-list'
import type { AuthType } from '@portal/schema/catalogue'
import type { ProductionAccessApi } from '@portal/schema/production-selection'
import { offeredAuthTypes } from '@portal/schema/sandbox-access'
import { isEnabledByFlags, type FeatureFlags } from '@portal/schema/site-config'
import type { Db } from '../../db/client.ts'
import type { ApiDetails } from '../../db/schema.ts'
import { HttpError, InputError } from '../../errors.ts'

/** An API a form asks for, with the auth type it asks it with. */
export interface RequestedApi {
  altID: string
  urlSlug: string
  name: string
  authType: AuthType
  entry: string
  /** What the access rules read: the public fields and `apikey` from the gateway ACL. */
  api: ProductionAccessApi & { requiresApiAttestation: boolean }
}

/**
 * The catalogue rows a list of altIDs names. APIs the server's feature flags switch off (`enabled`,
 * `categories`) are not there, as on every page, so the forms cannot ask for them either.
 */
export async function findApisByAltId(
  db: Db,
  altIds: string[],
  flags?: FeatureFlags,
) {
  const rows = await db
    .selectFrom('apis')
    .select([
      'alt_id',
      'url_slug',
      'url_fragment',
      'category_key',
      'name',
      'open_data',
      'details',
      'gateway_acl',
    ])
    .where('alt_id', 'in', altIds.length ? altIds : [''])
    .execute()
  return flags
    ? rows.filter((row) =>
        isEnabledByFlags(flags, {
          urlFragment: row.url_fragment,
          categoryKey: row.category_key,
        }),
      )
    : rows
}

type ApiRow = Awaited<ReturnType<typeof findApisByAltId>>[number]

function accessApi(row: ApiRow): RequestedApi['api'] {
  const details: ApiDetails = row.details
  return {
    ...details,
    altID: row.alt_id,
    openData: row.open_data,
    // An API is used with a key when the gateway has an ACL for it.
    apikey: row.gateway_acl !== null,
  }
}

/**
 * Checks an `apis` list against the catalogue (backend contract §6): each entry names an API
 * that offers that auth type (a bare altID takes the API's first), else 400; and `allowed` (the
 * form's own rule: sandbox or production) lets it through, else 422.
 */
export async function resolveRequestedApis(
  findApis: (altIds: string[]) => Promise<ApiRow[]>,
  apis: string,
  allowed: (api: RequestedApi['api']) => AuthType[],
): Promise<RequestedApi[]> {
  const parsed = parseApisList(apis)
  if ('error' in parsed)
    throw new InputError([parsed.error], { apis: [parsed.error] })
  const rows = await findApis(parsed.entries.map((entry) => entry.altID))
  const requested: RequestedApi[] = []
  for (const entry of parsed.entries) {
    const row = rows.find((candidate) => candidate.alt_id === entry.altID)
    const invalid = `invalid api provided: ${entry.raw}`
    if (!row) throw new InputError([invalid], { apis: [invalid] })
    const api = accessApi(row)
    const supported = offeredAuthTypes(api)
    const authType = entry.authType ?? supported[0]
    if (!authType || !supported.includes(authType))
      throw new InputError([invalid], { apis: [invalid] })
    if (!allowed(api).includes(authType))
      throw new HttpError(422, ['Invalid API list for consumer'])
    requested.push({
      altID: entry.altID,
      urlSlug: row.url_slug,
      name: row.name,
      authType,
      entry: `${authType}/${entry.altID}`,
      api,
    })
  }
  return requested
}
