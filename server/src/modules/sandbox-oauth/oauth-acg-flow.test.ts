// The Authorization Code flow end to end: discovery, sign-in, consent, code exchange, API call, refresh, revoke.
import { expect, test } from 'vitest'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  authorize,
  CONDITION,
  ISSUER,
  REDIRECT,
  SERVER,
  signUpHealthClient,
  token,
} from '../../../test/acg-test-kit.ts'

test('Discovery names every endpoint under the API auth path (R-OAUTH-SERVERS)', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: `${SERVER}/.well-known/openid-configuration`,
    headers: { host: '127.0.0.1:8080' },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toMatchObject({
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorization`,
    token_endpoint: `${ISSUER}/token`,
    jwks_uri: `${ISSUER}/keys`,
    revocation_endpoint: `${ISSUER}/revoke`,
    introspection_endpoint: `${ISSUER}/introspect`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
  })
  const keys = await app.inject({ url: `${SERVER}/keys` })
  expect(keys.json().keys[0]).toMatchObject({
    kty: 'RSA',
    alg: 'RS256',
    use: 'sig',
  })
  expect(keys.json().keys[0].d).toBeUndefined()
})

test('A web client: authorize, sign in as a test user, consent, code exchange, API call, refresh (R-OAUTH-ACG)', async () => {
  const { app, db } = await buildTestApp()
  const client = await signUpHealthClient(app, 'web')
  const { params, user } = await authorize(app, db, {
    client_id: client.clientID ?? '',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope:
      'openid profile offline_access launch/patient patient/Condition.read',
    state: 'state-1',
    nonce: 'nonce-1',
  })
  expect(params.get('state')).toBe('state-1')
  const basic = `${client.clientID}:${client.clientSecret}`
  const wrongSecret = await token(
    app,
    {
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: REDIRECT,
    },
    `${client.clientID}:nope`,
  )
  expect(wrongSecret.statusCode).toBe(401)
  expect(wrongSecret.json()).toMatchObject({ error: 'invalid_client' })
  const exchanged = await token(
    app,
    {
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: REDIRECT,
    },
    basic,
  )
  expect(exchanged.statusCode).toBe(200)
  const tokens = exchanged.json()
  expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 })
  const access = decodeJwt(tokens.access_token)
  expect(access).toMatchObject({
    iss: ISSUER,
    aud: 'http://127.0.0.1:8080/sandbox-api',
    sub: user.id,
    patient: user.icn,
    scp: expect.arrayContaining(['patient/Condition.read']),
  })
  expect(access.jti).toBeTruthy()
  expect(access.exp).toBe((access.iat ?? 0) + 3600)
  expect(decodeJwt(tokens.id_token)).toMatchObject({
    nonce: 'nonce-1',
    iss: ISSUER,
    aud: client.clientID,
  })
  const keys = (await app.inject({ url: `${SERVER}/keys` })).json().keys as {
    kid: string
  }[]
  expect(keys.map((key) => key.kid)).toContain(
    decodeProtectedHeader(tokens.id_token).kid,
  )

  const call = await app.inject({
    url: `${CONDITION}?patient=${user.icn}`,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(call.statusCode).toBe(200)
  const usage = await db
    .selectFrom('gateway_requests')
    .select(['credential_id', 'status'])
    .where('api_url_slug', '=', 'fhir')
    .execute()
  expect(usage.length).toBeGreaterThanOrEqual(0)

  const refreshed = await token(
    app,
    { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    basic,
  )
  expect(refreshed.statusCode).toBe(200)
  expect(refreshed.json().refresh_token).not.toBe(tokens.refresh_token)

  const revoked = await app.inject({
    method: 'POST',
    url: `${SERVER}/revoke`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(basic).toString('base64')}`,
    },
    payload: new URLSearchParams({
      token: refreshed.json().access_token,
    }).toString(),
  })
  expect(revoked.statusCode).toBe(200)
  const afterRevoke = await app.inject({
    url: `${CONDITION}?patient=${user.icn}`,
    headers: { authorization: `Bearer ${refreshed.json().access_token}` },
  })
  expect(afterRevoke.statusCode).toBe(401)
  expect(afterRevoke.headers['www-authenticate']).toMatch(/invalid_token/)
})
