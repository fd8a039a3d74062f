// Seed choices that give every state of the catalogue a real API, so every code path of the
// portal can be reached (R-SEED-STATES). Adjust when the product confirms.

/** The spec names these APIs by newer slugs (home page, notices, guides). */
export const RENAMED_SLUGS: Record<string, string> = {
  facilities: 'va-facilities',
  fhir: 'patient-health',
  claims: 'benefits-claims',
  benefits: 'benefits-intake',
}

/** The seed file lacks a description for these; the catalogue contract requires one. */
export const MISSING_DESCRIPTIONS: Record<string, string> = {
  pgd: 'Use to submit and read patient-generated health data, such as questionnaires and observations, in FHIR format.',
}

/**
 * Gateway ACLs the seed file lacks: the Provider Directory spec is secured by an API key, so the
 * sandbox gateway needs to know which keys may call it (R-GATEWAY-KEY).
 */
export const MISSING_GATEWAY_ACLS: Record<string, string> = {
  'provider-directory': 'provider_directory',
}

/** Sandbox and production forms require the API attestation for these. */
export const API_ATTESTATION_SLUGS = new Set(['benefits-claims'])

/** The production form requires the ethics principles attestation for these. */
export const ETHICS_ATTESTATION_SLUGS = new Set([
  'patient-health',
  'clinical-health',
])

/** Deprecated (past deprecation, before deactivation) APIs, with their notices. */
export const DEPRECATIONS: Record<string, Record<string, string>> = {
  'decision-reviews': {
    deprecationContent:
      'The Decision Reviews API is deprecated and will be deactivated on September 30, 2027. Use the ' +
      '[Higher-Level Reviews](/explore/api/higher-level-reviews), [Notice of Disagreements](/explore/api/notice-of-disagreements) ' +
      'and [Supplemental Claims](/explore/api/supplemental-claims) APIs instead.\n',
    deprecationDate: '2024-09-30T00:00:00-04:00',
    deactivationContent:
      'Our Decision Reviews API was deactivated on September 30, 2027. Use the Higher-Level Reviews, ' +
      'Notice of Disagreements and Supplemental Claims APIs instead.\n',
    deactivationDate: '2027-09-30T00:00:00-04:00',
  },
}

/** Markdown shown above the docs viewer. */
export const API_INTROS: Record<string, string> = {
  'va-facilities':
    'The VA Facilities API gives information about VA facilities: locations, addresses, phone numbers, hours, ' +
    'services and wait times. It uses an API key; [request one](/explore/api/va-facilities/sandbox-access) to try it in sandbox.',
  'benefits-claims':
    'Use the Benefits Claims API to submit and track benefits claims for Veterans. Consumers must attest that their ' +
    'end users are benefits claimants, accredited individuals, accredited representatives of a Veteran Service ' +
    'Organization, or persons authorized by the Secretary.',
}

/**
 * The department merged the Appeals and Benefits categories into VA Benefits (slug va-benefits);
 * old addresses with either slug are redirected (schema/legacy-redirects.ts).
 */
export const MERGED_CATEGORIES: Record<string, string> = { appeals: 'benefits' }

/** Category fields that differ from the seed file. */
export const CATEGORY_OVERRIDES: Record<
  string,
  { name: string; properName: string; urlSlug: string }
> = {
  benefits: {
    name: 'VA Benefits APIs',
    properName: 'VA Benefits API',
    urlSlug: 'va-benefits',
  },
}
