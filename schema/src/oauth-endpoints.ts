/**
 * Where the sandbox authorization servers answer (R-OAUTH-CCG-HELPER-ENDPOINTS): one per API auth
 * path, under the sandbox base. The server mounts them with these functions and the web builds its
 * guide examples and the CCG helper's token request with them, so both sides name the same URLs.
 */

/** The auth path of an API whose `oAuthInfo` names none. */
export const DEFAULT_BASE_AUTH_PATH = '/oauth2'

/** How many parts an auth path may have below /oauth2 (the department's have up to three). */
export const MAX_AUTH_PATH_PARTS = 5

/** One part of an auth path: a plain word, never `..`, an escape or an empty part. */
export const AUTH_PATH_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * The auth paths the sandbox serves an authorization server at (R-OAUTH-LIVE): /oauth2, or
 * /oauth2 and up to five plain parts. Its servers' routes are registered once, for every path of
 * this shape, so an API entry made in the console gets its server without a restart; the
 * console's form refuses any other path with the same rule.
 */
export const AUTH_PATH_PATTERN = new RegExp(
  `^${DEFAULT_BASE_AUTH_PATH}(?:/${AUTH_PATH_PART.source.slice(1, -1)}){0,${MAX_AUTH_PATH_PARTS}}$`,
)

/** The endpoints every authorization server has, by name (the last path segment). */
type OAuthEndpointName =
  | 'authorization'
  | 'token'
  | 'revoke'
  | 'keys'
  | 'introspect'
  | 'manage'
  | 'grants'
  | 'userinfo'

// Joined with exactly one slash whatever the operator wrote: `…/sandbox-api/` + `/oauth2/`.
const trimEnd = (value: string) => value.replace(/\/+$/, '')

/**
 * The issuer of the authorization server for an auth path, e.g.
 * `http://127.0.0.1:8080/sandbox-api` + `/oauth2/claims/system/v1`. An empty or missing path is
 * the default `/oauth2`; a path without a leading slash gets one.
 */
export function authServerIssuer(
  sandboxBaseUrl: string,
  baseAuthPath?: string | null,
): string {
  const path = trimEnd(baseAuthPath?.trim() || DEFAULT_BASE_AUTH_PATH)
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return `${trimEnd(sandboxBaseUrl)}${withSlash === '/' ? DEFAULT_BASE_AUTH_PATH : withSlash}`
}

/** One endpoint of an authorization server: `${issuer}/token`, `${issuer}/keys`, … */
export function oauthEndpoint(issuer: string, name: OAuthEndpointName): string {
  return `${trimEnd(issuer)}/${name}`
}

/** The OpenID Connect discovery document of an authorization server. */
export function wellKnownUrl(issuer: string): string {
  return `${trimEnd(issuer)}/.well-known/openid-configuration`
}
