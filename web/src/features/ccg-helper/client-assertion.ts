/** The longest an assertion may live: the server refuses `exp` more than this after `iat`. */
export const MAX_ASSERTION_SECONDS = 300

/** The client_assertion_type of a JWT assertion (RFC 7523). */
export const JWT_BEARER_ASSERTION_TYPE =
  'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'

/** What an assertion is built from. */
export interface AssertionInput {
  clientId: string
  /** The token endpoint: the assertion's audience. */
  audience: string
  kid: string | null
  /** Seconds since the epoch. */
  now: number
  jti: string
}

/**
 * The header and claims of a client assertion (R-OAUTH-CCG-HELPER-ASSERTION): iss and sub the
 * client ID, aud the token endpoint, exp 300 seconds after iat, a random single-use jti.
 */
export function assertionParts({
  clientId,
  audience,
  kid,
  now,
  jti,
}: AssertionInput) {
  return {
    header: { alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) },
    claims: {
      iss: clientId,
      sub: clientId,
      aud: audience,
      iat: now,
      exp: now + MAX_ASSERTION_SECONDS,
      jti,
    },
  }
}

/** What the token request carries besides the assertion. */
export interface TokenRequestInput {
  assertion: string
  scopes: readonly string[]
  /** The launch value as JSON text; empty when not sent. */
  launchJson: string
}

/** The token request's form fields (R-OAUTH-CCG-HELPER-TOKEN); launch is Base64 JSON. */
export function tokenRequestFields({
  assertion,
  scopes,
  launchJson,
}: TokenRequestInput): Record<string, string> {
  return {
    grant_type: 'client_credentials',
    client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
    client_assertion: assertion,
    scope: scopes.join(' '),
    ...(launchJson.trim() ? { launch: btoa(launchJson.trim()) } : {}),
  }
}

/** Whether a launch value is a JSON object (of ASCII text, so it can be Base64-encoded). */
export function isLaunchJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    // ASCII only: btoa takes no other text.
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      [...text].every((char) => char.charCodeAt(0) < 128)
    )
  } catch {
    return false
  }
}
