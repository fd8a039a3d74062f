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

/** A client assertion; times in seconds from now, `aud` the token endpoint unless given. */
function assertion(
  privateKey: CryptoKey,
  clientId: string,
  {
    lifetime = 300,
    jti = randomUUID(),
    aud = TOKEN_URL as string | string[],
    iatFromNow = 0,
  } = {},
) {
  const iat = Math.floor(Date.now() / 1000) + iatFromNow
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

test('The assertion aud may be the issuer identifier or the token endpoint, nothing else (R-OAUTH-CCG-AUD)', async () => {
  const { app, clientId, privateKey } = await ccgClient()
  for (const aud of [ISSUER, TOKEN_URL, [ISSUER, 'https://example.org']]) {
    const answer = await tokenRequest(
      app,
      await assertion(privateKey, clientId, { aud }),
    )
    expect(answer.statusCode, `${String(aud)}: ${answer.body}`).toBe(200)
  }
  for (const aud of [
    'https://example.org/token',
    `${ISSUER}/`,
    'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1/token',
  ]) {
    const answer = await tokenRequest(
      app,
      await assertion(privateKey, clientId, { aud }),
    )
    expect(answer.statusCode, aud).toBe(401)
    expect(answer.json().error).toBe('invalid_client')
  }
  const { privateKey: otherKey } = await generateKeyPair('RS256')
  const wrongKey = await tokenRequest(app, await assertion(otherKey, clientId))
  expect(wrongKey.json().error).toBe('invalid_client')
})

test('iat more than 60 seconds ahead is invalid_client, whatever exp says (R-OAUTH-CCG-TIME)', async () => {
  const { app, clientId, privateKey } = await ccgClient()
  const year2100 = Math.floor(Date.UTC(2100, 0, 1) / 1000)
  const cases = [
    { iatFromNow: year2100 - Math.floor(Date.now() / 1000), lifetime: 200 },
    { iatFromNow: 65, lifetime: 60 },
    { iatFromNow: 120, lifetime: 10 },
  ]
  for (const times of cases) {
    const answer = await tokenRequest(
      app,
      await assertion(privateKey, clientId, times),
    )
    // oidc-provider says only "client authentication failed"; the rule's own words are in
    // client-assertion.test.ts.
    expect(answer.statusCode, JSON.stringify(times)).toBe(401)
    expect(answer.json().error).toBe('invalid_client')
  }
  const slightlyAhead = await tokenRequest(
    app,
    await assertion(privateKey, clientId, { iatFromNow: 30, lifetime: 60 }),
  )
  expect(slightlyAhead.statusCode, slightlyAhead.body).toBe(200)
})

test('exp more than 300 seconds from now, or more than 300 after iat, is invalid_client (R-OAUTH-CCG-TIME)', async () => {
  const { app, clientId, privateKey } = await ccgClient()
  // iat 50 s ahead, exp 290 s after it: within 300 of iat, 340 from now.
  const fromNow = await tokenRequest(
    app,
    await assertion(privateKey, clientId, { iatFromNow: 50, lifetime: 290 }),
  )
  expect(fromNow.statusCode).toBe(401)
  expect(fromNow.json().error).toBe('invalid_client')
  const afterIat = await tokenRequest(
    app,
    await assertion(privateKey, clientId, { lifetime: 301 }),
  )
  expect(afterIat.statusCode).toBe(401)
  expect(afterIat.json().error).toBe('invalid_client')
  const longest = await tokenRequest(
    app,
    await assertion(privateKey, clientId, { lifetime: 300 }),
  )
  expect(longest.statusCode, longest.body).toBe(200)
})

test('Revoking a CCG token with a client assertion and no client_id works (R-OAUTH-REVOCATION)', async () => {
  const { app, clientId, privateKey, condition } = await ccgClient()
  const issued = await tokenRequest(app, await assertion(privateKey, clientId))
  const accessToken = issued.json().access_token as string
  const authenticated = async (path: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `${SERVER}${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: '127.0.0.1:8080',
      },
      payload: new URLSearchParams({
        client_assertion_type:
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: await assertion(privateKey, clientId, {
          aud: ISSUER,
        }),
        ...fields,
      }).toString(),
    })
  const before = await authenticated('/introspect', { token: accessToken })
  expect(before.json()).toMatchObject({
    active: true,
    client_id: clientId,
    token_type: 'Bearer',
  })
  const revoked = await authenticated('/revoke', { token: accessToken })
  expect(revoked.statusCode, revoked.body).toBe(200)
  const after = await authenticated('/introspect', { token: accessToken })
  expect(after.json()).toEqual({ active: false })
  const call = await app.inject({
    url: condition,
    headers: { authorization: `Bearer ${accessToken}` },
  })
  expect(call.statusCode).toBe(401)
  // Without any client authentication nothing is revoked.
  const anonymous = await app.inject({
    method: 'POST',
    url: `${SERVER}/revoke`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: accessToken }).toString(),
  })
  expect(anonymous.statusCode).toBe(400)
  expect(anonymous.json().error).toBe('invalid_request')
})

test("Unknown, oversized or other APIs' scopes are invalid_scope, never a token with fewer scopes (R-OAUTH-SCOPES)", async () => {
  const { app, clientId, privateKey } = await ccgClient()
  const cases: [string, string][] = [
    ['launch system/Condition.read nope', 'nope'],
    ['system/Nothing.read', 'system/Nothing.read'],
    ['claim.read', 'claim.read'],
    ['openid', 'openid'],
    [`launch ${'x'.repeat(5000)}`, `${'x'.repeat(64)}…`],
    [Array.from({ length: 300 }, (_, i) => `s${i}`).join(' '), 's0'],
  ]
  for (const [scope, named] of cases) {
    const answer = await tokenRequest(
      app,
      await assertion(privateKey, clientId),
      { scope },
    )
    expect(answer.statusCode, scope.slice(0, 80)).toBe(400)
    expect(answer.json()).toMatchObject({
      error: 'invalid_scope',
      scope: named,
    })
  }
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
