import {
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JWK,
} from 'jose'
import type { IncomingMessage } from 'node:http'
import type { KoaContextWithOIDC } from 'oidc-provider'

/**
 * JWT access tokens and oidc-provider's own endpoints (R-OAUTH-TOKENS, ADR 022).
 *
 * The sandbox's access tokens are JWTs for the gateway (RFC 9068): the gateway checks them with
 * the JWKS. oidc-provider keeps no record of a JWT access token, so its userinfo, introspection
 * and revocation endpoints cannot find one, and the last two refuse any JWT outright
 * (`unsupported_token_type`). Two pieces let those endpoints answer for JWT access tokens with
 * their own rules (client authentication, allowed policy, grant and account checks, claims by
 * scope, RFC 7662 and RFC 7009 answers):
 *
 * - `tokenRecord`: when a token is signed, its oidc-provider payload is kept under its own model
 *   (AccessToken or ClientCredentials) and `jti`, as oidc-provider keeps an opaque token. The
 *   record leaves out the audience: the JWT carries it for the gateway, and oidc-provider answers
 *   userinfo only for tokens whose record names no other audience.
 * - `presentJwtById`: a provider middleware that, on those three endpoints, checks a presented JWT
 *   is an access token of this server (signature by its key, issuer, `typ` at+jwt) and hands the
 *   endpoint its `jti`, which the record is found by. A JWT that is not one of ours is handed on as
 *   a value no record has, so the endpoint answers as for any unknown token (inactive, 200 on
 *   revocation, 401 at userinfo).
 *
 * The record is what the gateway reads too: revoking the token deletes it, and a grant's
 * revocation deletes its tokens' records with it (they carry the grant's id).
 */

/** What the endpoints are given for a JWT that is not an access token of this server. */
const UNKNOWN_TOKEN = 'not-an-access-token-of-this-server'

/** A token model as the format customizer sees it: oidc-provider's names for its members. */
interface IssuedToken {
  kind: string
  constructor: unknown
  [member: string]: unknown
}

/**
 * The payload oidc-provider would keep for this token were it opaque, from the members its model
 * declares (`IN_PAYLOAD`), with the times and id of the signed JWT and without the audience.
 */
export function tokenRecord(
  token: IssuedToken,
  jwt: { jti?: unknown; iat?: unknown; exp?: unknown },
): Record<string, unknown> {
  const members =
    (token.constructor as { IN_PAYLOAD?: readonly string[] }).IN_PAYLOAD ?? []
  const record: Record<string, unknown> = {}
  for (const member of members) {
    if (member === 'aud' || member === '__proto__') continue
    const value = token[member]
    if (value !== undefined) record[member] = value
  }
  return { ...record, jti: jwt.jti, iat: jwt.iat, exp: jwt.exp }
}

/** Whether oidc-provider would take the value for a JWT (JWS or JWE) and refuse it. */
function looksLikeJwt(value: string): boolean {
  try {
    decodeProtectedHeader(value)
    return true
  } catch {
    return false
  }
}

/** The form body the gateway read (a string, a Buffer or fields), or null if there is none. */
function formOf(
  req: IncomingMessage & { body?: unknown },
): URLSearchParams | null {
  const { body } = req
  if (typeof body === 'string' || Buffer.isBuffer(body))
    return new URLSearchParams(body.toString())
  if (!body || typeof body !== 'object') return null
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(body as Record<string, unknown>))
    for (const item of [value].flat()) form.append(name, String(item))
  return form
}

/**
 * The provider middleware that hands oidc-provider's userinfo, introspection and revocation
 * endpoints a JWT access token's `jti` in place of the JWT (see above).
 */
export function presentJwtById(deps: {
  issuer: string
  audience: string
  keys: JWK[]
  routes: { userinfo: string; introspection: string; revocation: string }
}) {
  const publicKeys = deps.keys.map(
    ({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }) as JWK,
  )
  const keySet = createLocalJWKSet({ keys: publicKeys })
  const idOf = async (value: string): Promise<string> => {
    try {
      const { payload } = await jwtVerify(value, keySet, {
        issuer: deps.issuer,
        audience: deps.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      })
      return typeof payload.jti === 'string' ? payload.jti : UNKNOWN_TOKEN
    } catch {
      return UNKNOWN_TOKEN
    }
  }
  // Every access token the servers issue is a JWT: at userinfo, which takes access tokens only,
  // anything else is unknown (a token's bare id is not a credential). Introspection and
  // revocation also take refresh tokens, which are opaque, and ask for the client's
  // authentication.
  const presentedAs = async (value: string, accessTokenOnly: boolean) => {
    if (looksLikeJwt(value)) return idOf(value)
    return accessTokenOnly ? UNKNOWN_TOKEN : value
  }
  const tokenRoutes = new Set([
    deps.routes.introspection,
    deps.routes.revocation,
  ])

  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const req = ctx.req as IncomingMessage & { body?: unknown }
    if (
      ctx.method === 'POST' &&
      (tokenRoutes.has(ctx.path) || ctx.path === deps.routes.userinfo)
    ) {
      const userinfo = ctx.path === deps.routes.userinfo
      const field = userinfo ? 'access_token' : 'token'
      const form = formOf(req)
      // Only a single value is replaced: a repeated one is oidc-provider's to refuse.
      const values = form?.getAll(field) ?? []
      const value = values[0]
      if (form && values.length === 1 && value) {
        const id = await presentedAs(value, userinfo)
        if (id !== value) {
          form.set(field, id)
          req.body = form.toString()
        }
      }
    }
    if (ctx.path === deps.routes.userinfo) {
      const bearer = /^Bearer +(\S+)$/i.exec(ctx.get('authorization'))?.[1]
      if (bearer)
        req.headers.authorization = `Bearer ${await presentedAs(bearer, true)}`
    }
    await next()
  }
}
