/** Where the platform backend lives on our origin. */
export const API_PREFIX = '/platform-backend'

/** The catalogue, in the legacy shape keyed by category. */
export const CATALOGUE_URL = `${API_PREFIX}/v0/providers/transformations/legacy.json?environment=sandbox`

/** The portal's own API's one version, as the docs viewer reads an API's (R-PLATFORM-OPENAPI). */
export const PLATFORM_API_METADATA_URL = `${API_PREFIX}/v0/platform-api/metadata.json`

/** Sandbox signup. */
export const SANDBOX_SIGNUP_URL = `${API_PREFIX}/v0/consumers/applications`

/** Test users of an API. */
export const TEST_DATA_URL = `${API_PREFIX}/v0/consumers/test-user-data`

/** The local mailbox of a run without SMTP. */
export const MAILBOX_URL = `${API_PREFIX}/v0/dev/mailbox`

/** The contact form. */
export const SUPPORT_REQUEST_URL = `${API_PREFIX}/v0/support/contact-us/requests`

/** Feature flags and the shell's configurable addresses. */
export const SITE_CONFIG_URL = `${API_PREFIX}/v0/site-config`

/** Where the browser reports its own failures. */
export const CLIENT_ERRORS_URL = `${API_PREFIX}/v0/client-errors`

/** The news page's items. */
export const NEWS_URL = `${API_PREFIX}/v0/news`

/** Production access requests. */
export const PRODUCTION_REQUEST_URL = `${API_PREFIX}/v0/consumers/production-requests`

/** Signed logo uploads. */
export const LOGO_UPLOAD_URL = `${API_PREFIX}/v0/consumers/logo-upload`

/** The "Your sandbox credentials" page's API (R-CARE-*). */
export const CREDENTIALS_URL = `${API_PREFIX}/v0/consumers/credentials`

/**
 * One API's catalogue markdown, rendered by the server (R-PERF-MARKDOWN-SERVER). The server
 * preloads this very URL for the API's pages (server/src/plugins/spa-preloads.ts).
 */
export const apiContentUrl = (urlSlug: string) =>
  `${API_PREFIX}/v0/providers/${encodeURIComponent(urlSlug)}/content?environment=sandbox`

/** The applicant's status page API, through the signed link (R-REVIEW-LINK). */
export const PRODUCTION_STATUS_URL = `${API_PREFIX}/v0/consumers/production-requests/status`

/** Release-note email subscriptions: subscribe, confirm, and each one-click unsubscribe below it. */
export const RELEASE_NOTES_SUBSCRIPTIONS_URL = `${API_PREFIX}/v0/release-notes/subscriptions`
