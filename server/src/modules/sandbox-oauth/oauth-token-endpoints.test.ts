// Userinfo, introspection and revocation answer the JWT access tokens the servers issue
// (R-OAUTH-USERINFO, R-OAUTH-INTROSPECTION, R-OAUTH-REVOCATION), and discovery offers only what exists.
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  authorize,
  CONDITION,
  ISSUER,
  REDIRECT,
  SERVER,
  signUpHealthClient,
} from '../../../test/acg-test-kit.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

const basicOf = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

function form(
  app: App,
  path: string,
  fields: Record<string, string>,
  authorization?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${SERVER}${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** An RFC 9449 proof of possession for a POST to the token endpoint. */
async function dpopProof() {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  return new SignJWT({
    htm: 'POST',
    htu: `${ISSUER}/token`,
    jti: randomUUID(),
  })
    .setProtectedHeader({
      alg: 'ES256',
      typ: 'dpop+jwt',
      jwk: await exportJWK(publicKey),
    })
    .setIssuedAt()
    .sign(privateKey)
}

/** A web client with tokens for the test user, from the whole browser flow. */
async function signedInClient(scope: string, exchangeHeaders = {}) {
  const { app, db } = await buildTestApp()
  const client = await signUpHealthClient(app, 'web')
  const { params, user } = await authorize(app, db, {
    client_id: client.clientID ?? '',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state: 'state-1',
  })
  const basic = basicOf(client.clientID ?? '', client.clientSecret ?? '')
  const exchanged = await app.inject({
    method: 'POST',
    url: `${SERVER}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:8080',
      authorization: basic,
      ...exchangeHeaders,
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: REDIRECT,
    }).toString(),
  })
  expect(exchanged.statusCode, exchanged.body).toBe(200)
  const tokens = exchanged.json() as {
    token_type: string
    access_token: string
    refresh_token: string
    id_token: string
  }
  return { app, client, user, basic, tokens }
}

test('Discovery offers neither PAR nor DPoP, and names userinfo (R-OAUTH-DISCOVERY)', async () => {
  const { app } = await buildTestApp()
  const discovery = (
    await app.inject({
      url: `${SERVER}/.well-known/openid-configuration`,
      headers: { host: '127.0.0.1:8080' },
    })
  ).json() as Record<string, unknown>
  expect(discovery.pushed_authorization_request_endpoint).toBeUndefined()
  expect(discovery.require_pushed_authorization_requests).toBeUndefined()
  expect(discovery.dpop_signing_alg_values_supported).toBeUndefined()
  expect(discovery.userinfo_endpoint).toBe(
    'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1/userinfo',
  )
  // Every endpoint discovery names answers its method (none is a 404).
  for (const [name, method] of [
    ['jwks_uri', 'GET'],
    ['userinfo_endpoint', 'GET'],
    ['introspection_endpoint', 'POST'],
    ['revocation_endpoint', 'POST'],
    ['token_endpoint', 'POST'],
  ] as const) {
    const path = new URL(String(discovery[name])).pathname
    const answer = await app.inject({ method, url: path })
    expect(answer.statusCode, name).not.toBe(404)
  }
})

test('A token request with a DPoP proof gets a Bearer token without cnf (R-OAUTH-DISCOVERY)', async () => {
  const { app, tokens } = await signedInClient('openid launch/patient', {
    dpop: await dpopProof(),
  })
  expect(tokens.token_type).toBe('Bearer')
  expect(decodeJwt(tokens.access_token).cnf).toBeUndefined()
  const call = await app.inject({
    url: CONDITION,
    headers: { authorization: `DPoP ${tokens.access_token}` },
  })
  expect(call.statusCode).toBe(401)
})

test('Userinfo answers the access token of an openid profile grant with the profile claims (R-OAUTH-USERINFO)', async () => {
  const { app, tokens, user } = await signedInClient(
    'openid profile launch/patient patient/Condition.read',
  )
  const byHeader = await app.inject({
    url: `${SERVER}/userinfo`,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(byHeader.statusCode, byHeader.body).toBe(200)
  const claims = byHeader.json() as Record<string, string>
  expect(claims.sub).toBe(user.id)
  for (const name of ['name', 'given_name', 'family_name', 'email'])
    expect(claims[name], name).toBeTruthy()
  const byForm = await form(app, '/userinfo', {
    access_token: tokens.access_token,
  })
  expect(byForm.statusCode).toBe(200)
  expect(byForm.json()).toEqual(claims)
  // An ID token, a tampered access token or a token's bare id is not an access token.
  for (const wrong of [
    tokens.id_token,
    `${tokens.access_token.slice(0, -4)}AAAA`,
    String(decodeJwt(tokens.access_token).jti),
  ]) {
    const refused = await app.inject({
      url: `${SERVER}/userinfo`,
      headers: { authorization: `Bearer ${wrong}` },
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.json().error).toBe('invalid_token')
  }
})

test('Userinfo gives only sub without the profile scope, and refuses a token without openid (R-OAUTH-USERINFO)', async () => {
  const { app, tokens, user } = await signedInClient(
    'openid launch/patient patient/Condition.read',
  )
  const answer = await app.inject({
    url: `${SERVER}/userinfo`,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(answer.json()).toEqual({ sub: user.id })
  const other = await signedInClient('launch/patient patient/Condition.read')
  const refused = await other.app.inject({
    url: `${SERVER}/userinfo`,
    headers: { authorization: `Bearer ${other.tokens.access_token}` },
  })
  expect(refused.statusCode).toBe(403)
  expect(refused.json().error).toBe('insufficient_scope')
})

test('Introspection answers its own client about its JWT access token, refresh token and anything else (R-OAUTH-INTROSPECTION)', async () => {
  const { app, client, user, basic, tokens } = await signedInClient(
    'openid profile offline_access launch/patient patient/Condition.read',
  )
  const access = await form(
    app,
    '/introspect',
    { token: tokens.access_token },
    basic,
  )
  expect(access.statusCode, access.body).toBe(200)
  const claims = decodeJwt(tokens.access_token)
  expect(access.json()).toMatchObject({
    active: true,
    client_id: client.clientID,
    sub: user.id,
    iss: claims.iss,
    exp: claims.exp,
    iat: claims.iat,
    token_type: 'Bearer',
    scope: expect.stringContaining('patient/Condition.read'),
  })
  const refresh = await form(
    app,
    '/introspect',
    { token: tokens.refresh_token, token_type_hint: 'refresh_token' },
    basic,
  )
  expect(refresh.json()).toMatchObject({ active: true })
  for (const other of [
    tokens.id_token,
    `${tokens.access_token.slice(0, -4)}AAAA`,
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    // A JWE's shape: five parts, a header naming a key-management algorithm.
    'eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.a.b.c.d',
    'no-such-token',
  ]) {
    const answer = await form(app, '/introspect', { token: other }, basic)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ active: false })
  }
  // Another client learns nothing about this client's token.
  const stranger = await signUpHealthClient(app, 'web')
  const theirs = await form(
    app,
    '/introspect',
    { token: tokens.access_token },
    basicOf(stranger.clientID ?? '', stranger.clientSecret ?? ''),
  )
  expect(theirs.json()).toEqual({ active: false })
  const noClient = await form(app, '/introspect', {
    token: tokens.access_token,
  })
  expect(noClient.statusCode).toBe(400)
  expect(noClient.json().error).toBe('invalid_request')
})

test('Revoking a JWT access token: 200, inactive with its grant’s refresh token, refused by userinfo and the gateway (R-OAUTH-REVOCATION)', async () => {
  const { app, user, basic, tokens } = await signedInClient(
    'openid profile offline_access launch/patient patient/Condition.read',
  )
  // The gateway is not asked before the revocation: its few seconds' cache of a good answer is
  // the gateway's matter (R-OAUTH-GATEWAY), not the authorization server's.
  const call = () =>
    app.inject({
      url: `${CONDITION}?patient=${user.icn}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
  const revoked = await form(
    app,
    '/revoke',
    { token: tokens.access_token, token_type_hint: 'access_token' },
    basic,
  )
  expect(revoked.statusCode, revoked.body).toBe(200)
  const introspected = await form(
    app,
    '/introspect',
    { token: tokens.access_token },
    basic,
  )
  expect(introspected.json()).toEqual({ active: false })
  // oidc-provider revokes the grant's other tokens with it.
  const refresh = await form(
    app,
    '/introspect',
    { token: tokens.refresh_token },
    basic,
  )
  expect(refresh.json()).toEqual({ active: false })
  const userinfo = await app.inject({
    url: `${SERVER}/userinfo`,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(userinfo.statusCode).toBe(401)
  const refused = await call()
  expect(refused.statusCode).toBe(401)
  // Revoking what is unknown or already revoked is 200 as well (RFC 7009 §2.2).
  for (const again of [tokens.access_token, 'no-such-token']) {
    const answer = await form(app, '/revoke', { token: again }, basic)
    expect(answer.statusCode).toBe(200)
  }
})
