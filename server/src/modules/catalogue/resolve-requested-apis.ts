import { parseApisList } from '@portal/schema/apis-list'
import type { AuthType } from '@portal/schema/catalogue'
import type { ProductionAccessApi } from '@portal/schema/production-selection'
import { offeredAuthTypes } from '@portal/schema/sandbox-access'
import type { FeatureFlags } from '@portal/schema/site-config'
import type { Db } from '../../db/client.ts'
import { HttpError, InputError } from '../../errors.ts'
import { PUBLIC_STATUS_COLUMNS, rowPublicStatus } from './api-public-status.ts'

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

/** The public form an `apis` list comes from. */
export type PublicForm = 'sandbox' | 'production'

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

type FoundApi = Awaited<ReturnType<typeof findApisByAltId>>[number]

/**
 * Checks an `apis` list against the catalogue (R-APIS-GRAMMAR): each entry names a found API
 * that offers that auth type (a bare altID takes the API's first), else 400; and the form is open
 * to it with that auth type (R-PUBLIC-SIGNUP, R-PUBLIC-PROD), else 422.
 */
export async function resolveRequestedApis(
  findApis: (altIds: string[]) => Promise<FoundApi[]>,
  apis: string,
  form: PublicForm,
): Promise<RequestedApi[]> {
  const parsed = parseApisList(apis)
  if ('error' in parsed)
    throw new InputError([parsed.error], { apis: [parsed.error] })
  const rows = await findApis(parsed.entries.map((entry) => entry.altID))
  const requested: RequestedApi[] = []
  for (const entry of parsed.entries) {
    const found = rows.find(({ row }) => row.alt_id === entry.altID)
    const invalid = `invalid api provided: ${entry.raw}`
    if (!found) throw new InputError([invalid], { apis: [invalid] })
    const { row, api, status } = found
    const supported = offeredAuthTypes(api)
    const authType = entry.authType ?? supported[0]
    if (!authType || !supported.includes(authType))
      throw new InputError([invalid], { apis: [invalid] })
    const allowed =
      form === 'sandbox' ? status.sandboxAuthTypes : status.productionAuthTypes
    if (!allowed.includes(authType))
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
