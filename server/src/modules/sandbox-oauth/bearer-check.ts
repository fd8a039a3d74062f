import { createLocalJWKSet, decodeJwt, jwtVerify, type JWK } from 'jose'
import type { OauthService } from './oauth-service.ts'
import type { OauthStore } from './oauth-store.ts'
import { currentSigningKeys } from './signing-keys.ts'

/** What the gateway learns from a good token: whose it is, for the limit and the usage rows. */
export interface BearerGrant {
  credentialId: string
  clientId: string
}

/** Why a token is refused, as RFC 6750 says it (WWW-Authenticate error and status). */
export interface BearerRefusal {
  status: 401 | 403
  error: 'invalid_token' | 'insufficient_scope'
  description: string
  scope?: string
}

// Scopes that name who or what context, not data: a token needs one of the API's others.
const CONTEXT_SCOPES = new Set([
  'openid',
  'profile',
  'offline_access',
  'launch',
  'launch/patient',
  'fhirUser',
])

const CACHE_MS = 5_000
const CACHE_MAX = 10_000

/**
 * Checks a bearer token for an OAuth API at the gateway (R-OAUTH-GATEWAY): signed by our key,
 * issued by an authorization server of this API, for the gateway (aud), not expired, not revoked,
 * its client still usable, and carrying one of the API's scopes.
 */
export function createBearerCheck(deps: {
  service: OauthService
  store: OauthStore
  now: () => number
  audience: string
}) {
  const { store } = deps
  let jwks:
    { set: ReturnType<typeof createLocalJWKSet>; until: number } | undefined
  const keySet = async () => {
    if (!jwks || jwks.until < deps.now()) {
      const keys = await currentSigningKeys(store, deps.now())
      const publicKeys = keys.map(
        ({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }) as JWK,
      )
      jwks = {
        set: createLocalJWKSet({ keys: publicKeys }),
        until: deps.now() + 60_000,
      }
    }
    return jwks.set
  }
  const cache = new Map<string, { value: unknown; until: number }>()
  // Bumped by forget: a look-up that began before a revocation may have read the old row, so it
  // answers its own request but is not cached (R-REVOKE-AT-ONCE).
  let generation = 0
  const cached = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key)
    if (hit && hit.until > deps.now()) return hit.value as T
    const startedIn = generation
    const value = await load()
    if (startedIn !== generation) return value
    if (cache.size >= CACHE_MAX) cache.clear()
    cache.set(key, { value, until: deps.now() + CACHE_MS })
    return value
  }
  const invalid = (description: string): BearerRefusal => ({
    status: 401,
    error: 'invalid_token',
    description,
  })

  const check = async (
    altId: string,
    token: string,
  ): Promise<BearerGrant | BearerRefusal> => {
    let issuer: string
    try {
      issuer = String(decodeJwt(token).iss ?? '')
    } catch {
      return invalid('The access token is not a JWT')
    }
    const servers = await deps.service.servers()
    const server = servers.find(
      (candidate) =>
        `${deps.audience}${candidate.path}` === issuer &&
        candidate.apis.some((api) => api.altId === altId),
    )
    if (!server) return invalid('The access token was not issued for this API')
    // Expiry by the wall clock: oidc-provider stamps tokens with it, and the test-only clock that
    // moves credential expiry (R-CARE-*) must not age tokens it did not issue.
    let payload: Record<string, unknown>
    try {
      ;({ payload } = await jwtVerify(token, await keySet(), {
        issuer,
        audience: deps.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      }))
    } catch {
      return invalid('The access token is invalid or has expired')
    }
    const jti = String(payload.jti ?? '')
    const clientId = String(payload.client_id ?? '')
    const live = await cached(`t:${server.path}:${jti}`, () =>
      store.tokenIsLive(server.path, jti),
    )
    if (!live) return invalid('The access token has been revoked')
    const rows = await cached(`c:${clientId}`, () =>
      store.clientRows(clientId, deps.now()),
    )
    const credential = rows[0]
    if (!credential)
      return invalid('The client of this access token is no longer allowed')
    const apiScopes = server.apis
      .filter((api) => api.altId === altId)
      .flatMap((api) => api.scopes)
    const granted = Array.isArray(payload.scp)
      ? payload.scp.map(String)
      : String(payload.scope ?? '').split(' ')
    const needed = apiScopes.filter((scope) => !CONTEXT_SCOPES.has(scope))
    if (needed.length > 0 && !needed.some((scope) => granted.includes(scope)))
      return {
        status: 403,
        error: 'insufficient_scope',
        description: 'The access token has none of the scopes this API needs',
        scope: needed.join(' '),
      }
    return { credentialId: credential.credentialId, clientId }
  }
  // Credential changes and token revocations on any instance clear the cache (announced on this
  // instance, NOTIFY on the others), so a revoked token or client stops at once rather than after
  // the cache's five seconds.
  return Object.assign(check, {
    forget: () => {
      generation += 1
      cache.clear()
    },
  })
}
