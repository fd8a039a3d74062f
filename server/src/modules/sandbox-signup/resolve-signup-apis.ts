import { parseApisList } from '@portal/schema/apis-list'
import type { AuthType } from '@portal/schema/catalogue'
import {
  offeredAuthTypes,
  sandboxSignupAuthTypes,
  type SandboxAccessApi,
} from '@portal/schema/sandbox-access'
import { HttpError, InputError } from '../../errors.ts'
import type { SignupStore } from './signup-store.ts'

/** An API a signup asks for, with the auth type it asks it with. */
export interface RequestedApi {
  altID: string
  urlSlug: string
  name: string
  authType: AuthType
  entry: string
  requiresAttestation: boolean
}

interface ApiDetails extends Omit<SandboxAccessApi, 'apikey'> {
  requiresApiAttestation?: boolean
}

/**
 * Checks the `apis` list against the catalogue (backend contract §6): each entry names an API
 * that offers that auth type (a bare altID takes the API's first), and none is closed to public
 * sandbox signup.
 */
export async function resolveSignupApis(
  store: SignupStore,
  apis: string,
): Promise<RequestedApi[]> {
  const parsed = parseApisList(apis)
  if ('error' in parsed)
    throw new InputError([parsed.error], { apis: [parsed.error] })
  const rows = await store.findApis(parsed.entries.map((entry) => entry.altID))
  const requested: RequestedApi[] = []
  for (const entry of parsed.entries) {
    const row = rows.find((candidate) => candidate.alt_id === entry.altID)
    const invalid = `invalid api provided: ${entry.raw}`
    if (!row) throw new InputError([invalid], { apis: [invalid] })
    const details = row.details as ApiDetails
    // An API is used with a key when the gateway has an ACL for it.
    const api: SandboxAccessApi = {
      ...details,
      apikey: row.gateway_acl !== null,
    }
    const supported = offeredAuthTypes(api)
    const authType = entry.authType ?? supported[0]
    if (!authType || !supported.includes(authType))
      throw new InputError([invalid], { apis: [invalid] })
    if (!sandboxSignupAuthTypes(api).includes(authType)) {
      throw new HttpError(422, ['Invalid API list for consumer'])
    }
    requested.push({
      altID: entry.altID,
      urlSlug: row.url_slug,
      name: row.name,
      authType,
      entry: `${authType}/${entry.altID}`,
      requiresAttestation: Boolean(details.requiresApiAttestation),
    })
  }
  return requested
}
