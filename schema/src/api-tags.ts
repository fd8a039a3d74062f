import type { ApiEntry } from './catalogue.ts'

// Category keys shown under their URL names.
const CATEGORY_TAG_NAMES: Record<string, string> = {
  loanGuaranty: 'loan-guaranty',
  vaForms: 'forms',
}

/** The tag of a restricted API, shown with a lock. */
export const RESTRICTED_TAG = 'Restricted access'

/**
 * The tags of an API, in the order its pages show them: restricted access, category, auth types,
 * open data. One list for the page (ApiTags) and its markdown twin, so the two cannot differ.
 */
export function apiTagsOf(
  api: Pick<
    ApiEntry,
    'restrictedAccess' | 'apikey' | 'oAuthTypes' | 'openData'
  > & { categoryUrlFragment: string },
): string[] {
  return [
    api.restrictedAccess.restricted ? RESTRICTED_TAG : null,
    CATEGORY_TAG_NAMES[api.categoryUrlFragment] ?? api.categoryUrlFragment,
    api.apikey ? 'API key' : null,
    api.oAuthTypes?.includes('AuthorizationCodeGrant')
      ? 'Authorization Code Grant'
      : null,
    api.oAuthTypes?.includes('ClientCredentialsGrant')
      ? 'Client Credentials Grant'
      : null,
    api.openData ? 'Open data' : null,
  ].filter((tag): tag is string => tag !== null)
}
