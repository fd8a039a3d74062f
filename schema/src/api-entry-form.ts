// The console's API entry form ↔ the request body (R-ENTRY-FORM), without Zod: the form renders
// with these, and validates the mapped body with `ApiEntryInputSchema` (loaded lazily).
import type { ApiEntryInput } from './api-entry.ts'
import { ENTRY_AUTH_TYPES as AUTH_TYPES } from './api-entry-texts.ts'

type AuthType = (typeof AUTH_TYPES)[number]

/** A restricted-access version flag as the form's checkboxes carry it: `ccg:production`. */
type VersionFlag = `${AuthType}:${'sandbox' | 'production'}`

interface GrantForm {
  baseAuthPath: string
  /** One scope per line (or separated by spaces or commas). */
  scopes: string
  signupPresentation: { title: string; description: string }
}

/**
 * The form's values. Field names are the request's field paths; where a value's shape differs
 * (scopes as lines, dates as days, the restricted-access versions as ticked flags, the optional
 * groups as their texts) `toApiEntryInput` makes the request's shape.
 */
export interface ApiEntryFormValues {
  [key: string]: unknown
  name: string
  urlSlug: string
  urlFragment: string
  altID: string
  categoryUrlFragment: string
  description: string
  overviewPageContent: string
  apiIntro: string
  releaseNotes: string
  oAuthTypes: string[]
  oAuthInfo: {
    acgInfo: GrantForm & { sandboxWellKnownConfig: string }
    ccgInfo: GrantForm & { sandboxAud: string; productionAud: string }
  }
  apikey: boolean
  openData: boolean
  enabledByDefault: boolean
  isStealthLaunched: boolean
  veteranRedirect: { linkUrl: string; linkText: string; message: string }
  requiresApiAttestation: boolean
  requiresEthicsAttestation: boolean
  restrictedAccess: {
    restricted: boolean
    blockSandboxAccessForm: boolean
    blockProdAccessForm: boolean
    versions: string[]
  }
  restrictedAccessToggle: boolean
  restrictedAccessDetails: string
  vaInternalOnly: string
  /** Form only: whether the API has deprecation and deactivation dates. */
  hasDeactivationInfo: boolean
  deactivationInfo: {
    deprecationContent: string
    deprecationDate: string
    deactivationContent: string
    deactivationDate: string
    replacement: string
  }
  lastProdAccessStep: string
  environments: string[]
}

/** Every restricted-access version flag, in the order the form shows them. */
export const VERSION_FLAGS: readonly VersionFlag[] = AUTH_TYPES.flatMap(
  (authType) => [`${authType}:sandbox`, `${authType}:production`] as const,
)

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : []
const obj = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A day as the catalogue's dates have it: midnight in the department's time zone (Eastern), with
 * that day's offset (`2027-09-30T00:00:00-04:00`). Anything else is passed on for the schema to
 * refuse with its message.
 */
export function easternMidnight(day: string): string {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T12:00:00Z`))) return day
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  return `${day}T00:00:00${zone?.replace('GMT', '') || '-05:00'}`
}

const scopesOf = (value: unknown) =>
  str(value)
    .split(/[\s,]+/)
    .filter(Boolean)

function presentationOf(value: unknown) {
  const { title, description } = obj(value)
  return str(title).trim() || str(description).trim()
    ? { title: str(title), description: str(description) }
    : undefined
}

/** The request body of the form's values (R-ENTRY-FORM): missing values become empty ones. */
export function toApiEntryInput(form: Partial<ApiEntryFormValues>) {
  const oAuthTypes = list(form.oAuthTypes)
  const acg = obj(obj(form.oAuthInfo).acgInfo)
  const ccg = obj(obj(form.oAuthInfo).ccgInfo)
  const redirect = obj(form.veteranRedirect)
  const hasRedirect = [redirect.linkUrl, redirect.linkText, redirect.message]
    .map(str)
    .some((value) => value.trim())
  const dates = obj(form.deactivationInfo)
  const restricted = obj(form.restrictedAccess)
  const flags = list(restricted.versions)
  const acgPresentation = presentationOf(acg.signupPresentation)
  const ccgPresentation = presentationOf(ccg.signupPresentation)
  const step = Number(str(form.lastProdAccessStep))
  return {
    name: str(form.name),
    urlSlug: str(form.urlSlug),
    urlFragment: str(form.urlFragment),
    altID: str(form.altID).trim() ? str(form.altID) : null,
    categoryUrlFragment: str(form.categoryUrlFragment),
    description: str(form.description),
    overviewPageContent: str(form.overviewPageContent),
    apiIntro: str(form.apiIntro),
    releaseNotes: str(form.releaseNotes),
    oAuthTypes,
    oAuthInfo: {
      ...(oAuthTypes.includes('AuthorizationCodeGrant')
        ? {
            acgInfo: {
              baseAuthPath: str(acg.baseAuthPath),
              scopes: scopesOf(acg.scopes),
              sandboxWellKnownConfig: str(acg.sandboxWellKnownConfig),
              ...(acgPresentation
                ? { signupPresentation: acgPresentation }
                : {}),
            },
          }
        : {}),
      ...(oAuthTypes.includes('ClientCredentialsGrant')
        ? {
            ccgInfo: {
              baseAuthPath: str(ccg.baseAuthPath),
              scopes: scopesOf(ccg.scopes),
              sandboxAud: str(ccg.sandboxAud),
              productionAud: str(ccg.productionAud),
              ...(ccgPresentation
                ? { signupPresentation: ccgPresentation }
                : {}),
            },
          }
        : {}),
    },
    apikey: form.apikey === true,
    openData: form.openData === true,
    enabledByDefault: form.enabledByDefault === true,
    isStealthLaunched: form.isStealthLaunched === true,
    veteranRedirect: hasRedirect
      ? {
          linkUrl: str(redirect.linkUrl),
          linkText: str(redirect.linkText),
          message: str(redirect.message),
        }
      : null,
    requiresApiAttestation: form.requiresApiAttestation === true,
    requiresEthicsAttestation: form.requiresEthicsAttestation === true,
    restrictedAccess: {
      restricted: restricted.restricted === true,
      blockSandboxAccessForm: restricted.blockSandboxAccessForm === true,
      blockProdAccessForm: restricted.blockProdAccessForm === true,
      versions: AUTH_TYPES.filter((authType) =>
        flags.some((flag) => flag.startsWith(`${authType}:`)),
      ).map((authType) => ({
        authType,
        blockSandboxAccessForm: flags.includes(`${authType}:sandbox`),
        blockProdAccessForm: flags.includes(`${authType}:production`),
      })),
    },
    restrictedAccessToggle: form.restrictedAccessToggle === true,
    restrictedAccessDetails: str(form.restrictedAccessDetails),
    vaInternalOnly: str(form.vaInternalOnly) || null,
    ...(form.hasDeactivationInfo === true
      ? {
          deactivationInfo: {
            deprecationContent: str(dates.deprecationContent),
            deprecationDate: easternMidnight(str(dates.deprecationDate)),
            deactivationContent: str(dates.deactivationContent),
            deactivationDate: easternMidnight(str(dates.deactivationDate)),
            // An empty field names no replacement: the key is left out, as the seed leaves it.
            ...(str(dates.replacement).trim()
              ? { replacement: str(dates.replacement).trim() }
              : {}),
          },
        }
      : {}),
    lastProdAccessStep: Number.isInteger(step) ? step : Number.NaN,
    environments: list(form.environments),
  } as ApiEntryInput
}

/** The day of a catalogue date, as a date field shows it (the date as written, not converted). */
const dayOf = (date: string | undefined) => (date ?? '').slice(0, 10)

/** The form's values for an entry, or for a new one (sandbox only, API key, step 4). */
export function toApiEntryForm(entry?: ApiEntryInput): ApiEntryFormValues {
  const acg = entry?.oAuthInfo.acgInfo
  const ccg = entry?.oAuthInfo.ccgInfo
  const info = entry?.deactivationInfo
  const access = entry?.restrictedAccess
  return {
    name: entry?.name ?? '',
    urlSlug: entry?.urlSlug ?? '',
    urlFragment: entry?.urlFragment ?? '',
    altID: entry?.altID ?? '',
    categoryUrlFragment: entry?.categoryUrlFragment ?? '',
    description: entry?.description ?? '',
    overviewPageContent: entry?.overviewPageContent ?? '',
    apiIntro: entry?.apiIntro ?? '',
    releaseNotes: entry?.releaseNotes ?? '',
    oAuthTypes: entry?.oAuthTypes ?? [],
    oAuthInfo: {
      acgInfo: {
        baseAuthPath: acg?.baseAuthPath ?? '',
        scopes: (acg?.scopes ?? []).join('\n'),
        sandboxWellKnownConfig: acg?.sandboxWellKnownConfig ?? '',
        signupPresentation: {
          title: acg?.signupPresentation?.title ?? '',
          description: acg?.signupPresentation?.description ?? '',
        },
      },
      ccgInfo: {
        baseAuthPath: ccg?.baseAuthPath ?? '',
        scopes: (ccg?.scopes ?? []).join('\n'),
        sandboxAud: ccg?.sandboxAud ?? '',
        productionAud: ccg?.productionAud ?? '',
        signupPresentation: {
          title: ccg?.signupPresentation?.title ?? '',
          description: ccg?.signupPresentation?.description ?? '',
        },
      },
    },
    apikey: entry?.apikey ?? true,
    openData: entry?.openData ?? false,
    enabledByDefault: entry?.enabledByDefault ?? true,
    isStealthLaunched: entry?.isStealthLaunched ?? false,
    veteranRedirect: {
      linkUrl: entry?.veteranRedirect?.linkUrl ?? '',
      linkText: entry?.veteranRedirect?.linkText ?? '',
      message: entry?.veteranRedirect?.message ?? '',
    },
    requiresApiAttestation: entry?.requiresApiAttestation ?? false,
    requiresEthicsAttestation: entry?.requiresEthicsAttestation ?? false,
    restrictedAccess: {
      restricted: access?.restricted ?? false,
      blockSandboxAccessForm: access?.blockSandboxAccessForm ?? false,
      blockProdAccessForm: access?.blockProdAccessForm ?? false,
      versions: (access?.versions ?? []).flatMap((version) => [
        ...(version.blockSandboxAccessForm
          ? [`${version.authType}:sandbox`]
          : []),
        ...(version.blockProdAccessForm
          ? [`${version.authType}:production`]
          : []),
      ]),
    },
    restrictedAccessToggle: entry?.restrictedAccessToggle ?? false,
    restrictedAccessDetails: entry?.restrictedAccessDetails ?? '',
    vaInternalOnly: entry?.vaInternalOnly ?? '',
    hasDeactivationInfo: Boolean(info),
    deactivationInfo: {
      deprecationContent: info?.deprecationContent ?? '',
      deprecationDate: dayOf(info?.deprecationDate),
      deactivationContent: info?.deactivationContent ?? '',
      deactivationDate: dayOf(info?.deactivationDate),
      replacement: info?.replacement ?? '',
    },
    lastProdAccessStep: String(entry?.lastProdAccessStep ?? 4),
    environments: entry?.environments ?? ['sandbox'],
  }
}
