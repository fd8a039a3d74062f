import type { FastifyRequest } from 'fastify'
import type { IncomingMessage } from 'node:http'
import type { KoaContextWithOIDC } from 'oidc-provider'
import { decodeJwt } from 'jose'
import type { RunningServer } from './oauth-service.ts'
import type { OauthStore } from './oauth-store.ts'

/** What oidc-provider is given instead of a JWT access token it would refuse to revoke. */
const PLACEHOLDER = 'revoked-jwt-access-token'

// The claims of the JWT a revocation request named, by the request oidc-provider is handed.
const pending = new WeakMap<IncomingMessage, Record<string, unknown>>()

/**
 * oidc-provider does not keep JWT access tokens, so it refuses to revoke them ("Structured JWT
 * Tokens cannot be revoked"). Before it sees a revocation request, a JWT in `token` is replaced by
 * a value it does not know: it then authenticates the client and answers 200 as RFC 7009 says,
 * and `jwtRevocation` forgets the token's id.
 */
export function setAsideJwt(request: FastifyRequest): void {
  if (typeof request.body !== 'string') return
  const body = new URLSearchParams(request.body)
  const token = body.get('token')
  if (!token) return
  let claims: Record<string, unknown>
  try {
    claims = decodeJwt(token)
  } catch {
    return
  }
  body.set('token', PLACEHOLDER)
  request.body = body.toString()
  pending.set(request.raw, claims)
}

/**
 * oidc-provider middleware (its documented `provider.use`): after a revocation it answered 200 to
 * an authenticated client, the set-aside JWT's id is deleted when the token is this server's and
 * that client's — before the answer is written, so the gateway refuses the token from the
 * client's next request on; the store tells this instance's bearer check at once and migration
 * 013's NOTIFY the others (R-REVOKE-AT-ONCE). The client is the one oidc-provider authenticated,
 * by whatever method, with or without a `client_id` parameter.
 */
export function jwtRevocation(running: RunningServer, store: OauthStore) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next()
    const claims = pending.get(ctx.req)
    if (!claims || ctx.status !== 200 || ctx.oidc?.route !== 'revocation')
      return
    if (
      claims.iss !== running.issuer ||
      claims.client_id !== ctx.oidc.client?.clientId ||
      typeof claims.jti !== 'string'
    )
      return
    try {
      await store.destroy(running.server.path, 'IssuedToken', claims.jti)
    } catch {
      // Not forgotten: the client must not be told it was (RFC 7009 §2.2.1: 503, try again).
      ctx.status = 503
      ctx.set('retry-after', '5')
      ctx.body = {
        error: 'temporarily_unavailable',
        error_description:
          'The token could not be revoked now. Please try again in a few seconds.',
      }
    }
  }
}
