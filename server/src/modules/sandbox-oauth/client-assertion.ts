/**
 * The sandbox's own rules for a Client Credentials assertion (R-OAUTH-CCG), beyond what
 * oidc-provider checks itself (signature by a registered key, `iss` = client, `exp` and `jti`
 * present, `aud` the issuer identifier, the token endpoint or the endpoint called, and a `jti`
 * used once). The guides: `iat` is required and `exp` is at most 300 seconds after it; RFC 7523
 * lets a server refuse assertions from the future or living too long: `iat` at most 60 seconds
 * ahead of the server's clock, `exp` at most 300 seconds from now.
 */

/** The longest an assertion may live, from `iat` and from now (001 §5). */
const MAX_ASSERTION_SECONDS = 300
/** How far ahead of the server's clock `iat` may be. */
const MAX_IAT_AHEAD_SECONDS = 60

/** What the token endpoint says for each broken rule (the `error_description` of invalid_client). */
export const ASSERTION_MESSAGES = {
  iatMissing: 'iat must be given in the client_assertion JWT',
  iatAhead: `iat must not be more than ${MAX_IAT_AHEAD_SECONDS} seconds in the future`,
  expAfterIat: `exp must be at most ${MAX_ASSERTION_SECONDS} seconds after iat`,
  expTooFar: `exp must be at most ${MAX_ASSERTION_SECONDS} seconds from now`,
} as const

/**
 * The first rule the assertion's claims break, or null. `now` and the tolerance are seconds;
 * the tolerance is oidc-provider's clock tolerance, allowed for a client clock a little ahead.
 */
export function assertionProblem(
  claims: { iat?: unknown; exp?: unknown },
  now: number,
  tolerance: number,
): string | null {
  const { iat, exp } = claims
  if (typeof iat !== 'number' || !Number.isFinite(iat))
    return ASSERTION_MESSAGES.iatMissing
  if (iat > now + MAX_IAT_AHEAD_SECONDS) return ASSERTION_MESSAGES.iatAhead
  // oidc-provider has already refused an assertion without a numeric exp.
  const expiry = Number(exp)
  if (expiry - iat > MAX_ASSERTION_SECONDS)
    return ASSERTION_MESSAGES.expAfterIat
  if (expiry > now + MAX_ASSERTION_SECONDS + tolerance)
    return ASSERTION_MESSAGES.expTooFar
  return null
}
