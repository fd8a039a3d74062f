import { parseApisList } from '@portal/schema/apis-list'
import type { AuthType } from '@portal/schema/catalogue'
import type { ProductionAccessApi } from '@portal/schema/production-request-selection'
import { RESTRICTED_ACCESS_MESSAGES } from '@portal/schema/restricted-access-texts'
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

/**
 * The form an `apis` list comes from: a public one, the restricted-access request (only auth
 * types the public sandbox form refuses), or a granted request (any offered auth type).
 */
export type PublicForm = 'sandbox' | 'production' | 'restricted' | 'granted'

// The auth types a form may ask an API for, of those it offers.
function allowedAuthTypes(
  form: PublicForm,
  supported: AuthType[],
  status: FoundApi['status'],
): AuthType[] {
  if (form === 'sandbox') return status.sandboxAuthTypes
  if (form === 'production') return status.productionAuthTypes
  if (form === 'granted') return supported
  return supported.filter((type) => !status.sandboxAuthTypes.includes(type))
}

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
    if (!allowedAuthTypes(form, supported, status).includes(authType))
      throw new HttpError(422, [
        form === 'restricted'
          ? RESTRICTED_ACCESS_MESSAGES.notRestricted
          : 'Invalid API list for consumer',
      ])
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
