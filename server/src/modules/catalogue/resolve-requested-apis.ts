import { parseApisList } from '@portal/schema/apis-list'
import type { AuthType } from '@portal/schema/catalogue'
import type { ProductionAccessApi } from '@portal/schema/production-request-selection'
import { offeredAuthTypes } from '@portal/schema/sandbox-access'
import { HttpError, InputError } from '../../errors.ts'
import type { FoundApi } from './catalogue-store.ts'

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
