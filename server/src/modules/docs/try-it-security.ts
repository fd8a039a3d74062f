import { isObject, operationsOf } from '../../api-document/operations.ts'
import type { GatewayAuth } from '../catalogue/index.ts'

/** How the catalogue says the sandbox gateway takes credentials for an API. */
export interface TryItCredential {
  /** `apikey` header, bearer token, or (open data) nothing: the gateway's rule (`gatewayAuthOf`). */
  auth: GatewayAuth
  /** The Authorization Code scopes of the API's sandbox authorization server, when it has that grant. */
  acgScopes: readonly string[] | null
}

/** The root extension that tells the docs viewer the gateway does not answer this spec. */
export const NO_SANDBOX_EXTENSION = 'x-portal-no-sandbox'

/** The scheme names the portal adds when a spec declares none the gateway accepts. */
const ADDED_SCHEMES = {
  apiKey: 'apikey',
  bearer: 'bearer_token',
  authorizationCode: 'OauthFlowSandbox',
} as const

type Scheme = Record<string, unknown> & {
  type?: unknown
  in?: unknown
  name?: unknown
  scheme?: unknown
  flows?: unknown
}
type Requirement = Record<string, unknown>

/**
 * A key scheme Try it out can send and the gateway takes (R-GATEWAY-KEY-PLACE): a header or a
 * query parameter, by any name. A cookie key is left out: a page cannot set a cookie on a call.
 */
const isSendableApiKey = (scheme: Scheme) =>
  scheme.type === 'apiKey' &&
  (scheme.in === 'header' || scheme.in === 'query') &&
  typeof scheme.name === 'string' &&
  scheme.name !== ''

const isBearer = (scheme: Scheme) =>
  scheme.type === 'http' &&
  typeof scheme.scheme === 'string' &&
  scheme.scheme.toLowerCase() === 'bearer'

/** The sandbox's OAuth schemes (already pointed at it by `withSandboxOauth`), not production's. */
function isSandboxOauth(scheme: Scheme): boolean {
  if (scheme.type !== 'oauth2' && scheme.type !== 'openIdConnect') return false
  const urls = JSON.stringify(scheme.flows ?? scheme)
  return !/https:\/\/api\.va\.gov\//.test(urls)
}

/** Whether the gateway takes what a scheme sends, for an API called with `auth`. */
function accepted(scheme: Scheme, auth: GatewayAuth): boolean {
  if (auth === 'apikey') return isSendableApiKey(scheme)
  if (auth === 'oauth') return isBearer(scheme) || isSandboxOauth(scheme)
  return false
}

/** The schemes the gateway accepts for the API: the spec's that fit, plus the portal's where it lacks one. */
function schemesFor(
  declared: Record<string, Scheme>,
  credential: TryItCredential,
  swagger2: boolean,
): Record<string, Scheme> {
  const kept = Object.fromEntries(
    Object.entries(declared).filter(
      ([, scheme]) => isObject(scheme) && accepted(scheme, credential.auth),
    ),
  )
  const values = Object.values(kept)
  if (credential.auth === 'apikey' && values.length === 0) {
    kept[ADDED_SCHEMES.apiKey] = {
      type: 'apiKey',
      in: 'header',
      name: 'apikey',
      description: 'Your sandbox API key, from the sandbox signup.',
    }
  }
  // Swagger 2 has no bearer scheme; its documents keep what they declare.
  if (credential.auth === 'oauth' && !swagger2) {
    if (!values.some(isBearer)) {
      kept[ADDED_SCHEMES.bearer] = {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'An access token from this API’s sandbox authorization server.',
      }
    }
    if (credential.acgScopes && !values.some(isSandboxOauth)) {
      // `withSandboxOauth` points it at the sandbox authorization server, as the spec's own.
      kept[ADDED_SCHEMES.authorizationCode] = {
        type: 'oauth2',
        description: 'Authorization Code with PKCE, a test user signing in.',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://sandbox.invalid/authorization',
            tokenUrl: 'https://sandbox.invalid/token',
            scopes: Object.fromEntries(
              credential.acgScopes.map((scope) => [scope, scope]),
            ),
          },
        },
      }
    }
  }
  return kept
}

/**
 * A list of security requirements with only the kept schemes: a requirement naming a removed one
 * goes; every kept scheme is one of the alternatives (the scopes the spec asked for stay).
 */
function requirementsFor(
  declared: unknown,
  schemes: Record<string, Scheme>,
): Requirement[] {
  const names = Object.keys(schemes)
  const kept = (Array.isArray(declared) ? declared : []).filter(
    (requirement): requirement is Requirement =>
      isObject(requirement) &&
      Object.keys(requirement).length > 0 &&
      Object.keys(requirement).every((name) => names.includes(name)),
  )
  for (const name of names) {
    if (kept.some((requirement) => name in requirement)) continue
    kept.push({ [name]: [] })
  }
  return kept
}

/**
 * The security a served spec declares, as the gateway takes credentials for its API (R-DOCS-TRY-IT-AUTH):
 * the catalogue, not the spec, decides how. An API-key API keeps the spec's key schemes in a header
 * or the query (the gateway takes the key there too, R-GATEWAY-KEY-PLACE), or gets an `apikey`
 * header scheme added when it has none; an OAuth API its sandbox OAuth schemes and a bearer token; open data
 * none. Every operation then asks for the same, so swagger-ui's Authorize dialog offers exactly
 * that and Try it out sends it. Changes the document in place.
 */
export function withGatewaySecurity(
  document: Record<string, unknown>,
  credential: TryItCredential,
): void {
  const swagger2 = typeof document.swagger === 'string'
  const components = isObject(document.components) ? document.components : {}
  const declared = swagger2
    ? document.securityDefinitions
    : components.securitySchemes
  const schemes = schemesFor(
    (isObject(declared) ? declared : {}) as Record<string, Scheme>,
    credential,
    swagger2,
  )
  const hasSchemes = Object.keys(schemes).length > 0
  if (swagger2) {
    if (hasSchemes) document.securityDefinitions = schemes
    else delete document.securityDefinitions
  } else if (hasSchemes) {
    document.components = { ...components, securitySchemes: schemes }
  } else if (isObject(document.components)) {
    delete document.components.securitySchemes
  }
  const rootRequirements = requirementsFor(document.security, schemes)
  if (rootRequirements.length > 0) document.security = rootRequirements
  else delete document.security
  for (const { operation } of operationsOf(document)) {
    if (!('security' in operation)) continue
    // An operation's own list (even `[]`, "no auth") would override the gateway's rule.
    const own = requirementsFor(operation.security, schemes)
    if (own.length > 0) operation.security = own
    else delete operation.security
  }
}
