import type { Insertable, Selectable } from 'kysely'
import { toPublicApiEntry, type ApiEntryInput } from '@portal/schema/api-entry'
import type { ApiDetails, ApisTable } from '../../db/schema.ts'

type ApiRow = Selectable<ApisTable>

const obj = (value: unknown) =>
  (typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value
    : {}) as Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value : '')
const bool = (value: unknown) => value === true

/** Where the docs page reads an API's versions: this portal's own docs metadata. */
export function metadataUrlOf(apiPrefix: string, urlFragment: string) {
  return `${apiPrefix}/v0/docs/${urlFragment}/metadata.json`
}

/** The OAuth details a grant keeps (the seed's extra keys, never public, are left behind). */
function grantOf(value: unknown, keys: readonly string[]) {
  const info = obj(value)
  if (Object.keys(info).length === 0) return undefined
  const presentation = obj(info.signupPresentation)
  return {
    ...Object.fromEntries(keys.map((key) => [key, str(info[key])])),
    scopes: Array.isArray(info.scopes) ? info.scopes.map(String) : [],
    ...(info.signupPresentation
      ? {
          signupPresentation: {
            title: str(presentation.title),
            description: str(presentation.description),
          },
        }
      : {}),
  }
}

/**
 * An API row as the console's entry (R-ENTRY-FIELDS): the columns and the details, in the
 * schema's order. Not validated here: a seeded row may predate the publisher's rules, and the
 * form shows it as it is.
 */
export function entryOfRow(row: ApiRow, categoryUrlFragment: string) {
  const details = obj(row.details)
  const oAuthInfo = obj(details.oAuthInfo)
  const acgInfo = grantOf(oAuthInfo.acgInfo, [
    'baseAuthPath',
    'sandboxWellKnownConfig',
  ])
  const ccgInfo = grantOf(oAuthInfo.ccgInfo, [
    'baseAuthPath',
    'sandboxAud',
    'productionAud',
  ])
  const restricted = obj(details.restrictedAccess)
  const [firstSource] = Array.isArray(details.docSources)
    ? details.docSources
    : []
  const deactivation = details.deactivationInfo
    ? obj(details.deactivationInfo)
    : undefined
  const redirect = details.veteranRedirect ? obj(details.veteranRedirect) : null
  return {
    altID: row.alt_id,
    name: row.name,
    description: row.description,
    urlSlug: row.url_slug,
    urlFragment: row.url_fragment,
    enabledByDefault: row.enabled_by_default,
    openData: row.open_data,
    isStealthLaunched: row.is_stealth_launched,
    apikey: row.gateway_acl !== null,
    oAuthTypes: Array.isArray(details.oAuthTypes) ? details.oAuthTypes : [],
    oAuthInfo: {
      ...(acgInfo ? { acgInfo } : {}),
      ...(ccgInfo ? { ccgInfo } : {}),
    },
    releaseNotes: str(details.releaseNotes),
    overviewPageContent: str(details.overviewPageContent),
    veteranRedirect: redirect
      ? {
          linkUrl: str(redirect.linkUrl),
          linkText: str(redirect.linkText),
          message: str(redirect.message),
        }
      : null,
    ...(deactivation
      ? {
          deactivationInfo: {
            deprecationContent: str(deactivation.deprecationContent),
            deprecationDate: str(deactivation.deprecationDate),
            deactivationContent: str(deactivation.deactivationContent),
            deactivationDate: str(deactivation.deactivationDate),
          },
        }
      : {}),
    lastProdAccessStep:
      typeof details.lastProdAccessStep === 'number'
        ? details.lastProdAccessStep
        : 4,
    vaInternalOnly: str(details.vaInternalOnly) || null,
    restrictedAccessToggle: bool(details.restrictedAccessToggle),
    restrictedAccessDetails: str(details.restrictedAccessDetails),
    restrictedAccess: {
      restricted: bool(restricted.restricted),
      blockSandboxAccessForm: bool(restricted.blockSandboxAccessForm),
      blockProdAccessForm: bool(restricted.blockProdAccessForm),
      versions: Array.isArray(restricted.versions)
        ? restricted.versions.map((version) => {
            const v = obj(version)
            return {
              authType: str(v.authType),
              blockSandboxAccessForm: bool(v.blockSandboxAccessForm),
              blockProdAccessForm: bool(v.blockProdAccessForm),
            }
          })
        : [],
    },
    requiresApiAttestation: bool(details.requiresApiAttestation),
    requiresEthicsAttestation: bool(details.requiresEthicsAttestation),
    categoryUrlFragment,
    apiIntro: str(obj(firstSource).apiIntro),
    environments: row.environments,
  } as ApiEntryInput
}

/** What an API row is before a change: the server-only columns a change keeps. */
type KeptColumns = Pick<ApiRow, 'gateway_acl' | 'auth_server_key'>

/**
 * The API row of a validated entry. The gateway's ACL makes an API-key API (`apikey` is read back
 * as "has an ACL"): an API that had one keeps it, a new API-key API gets its URL fragment. The
 * authorization server's key is kept; a new API has none until one is configured.
 */
export function rowOfEntry(
  entry: ApiEntryInput,
  options: { apiPrefix: string; categoryKey: string; kept?: KeptColumns },
) {
  const {
    altID,
    name,
    description,
    urlSlug,
    urlFragment,
    enabledByDefault,
    openData,
    isStealthLaunched,
    apikey,
    ...details
  } = toPublicApiEntry(
    entry,
    metadataUrlOf(options.apiPrefix, entry.urlFragment),
  )
  return {
    url_slug: urlSlug,
    alt_id: altID,
    url_fragment: urlFragment,
    name,
    description,
    category_key: options.categoryKey,
    enabled_by_default: enabledByDefault,
    open_data: openData,
    is_stealth_launched: isStealthLaunched,
    details: JSON.stringify(details satisfies ApiDetails),
    gateway_acl: apikey
      ? (options.kept?.gateway_acl ?? urlFragment.toLowerCase())
      : null,
    auth_server_key: options.kept?.auth_server_key ?? null,
    environments: entry.environments,
  } satisfies Insertable<ApisTable>
}
