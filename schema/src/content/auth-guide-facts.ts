import type { ApiEntry } from '../catalogue.ts'
import {
  authServerIssuer,
  oauthEndpoint,
  wellKnownUrl,
} from '../oauth-endpoints.ts'

// The facts each OAuth guide shows, shared by the guide pages and their markdown twins
// (R-DOCS-MARKDOWN-GUIDES). Browsers and Node both have btoa; the schema's compiler settings
// name no runtime, so it is declared here.
declare const btoa: (data: string) => string

/** Refresh tokens expire when unused for this many days. */
export const REFRESH_TOKEN_DAYS = { sandbox: 7, production: 42 }
/** CCG access tokens live this many seconds, and a client assertion at most this long. */
export const CCG_TOKEN_SECONDS = 300

// The test-user ICN section does not apply to these APIs (by slug or urlFragment).
const NO_TEST_ICNS = new Set([
  'benefits-documents',
  'lgy_guaranty_remittance',
  'lgy-guaranty-remittance',
  'loan-review',
  'loan_review',
])
// What the `launch` parameter carries, by API.
const PORTAL_ID_LAUNCH = new Set(['lgy-guaranty-remittance', 'loan-review'])
const STA3N_LAUNCH = new Set(['clinical-health'])

/** The kind of `launch` value an API takes: a patient ICN, an ICN with a station number, a portal id. */
export type LaunchKind = 'patient' | 'patient-sta3n' | 'portal-id'

/** An example launch value: Base64-encoded JSON. */
export function exampleLaunch(kind: LaunchKind): {
  json: string
  base64: string
} {
  const value =
    kind === 'portal-id'
      ? { portal_id: '12345678' }
      : kind === 'patient-sta3n'
        ? { patient: '1000720100V271387', sta3n: '500' }
        : { patient: '1000720100V271387' }
  const json = JSON.stringify(value)
  return { json, base64: btoa(json) }
}

/** What the Authorization Code guide says about an API. */
// Every example names the portal's own sandbox authorization servers (issue 19), never the
// department's Okta or dev-api hosts: `sandboxBaseUrl` comes from the site configuration.
export function authorizationCodeFacts(
  api: Pick<ApiEntry, 'oAuthInfo' | 'urlSlug'>,
  sandboxBaseUrl: string,
) {
  const info = api.oAuthInfo?.acgInfo
  const base = authServerIssuer(sandboxBaseUrl, info?.baseAuthPath)
  const scopes = info?.scopes ?? ['profile', 'openid', 'offline_access']
  return {
    base,
    authorizeUrl: oauthEndpoint(base, 'authorization'),
    tokenUrl: oauthEndpoint(base, 'token'),
    scopes,
    wellKnown: wellKnownUrl(base),
    usesLaunch: scopes.some(
      (scope) => scope === 'launch' || scope === 'launch/patient',
    ),
    launchKind: (STA3N_LAUNCH.has(api.urlSlug)
      ? 'patient-sta3n'
      : 'patient') as LaunchKind,
  }
}

/** What the Client Credentials guide says about an API. */
export function clientCredentialsFacts(
  api: Pick<ApiEntry, 'oAuthInfo' | 'urlSlug' | 'urlFragment'>,
  sandboxBaseUrl: string,
) {
  const info = api.oAuthInfo?.ccgInfo
  const base = authServerIssuer(sandboxBaseUrl, info?.baseAuthPath)
  const tokenUrl = oauthEndpoint(base, 'token')
  const scopes = info?.scopes ?? []
  const launchKind: LaunchKind = PORTAL_ID_LAUNCH.has(api.urlSlug)
    ? 'portal-id'
    : 'patient'
  return {
    base,
    tokenUrl,
    scopes,
    // The audience of the client assertion is the authorization server's token endpoint.
    audience: tokenUrl,
    productionAud: info?.productionAud ?? null,
    showsTestIcns:
      !NO_TEST_ICNS.has(api.urlSlug) && !NO_TEST_ICNS.has(api.urlFragment),
    launchKind,
    // launch goes with the launch scope, and always to the loan APIs (a portal_id).
    usesLaunch: scopes.includes('launch') || launchKind === 'portal-id',
  }
}
