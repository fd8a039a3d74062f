import { generateKeyPairSync } from 'node:crypto'
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose'
import { expect, test } from 'vitest'
import { parsePublicJwk } from '@portal/schema/jwk'
import {
  generateRsaKeyPair,
  importPrivateKey,
  KEY_MESSAGES,
  signAssertion,
} from './ccg-keys.ts'
import { assertionParts } from './client-assertion.ts'

const modulusBits = (n: unknown) =>
  Buffer.from(String(n), 'base64url').length * 8

test('A generated key pair is RSA 2048 with a kid, and its public JWK passes the signup check (R-OAUTH-CCG-HELPER-KEYS)', async () => {
  const pair = await generateRsaKeyPair()
  expect(pair.publicJwk).toMatchObject({
    kty: 'RSA',
    e: 'AQAB',
    kid: pair.kid,
    alg: 'RS256',
    use: 'sig',
  })
  expect(Object.keys(pair.publicJwk).sort()).toEqual(
    ['alg', 'e', 'kid', 'kty', 'n', 'use'].sort(),
  )
  expect(modulusBits(pair.publicJwk.n)).toBe(2048)
  expect(parsePublicJwk(pair.publicJwk)).not.toBeNull()
  expect(pair.privateJwk).toMatchObject({ kid: pair.kid, n: pair.publicJwk.n })
  expect(pair.privateJwk.d).toEqual(expect.any(String))
  expect(pair.privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/)
})

test('The private key downloads import back: as PEM without a kid, as JWK with it (R-OAUTH-CCG-HELPER-IMPORT)', async () => {
  const pair = await generateRsaKeyPair()
  expect((await importPrivateKey(pair.privatePem)).kid).toBeNull()
  expect((await importPrivateKey(JSON.stringify(pair.privateJwk))).kid).toBe(
    pair.kid,
  )
})

test('A pasted key that cannot sign says why', async () => {
  const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs1', format: 'pem' })
    .toString()
  const pair = await generateRsaKeyPair()
  const small = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
  await expect(importPrivateKey('  ')).rejects.toThrow(KEY_MESSAGES.empty)
  await expect(importPrivateKey(pkcs1)).rejects.toThrow(KEY_MESSAGES.pkcs1)
  await expect(
    importPrivateKey(JSON.stringify(pair.publicJwk)),
  ).rejects.toThrow(KEY_MESSAGES.publicOnly)
  await expect(importPrivateKey('not a key')).rejects.toThrow(
    KEY_MESSAGES.unreadable,
  )
  await expect(importPrivateKey('{"kty":"EC","d":"x"}')).rejects.toThrow(
    KEY_MESSAGES.unreadable,
  )
  await expect(importPrivateKey(small)).rejects.toThrow(KEY_MESSAGES.unreadable)
})

test('The signed assertion verifies with the public key and carries the claims (R-OAUTH-CCG-HELPER-ASSERTION)', async () => {
  const pair = await generateRsaKeyPair()
  const audience =
    'http://127.0.0.1:8080/sandbox-api/oauth2/claims/system/v1/token'
  const { header, claims } = assertionParts({
    clientId: '0oa-client',
    audience,
    kid: pair.kid,
    now: 1_764_000_000,
    jti: crypto.randomUUID(),
  })
  const jwt = await signAssertion(pair.privateKey, header, claims)
  expect(decodeProtectedHeader(jwt)).toEqual({
    alg: 'RS256',
    typ: 'JWT',
    kid: pair.kid,
  })
  const decoded = decodeJwt(jwt)
  expect(decoded).toEqual(claims)
  const publicKey = await importJWK(pair.publicJwk, 'RS256')
  const { payload } = await jwtVerify(jwt, publicKey, {
    issuer: '0oa-client',
    subject: '0oa-client',
    audience,
    currentDate: new Date(1_764_000_100_000),
  })
  expect(payload.jti).toBe(claims.jti)
})
