import type { ApiEntry } from '@portal/schema/catalogue'

/** The sandbox host every guide's example requests go to. */
const SANDBOX_ORIGIN = 'https://sandbox-api.va.gov'
/** The spec's default authorization path when an API names none. */
const DEFAULT_AUTH_PATH = '/oauth2'
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
export function authorizationCodeFacts(
  api: Pick<ApiEntry, 'oAuthInfo' | 'urlSlug'>,
) {
  const info = api.oAuthInfo?.acgInfo
  const base = `${SANDBOX_ORIGIN}${info?.baseAuthPath ?? DEFAULT_AUTH_PATH}`
  const scopes = info?.scopes ?? ['profile', 'openid', 'offline_access']
  return {
    base,
    authorizeUrl: `${base}/authorization`,
    tokenUrl: `${base}/token`,
    scopes,
    wellKnown:
      info?.sandboxWellKnownConfig ??
      `${base}/.well-known/openid-configuration`,
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
) {
  const info = api.oAuthInfo?.ccgInfo
  const base = `${SANDBOX_ORIGIN}${info?.baseAuthPath ?? DEFAULT_AUTH_PATH}`
  return {
    base,
    tokenUrl: `${base}/token`,
    scopes: info?.scopes ?? [],
    // The audience of the client assertion is the authorization server's token endpoint.
    audience: info?.sandboxAud
      ? `https://deptva-eval.okta.com/oauth2/${info.sandboxAud}/v1/token`
      : `${base}/token`,
    productionAud: info?.productionAud ?? null,
    showsTestIcns:
      !NO_TEST_ICNS.has(api.urlSlug) && !NO_TEST_ICNS.has(api.urlFragment),
    launchKind: (PORTAL_ID_LAUNCH.has(api.urlSlug)
      ? 'portal-id'
      : 'patient') as LaunchKind,
  }
}
