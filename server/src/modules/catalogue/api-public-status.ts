import { DeactivationInfoSchema } from '@portal/schema/catalogue'
import {
  publicStatus,
  type PublicEnvironment,
  type PublicStatus,
  type PublicStatusApi,
} from '@portal/schema/public-status'
import type { ApiDetails } from '../../db/schema.ts'

/** The columns of `apis` the public-status rule reads. */
export const PUBLIC_STATUS_COLUMNS = [
  'alt_id',
  'url_slug',
  'url_fragment',
  'category_key',
  'name',
  'enabled_by_default',
  'is_stealth_launched',
  'open_data',
  'details',
  'gateway_acl',
  'environments',
] as const

/** A row of `apis` with those columns. */
export interface PublicStatusRow {
  alt_id: string | null
  url_slug: string
  url_fragment: string
  category_key: string
  name: string
  enabled_by_default: boolean
  is_stealth_launched: boolean
  open_data: boolean
  details: ApiDetails
  gateway_acl: string | null
  environments: string[]
}

// The jsonb column is typed loosely; a malformed notice must not decide the API's state.
const DatesSchema = DeactivationInfoSchema.pick({
  deprecationDate: true,
  deactivationDate: true,
}).partial()

/** What the public-status rule reads of a row: its public fields, `apikey` and environments. */
export function statusApiOfRow(
  row: PublicStatusRow,
): PublicStatusApi & { requiresApiAttestation: boolean } {
  const dates = DatesSchema.safeParse(row.details.deactivationInfo)
  return {
    ...row.details,
    deactivationInfo: dates.success ? dates.data : undefined,
    altID: row.alt_id,
    urlSlug: row.url_slug,
    urlFragment: row.url_fragment,
    categoryKey: row.category_key,
    enabledByDefault: row.enabled_by_default,
    isStealthLaunched: row.is_stealth_launched,
    openData: row.open_data,
    // An API is used with a key when the gateway has an ACL for it.
    apikey: row.gateway_acl !== null,
    environments: row.environments,
  }
}

/** How the sandbox gateway takes credentials for an API: an `apikey` header, a bearer token, or nothing. */
export type GatewayAuth = 'apikey' | 'oauth' | 'none'

/**
 * The gateway's rule (R-GATEWAY-KEY, R-OAUTH-GATEWAY): an API with a gateway ACL is called with a
 * key, else one with OAuth grants with a token, else (open data) with nothing. The docs viewer's
 * Try it out follows the same rule (R-DOCS-TRY-IT-AUTH).
 */
export function gatewayAuthOf(
  row: Pick<PublicStatusRow, 'gateway_acl' | 'details'>,
): GatewayAuth {
  if (row.gateway_acl !== null) return 'apikey'
  if ((row.details.oAuthTypes ?? []).length > 0) return 'oauth'
  return 'none'
}

/** The public status of a row (R-PUBLIC-*), with the API the rule read. */
export function rowPublicStatus(
  row: PublicStatusRow,
  environment: PublicEnvironment,
): {
  api: ReturnType<typeof statusApiOfRow>
  status: PublicStatus
} {
  const api = statusApiOfRow(row)
  return { api, status: publicStatus(api, environment) }
}
