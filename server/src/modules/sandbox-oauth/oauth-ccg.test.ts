import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
} from 'jose'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signUpClient } from '../../../test/oauth-kit.ts'

const ISSUER = 'http://127.0.0.1:8080/sandbox-api/oauth2/health/system/v1'
const SERVER = '/sandbox-api/oauth2/health/system/v1'
const TOKEN_URL = `${ISSUER}/token`
const LAUNCH = Buffer.from(
  JSON.stringify({ patient: '1012667145V762142' }),
).toString('base64')

async function ccgClient() {
  const context = await buildTestApp()
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    extractable: true,
  })
  const jwk = {
    ...(await exportJWK(publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  }
  const client = await signUpClient(context.app, {
    typeAndApi: 'ccg/health',
    apis: 'ccg/health',
    oAuthPublicKey: JSON.stringify(jwk),
  })
  // A patient the sandbox knows: the first test user of the Patient Health API.
  const row = await context.db
    .selectFrom('test_user_rows as row')
    .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
    .select('row.data')
    .where('table.api_url_slug', '=', 'patient-health')
    .executeTakeFirstOrThrow()
  const icn = (row.data as Record<string, string>).ICN
  const condition = `/sandbox-api/services/fhir/v0/r4/Condition?patient=${icn}`
  return {
    ...context,
    clientId: client.ccgClientId ?? '',
    privateKey,
    condition,
  }
}

function assertion(
  privateKey: CryptoKey,
  clientId: string,
  { lifetime = 300, jti = randomUUID(), aud = TOKEN_URL } = {},
) {
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT({ jti })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .sign(privateKey)
}

function tokenRequest(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  clientAssertion: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `${SERVER}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:8080',
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type:
        'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: clientAssertion,
      scope: 'launch system/Condition.read',
      launch: LAUNCH,
      ...extra,
    }).toString(),
  })
}

test('Client Credentials: a signed assertion gets a 5-minute token the gateway accepts (R-OAUTH-CCG)', async () => {
  const { app, clientId, privateKey, condition } = await ccgClient()
  const response = await tokenRequest(
    app,
    await assertion(privateKey, clientId),
  )
  expect(response.statusCode).toBe(200)
  expect(response.json()).toMatchObject({
    token_type: 'Bearer',
    expires_in: 300,
  })
  const claims = decodeJwt(response.json().access_token)
  expect(claims).toMatchObject({
    iss: ISSUER,
    sub: clientId,
    patient: '1012667145V762142',
  })
  expect(claims.scp).toEqual(
    expect.arrayContaining(['launch', 'system/Condition.read']),
  )
  const call = await app.inject({
    url: condition,
    headers: { authorization: `Bearer ${response.json().access_token}` },
  })
  expect(call.statusCode).toBe(200)
})

test('A client assertion works once: its jti is refused the second time (R-OAUTH-CCG)', async () => {
  const { app, clientId, privateKey } = await ccgClient()
  const signed = await assertion(privateKey, clientId)
  expect((await tokenRequest(app, signed)).statusCode).toBe(200)
  const again = await tokenRequest(app, signed)
  expect(again.statusCode).toBe(401)
  expect(again.json().error).toBe('invalid_client')
})

test('exp more than 300 seconds after iat, or an aud other than the token endpoint, is invalid_client (R-OAUTH-CCG)', async () => {
  const { app, clientId, privateKey } = await ccgClient()
  const late = await tokenRequest(
    app,
    await assertion(privateKey, clientId, { lifetime: 301 }),
  )
  expect(late.statusCode).toBe(401)
  expect(late.json()).toMatchObject({ error: 'invalid_client' })
  const otherAud = await tokenRequest(
    app,
    await assertion(privateKey, clientId, { aud: 'https://example.org/token' }),
  )
  expect(otherAud.json().error).toBe('invalid_client')
  const { privateKey: otherKey } = await generateKeyPair('RS256')
  const wrongKey = await tokenRequest(app, await assertion(otherKey, clientId))
  expect(wrongKey.json().error).toBe('invalid_client')
})

test('launch is required with the launch scope and must be base64 JSON (R-OAUTH-LAUNCH)', async () => {
  const { app, clientId, privateKey } = await ccgClient()
  const missing = await tokenRequest(
    app,
    await assertion(privateKey, clientId),
    { launch: '' },
  )
  expect(missing.statusCode).toBe(400)
  expect(missing.json()).toEqual({
    error: 'invalid_request',
    error_description: 'launch is required when the scope includes launch',
  })
  const garbled = await tokenRequest(
    app,
    await assertion(privateKey, clientId),
    { launch: 'not-base64-json' },
  )
  expect(garbled.json().error).toBe('invalid_request')
})

test('A token without the API scopes is 403 insufficient_scope at the gateway (R-OAUTH-GATEWAY)', async () => {
  const { app, clientId, privateKey, condition } = await ccgClient()
  const response = await tokenRequest(
    app,
    await assertion(privateKey, clientId),
    { scope: 'launch' },
  )
  expect(response.statusCode).toBe(200)
  const call = await app.inject({
    url: condition,
    headers: { authorization: `Bearer ${response.json().access_token}` },
  })
  expect(call.statusCode).toBe(403)
  expect(call.json().error).toBe('insufficient_scope')
  expect(call.headers['www-authenticate']).toMatch(/error="insufficient_scope"/)
})
