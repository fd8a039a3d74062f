import type { AuthType } from './catalogue.ts'
import {
  productionRequestAuthTypes,
  type ProductionAccessApi,
} from './production-access-api.ts'

export {
  productionRequestAuthTypes,
  type ProductionAccessApi,
} from './production-access-api.ts'

/** Whether an API is restricted access (department teams and approved partners only). */
export function isRestrictedAccess(api: ProductionAccessApi): boolean {
  return Boolean(api.restrictedAccess?.restricted || api.restrictedAccessToggle)
}

/** The altID of the benefits API whose keys some consumers hand out to their own customers. */
export const BENEFITS_API_ALT_ID = 'benefits'
/** The altID of the health API that can be listed on the My Health application. */
export const HEALTH_API_ALT_ID = 'health'

/**
 * What the chosen APIs change in the form (R-PROD-STEPS, R-PROD-STEP*): which questions are
 * asked, which steps exist. Computed from the catalogue by the form and again by the server,
 * never trusted from the client.
 */
export interface ProductionSelection {
  hasApis: boolean
  hasAcg: boolean
  hasCcg: boolean
  hasOAuth: boolean
  requiresAttestation: boolean
  requiresEthicsAttestation: boolean
  /** Every chosen API is open data and not restricted: the form has two steps. */
  isOpenDataOnly: boolean
  /** Every chosen API is open data: no business model is asked. */
  isAllOpenData: boolean
  hasOpenData: boolean
  hasRestricted: boolean
  hasBenefitsApi: boolean
  hasHealthApi: boolean
  /** 2 or 3. */
  stepCount: 2 | 3
}

/** One chosen API with the auth type it is asked with. */
export interface ChosenApi {
  authType: AuthType
  api: ProductionAccessApi
}

/** Describes a selection of APIs for the production form's rules. */
export function describeSelection(
  chosen: readonly ChosenApi[],
): ProductionSelection {
  const some = (test: (item: ChosenApi) => boolean) => chosen.some(test)
  const hasApis = chosen.length > 0
  const isAllOpenData = hasApis && chosen.every(({ api }) => api.openData)
  const isOpenDataOnly =
    isAllOpenData && !some(({ api }) => isRestrictedAccess(api))
  const hasAcg = some(({ authType }) => authType === 'acg')
  const hasCcg = some(({ authType }) => authType === 'ccg')
  return {
    hasApis,
    hasAcg,
    hasCcg,
    hasOAuth: hasAcg || hasCcg,
    requiresAttestation: some(({ api }) => Boolean(api.requiresApiAttestation)),
    requiresEthicsAttestation: some(({ api }) =>
      Boolean(api.requiresEthicsAttestation),
    ),
    isOpenDataOnly,
    isAllOpenData,
    hasOpenData: some(({ api }) => api.openData),
    hasRestricted: some(({ api }) => isRestrictedAccess(api)),
    hasBenefitsApi: some(({ api }) => api.altID === BENEFITS_API_ALT_ID),
    hasHealthApi: some(({ api }) => api.altID === HEALTH_API_ALT_ID),
    stepCount: isOpenDataOnly ? 2 : 3,
  }
}

/**
 * Looks up `authType/altID` entries in a list of APIs. Entries naming no API, or an auth type the
 * production form may not ask for, are left out (the server reports them; the form never offers them).
 */
export function chosenApis(
  entries: readonly string[],
  apis: readonly ProductionAccessApi[],
): ChosenApi[] {
  return entries.flatMap((entry) => {
    const [authType, altID] = entry.split('/')
    const api = apis.find((candidate) => candidate.altID === altID)
    if (!api || !authType) return []
    const allowed = productionRequestAuthTypes(api)
    return allowed.includes(authType as AuthType)
      ? [{ authType: authType as AuthType, api }]
      : []
  })
}
