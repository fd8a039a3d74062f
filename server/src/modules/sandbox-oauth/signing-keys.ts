import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JWK,
} from 'jose'
import type { OauthStore } from './oauth-store.ts'

/** A key signs for this long, then a new one takes over (R-OAUTH-KEYS). */
const SIGN_FOR_MS = 30 * 24 * 3600_000
/**
 * A retired key stays in the JWKS until every JWT it signed has expired: ID and access tokens
 * live an hour at most, so a day is ample.
 */
const PUBLISH_RETIRED_FOR_MS = 24 * 3600_000

async function newSigningKey(): Promise<JWK & { kid: string }> {
  const { privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  })
  const jwk = await exportJWK(privateKey)
  const kid = await calculateJwkThumbprint(jwk)
  return { ...jwk, kid, alg: 'RS256', use: 'sig' }
}

/**
 * The authorization servers' private signing keys, the one that signs first: made on first use
 * and every 30 days, shared by every instance through the database. Two instances starting at
 * once may each add a key; both are published and the newest signs, so nothing breaks.
 */
export async function currentSigningKeys(
  store: OauthStore,
  now: number,
): Promise<JWK[]> {
  let keys = await store.signingKeys()
  const active = keys.find((key) => key.retired_at === null)
  if (!active || active.created_at.getTime() < now - SIGN_FOR_MS) {
    const key = await newSigningKey()
    await store.addSigningKey(key.kid, key)
    await store.retireSigningKeys(
      key.kid,
      new Date(now - PUBLISH_RETIRED_FOR_MS),
    )
    keys = await store.signingKeys()
  }
  const ordered = [
    ...keys.filter((key) => key.retired_at === null),
    ...keys.filter((key) => key.retired_at !== null),
  ]
  return ordered.map((key) => key.private_jwk as JWK)
}
