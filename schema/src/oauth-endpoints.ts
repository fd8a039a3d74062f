/** The authorization server of an API without a baseAuthPath (001 §7). */
export const DEFAULT_BASE_AUTH_PATH = '/oauth2'

/** The issuer of the sandbox authorization server at an API's baseAuthPath (R-OAUTH-SERVERS). */
export function authServerIssuer(
  sandboxBaseUrl: string,
  baseAuthPath?: string | null,
): string {
  return `${sandboxBaseUrl.replace(/\/$/, '')}${baseAuthPath || DEFAULT_BASE_AUTH_PATH}`
}

/** An endpoint of an authorization server, by its name in the guides. */
export function oauthEndpoint(
  issuer: string,
  name:
    | 'authorization'
    | 'token'
    | 'revoke'
    | 'keys'
    | 'introspect'
    | 'manage'
    | 'grants'
    | 'userinfo',
): string {
  return `${issuer}/${name}`
}

/** Where an authorization server publishes its OpenID configuration. */
export function wellKnownUrl(issuer: string): string {
  return `${issuer}/.well-known/openid-configuration`
}
