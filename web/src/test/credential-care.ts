import type { CareOverview } from '@portal/schema/credential-care'

// What the credential-care page's test files share: its addresses and the page state the server
// answers, for an API key or an OAuth application.

/** The credential-care endpoints, any origin (MSW). */
export const CARE = '*/platform-backend/v0/consumers/credentials'
/** The link's user id. */
export const CARE_USER = '11111111-1111-4111-8111-111111111111'
/** The link's hash. */
export const CARE_HASH = 'hash123'
/** The page the emailed link opens. */
export const CARE_PAGE = `/sandbox-credentials/${CARE_USER}/${CARE_HASH}`
/** The one credential of `careOverview`. */
export const CREDENTIAL = '22222222-2222-4222-8222-222222222222'

/**
 * The page state of one application with one active credential: a Facilities API key, or an
 * Authorization Code (web, with a secret and one redirect URI) or Client Credentials (a public
 * key) client of the Benefits Claims API.
 */
export function careOverview(
  kind: 'apikey' | 'acg' | 'ccg',
  events: CareOverview['events'] = [],
): CareOverview {
  const isKey = kind === 'apikey'
  return {
    firstName: 'Ada',
    applications: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        apis: [
          isKey
            ? {
                name: 'VA Facilities API',
                urlSlug: 'va-facilities',
                authType: kind,
              }
            : {
                name: 'Benefits Claims API',
                urlSlug: 'benefits-claims',
                authType: kind,
              },
        ],
        createdAt: '2026-11-20T10:00:00.000Z',
        oauthApplicationType: kind === 'acg' ? 'web' : null,
        redirectUris: kind === 'acg' ? ['https://app.example.org/cb'] : [],
        setAsideRedirectUris: [],
        credentials: [
          {
            id: CREDENTIAL,
            kind,
            clientId: isKey ? null : '0oaClient',
            hasSecret: kind !== 'ccg',
            lastUsedAt: null,
            keys: [
              {
                id: CREDENTIAL,
                prefix: 'abcd1234',
                createdAt: '2026-11-20T10:00:00.000Z',
                expiresAt: null,
                revokedAt: null,
                status: 'active',
                publicKeyId: kind === 'ccg' ? 'my-key-1' : null,
              },
            ],
          },
        ],
      },
    ],
    events,
  }
}
