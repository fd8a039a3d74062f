/**
 * RFC 6749 §3.3 and §5.2: a request that names a scope the client may not have is refused with
 * `invalid_scope`, rather than answered with fewer scopes than asked (R-OAUTH-SCOPES).
 * oidc-provider refuses a scope it knows that the client may not ask for, and drops scopes it does
 * not know; the sandbox refuses both, so a typo is seen at once.
 */

/** A scope value longer than this is echoed back in the error cut to this length. */
const ECHO_MAX = 64

/** The error of a scope request: its description and the first scope refused (cut if long). */
interface ScopeProblem {
  description: string
  scope: string
}

/**
 * The problem with the scopes asked for, given the client's allowed scopes, or null when every
 * one is allowed (or none was asked for).
 */
export function scopeProblem(
  requested: string | undefined,
  allowed: ReadonlySet<string>,
): ScopeProblem | null {
  if (requested === undefined || requested === '') return null
  const unknown = requested
    .split(' ')
    .filter((scope) => scope !== '' && !allowed.has(scope))
  const first = unknown[0]
  if (first === undefined) return null
  return {
    description:
      unknown.length === 1
        ? 'requested scope is not allowed'
        : `${unknown.length} requested scopes are not allowed`,
    scope: first.length <= ECHO_MAX ? first : `${first.slice(0, ECHO_MAX)}…`,
  }
}
