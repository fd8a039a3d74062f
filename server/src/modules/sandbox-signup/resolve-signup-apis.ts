import { parseApisList } from '@portal/schema/apis-list'
import type { AuthType } from '@portal/schema/catalogue'
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

interface ApiDetails {
  oAuthTypes?: string[] | null
  blockSandboxForm?: boolean
  requiresApiAttestation?: boolean
  restrictedAccess?: {
    blockSandboxAccessForm?: boolean
    versions?: { authType: string; blockSandboxAccessForm?: boolean }[]
  }
}

function supportedAuthTypes(
  details: ApiDetails,
  gatewayAcl: string | null,
): AuthType[] {
  return [
    ...(gatewayAcl ? (['apikey'] as const) : []),
    ...(details.oAuthTypes?.includes('AuthorizationCodeGrant')
      ? (['acg'] as const)
      : []),
    ...(details.oAuthTypes?.includes('ClientCredentialsGrant')
      ? (['ccg'] as const)
      : []),
  ]
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
    const supported = supportedAuthTypes(details, row.gateway_acl)
    const authType = entry.authType ?? supported[0]
    if (!authType || !supported.includes(authType))
      throw new InputError([invalid], { apis: [invalid] })
    const version = details.restrictedAccess?.versions?.find(
      (candidate) => candidate.authType === authType,
    )
    if (
      details.blockSandboxForm ||
      details.restrictedAccess?.blockSandboxAccessForm ||
      version?.blockSandboxAccessForm
    ) {
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
