import type { AuthType } from './catalogue.ts'
import {
  productionRequestAuthTypes,
  type ProductionAccessApi,
} from './production-access-api.ts'
import {
  isSandboxFormBlocked,
  sandboxSignupAuthTypes,
} from './sandbox-access.ts'
import { DEFAULT_FLAGS, isCategoryEnabled } from './feature-flags.ts'
import type { FeatureFlags } from './site-config.ts'

/**
 * What the public-status rule reads of an API: the web app's catalogue entry (with its category
 * key) or the server's row. The rule ids (R-PUBLIC-*, R-FLAGS-CATEGORY) are listed in
 * docs/requirements.md.
 */
export interface PublicStatusApi extends ProductionAccessApi {
  urlSlug: string
  urlFragment: string
  /** The key of the API's category: the `categories` flag names category keys. */
  categoryKey: string
  enabledByDefault: boolean
  isStealthLaunched: boolean
  deactivationInfo?: { deprecationDate?: string; deactivationDate?: string }
  /**
   * The gateway environments the API is deployed to. Only the server knows them (the public
   * catalogue does not carry them); without them an API is not callable.
   */
  environments?: readonly string[]
}

/** APIs forced into a state by the web app's build (VITE_DEPRECATED_APIS, VITE_DEACTIVATED_APIS). */
export interface StatusOverrides {
  /** urlFragments or urlSlugs. */
  deprecated: readonly string[]
  /** urlFragments or urlSlugs. */
  deactivated: readonly string[]
}

/** Where and when the question is asked. */
export interface PublicEnvironment {
  now: Date | number
  /**
   * The server's feature flags. Absent (not loaded, or cannot be loaded) counts as every flag at
   * its default: the site fails open, as the old build did (ADR 011).
   */
  flags?: FeatureFlags
  overrides?: StatusOverrides
}

/** What the public may see, use and call of one API. */
export interface PublicStatus {
  /** R-PUBLIC-FOUND: its pages exist and the forms' endpoints know it. */
  isFound: boolean
  /** R-PUBLIC-LISTED: it appears in lists (explore, home, checklist, category page, sitemap). */
  isListed: boolean
  /** R-PUBLIC-DEPRECATED. */
  isDeprecated: boolean
  /** R-PUBLIC-DEACTIVATED. */
  isDeactivated: boolean
  /** The API itself closes the public sandbox form (its page says so rather than showing a form). */
  isSandboxFormBlocked: boolean
  /** R-PUBLIC-SIGNUP: the auth types the sandbox form offers and its endpoint accepts. */
  sandboxAuthTypes: AuthType[]
  /** R-PUBLIC-PROD: the auth types the production endpoint accepts (the checklist: listed only). */
  productionAuthTypes: AuthType[]
  isOpenForSandboxSignup: boolean
  isOpenForProduction: boolean
  /** R-PUBLIC-CALLABLE: a sandbox gateway may route calls to it. */
  isCallableInSandbox: boolean
}

const NO_OVERRIDES: StatusOverrides = { deprecated: [], deactivated: [] }

const isNamedIn = (api: PublicStatusApi, names: readonly string[]) =>
  names.includes(api.urlFragment) || names.includes(api.urlSlug)

// A date that does not parse never passes, so a typo in the catalogue cannot deactivate an API.
const isPast = (isoDate: string | undefined, now: number) => {
  if (!isoDate) return false
  const time = Date.parse(isoDate)
  return !Number.isNaN(time) && now > time
}

/**
 * The one answer to what the public may see, use and call of an API, given the time, the server's
 * feature flags and the web build's overrides. Pages, forms, their endpoints and the sitemap all
 * ask this; none decides on its own.
 */
export function publicStatus(
  api: PublicStatusApi,
  { now, flags = DEFAULT_FLAGS, overrides = NO_OVERRIDES }: PublicEnvironment,
): PublicStatus {
  const time = typeof now === 'number' ? now : now.getTime()
  // R-PUBLIC-FOUND, R-FLAGS-CATEGORY: switched off by its urlFragment or its category key.
  const isFound =
    flags.enabled[api.urlFragment] !== false &&
    isCategoryEnabled(flags, api.categoryKey)
  // R-PUBLIC-DEACTIVATED: its date, the build's override, or the server's deactivated_apis flag.
  const isDeactivated =
    isNamedIn(api, overrides.deactivated) ||
    isPast(api.deactivationInfo?.deactivationDate, time) ||
    flags.deactivated_apis[api.urlFragment] === true
  // R-PUBLIC-DEPRECATED: its date or the build's override.
  const isDeprecated =
    isNamedIn(api, overrides.deprecated) ||
    isPast(api.deactivationInfo?.deprecationDate, time)
  // R-PUBLIC-LISTED: stealth-launched APIs are found by slug only.
  const isListed =
    isFound && api.enabledByDefault && !api.isStealthLaunched && !isDeactivated
  // R-PUBLIC-SIGNUP: entries are `authType/altID`, so an API without an altID cannot be asked for.
  const sandboxAuthTypes =
    isFound && api.altID ? sandboxSignupAuthTypes(api) : []
  // R-PUBLIC-PROD: productionRequestAuthTypes holds the restrictedAccess rule (and needs an altID).
  const productionAuthTypes = isFound ? productionRequestAuthTypes(api) : []
  return {
    isFound,
    isListed,
    isDeprecated,
    isDeactivated,
    isSandboxFormBlocked: isSandboxFormBlocked(api),
    sandboxAuthTypes,
    productionAuthTypes,
    isOpenForSandboxSignup: sandboxAuthTypes.length > 0,
    isOpenForProduction: productionAuthTypes.length > 0,
    // R-PUBLIC-CALLABLE
    isCallableInSandbox:
      isFound &&
      !isDeactivated &&
      Boolean(api.environments?.includes('sandbox')),
  }
}
