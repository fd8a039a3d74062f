// The console's API entry words and limits (issue 29, "API entries"), without Zod: the console's
// pages import these, and `api-entry.ts` (the schemas) uses them for its rules and messages.

/** The longest text each field of an API entry takes. */
export const API_ENTRY_LIMITS = {
  name: 100,
  urlSlug: 100,
  urlFragment: 100,
  altID: 100,
  description: 1_000,
  /** Overview content, the docs intro, release notes and both notices (markdown). */
  markdown: 50_000,
  shortText: 500,
  url: 2_000,
  scopes: 100,
  scope: 200,
  /** `?q=` of the list. */
  query: 200,
} as const

/** What the entry form and the server say about a field, word for word (R-ENTRY-VALIDATION). */
export const API_ENTRY_MESSAGES = {
  name: 'Enter the API’s name',
  urlSlug:
    'Enter a URL slug: lower-case letters and digits, words joined by single hyphens',
  urlFragment:
    'Enter a URL fragment: letters, digits and underscores (it names the API’s docs and sandbox path)',
  altID: 'An alternate id has letters, digits and underscores only',
  category: 'Choose a category',
  unknownCategory: 'There is no category with this URL fragment',
  description: 'Enter a short description',
  tooLong: (label: string, max: number) =>
    `${label} must be ${max} characters or fewer`,
  baseAuthPath:
    'Enter the base auth path: /oauth2, or up to 5 parts below it of letters, digits, dots, hyphens and underscores, such as /oauth2/health/v1',
  scopes: 'Enter at least one scope, one per line',
  scope:
    'Each scope is one word of letters, digits and the characters . _ : / -',
  wellKnown: 'Enter the sandbox well-known configuration as an https address',
  audience: 'Enter the audience',
  presentation: 'Enter both a title and a description, or neither',
  veteranRedirect:
    'Enter the link address, the link text and the message, or leave all three empty',
  linkUrl: 'Enter a link that starts with https:// or with a single /',
  deprecationDate: 'Enter the deprecation date',
  deactivationDate: 'Enter the deactivation date',
  dateOrder: 'The deactivation date must be on or after the deprecation date',
  restrictedAccessDetails: 'Describe who may use the API',
  duplicateName:
    'Another API already has this name: names must differ by more than letter case and spaces',
  duplicateUrlSlug: 'Another API already has this URL slug',
  duplicateAltID: 'Another API already has this alternate id',
  duplicateUrlFragment: 'Another API already has this URL fragment',
  notFound: 'API entry not found',
  versionNotFound: 'Version not found',
  sameAsCurrent: 'This version is the entry as it is now: nothing to revert',
} as const

/**
 * The auth types, as the catalogue's `AUTH_TYPES` (checked equal by a test), here without Zod for
 * the console's render code (restricted access per auth type).
 */
export const ENTRY_AUTH_TYPES = ['acg', 'ccg', 'apikey'] as const

/** The OAuth grants a publisher can tick, with their labels. */
export const OAUTH_TYPE_LABELS = {
  AuthorizationCodeGrant: 'Authorization Code Grant',
  ClientCredentialsGrant: 'Client Credentials Grant',
} as const

/** How a restricted API is restricted, with the console's labels. */
export const VA_INTERNAL_ONLY_LABELS = {
  StrictlyInternal: 'Strictly internal: VA teams only',
  AdditionalDetails: 'Internal, with additional details',
  FlagOnly: 'Flagged internal only',
} as const

/** What a version of an entry records. */
export const API_ENTRY_ACTIONS = [
  'seeded',
  'created',
  'edited',
  'reverted',
] as const

/** One of the actions of a version. */
export type ApiEntryAction = (typeof API_ENTRY_ACTIONS)[number]

/** How the history page names each action. */
export const API_ENTRY_ACTION_LABELS: Record<ApiEntryAction, string> = {
  seeded: 'As seeded (before the first change in the console)',
  created: 'Created',
  edited: 'Edited',
  reverted: 'Reverted',
}

/** The audit trail's actions of API entries. */
export const API_ENTRY_AUDIT_ACTIONS = {
  created: 'api_entry.created',
  edited: 'api_entry.edited',
  reverted: 'api_entry.reverted',
} as const
