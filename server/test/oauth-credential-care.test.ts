import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { careApp, firstCredential, signUp } from './care-kit.ts'

// Credential care and the authorization servers read the same rows (R-CARE-VALID, R-OAUTH-CLIENTS):
// a rotated-out secret or a revoked client is refused by the token endpoint, and a revoked
// client's tokens by the gateway, at once.

const HOST = { host: '127.0.0.1:8080' }
const CCG = '/sandbox-api/oauth2/health/system/v1'
const TOKEN_URL = `http://127.0.0.1:8080${CCG}/token`

test('A rotated web client secret stops at the token endpoint when its overlap ends (R-OAUTH-CLIENTS)', async () => {
  const { app, post } = await careApp()
  const web = await signUp(app, {
    typeAndApi: 'acg/health',
    apis: 'acg/health',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://app.example.org/cb',
    attestationChecked: true,
  })
  const clientId = (web as unknown as { clientID: string }).clientID
  // A refresh grant with a made-up token: a known client with a right secret gets invalid_grant,
  // a wrong or expired secret invalid_client.
  const tokenCall = (secret: string) =>
    app.inject({
      method: 'POST',
      url: '/sandbox-api/oauth2/health/v1/token',
      headers: {
        ...HOST,
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      payload: 'grant_type=refresh_token&refresh_token=nothing-issued',
    })
  const oldSecret = web.clientSecret ?? ''
  expect((await tokenCall(oldSecret)).json().error).toBe('invalid_grant')
  const credential = await firstCredential(post, web.link)
  const rotated = await post('/rotate', {
    ...web.link,
    credentialId: credential.id,
    overlap: 'none',
  })
  const newSecret = rotated.json<{ secret: string }>().secret
  expect((await tokenCall(newSecret)).json().error).toBe('invalid_grant')
  expect((await tokenCall(oldSecret)).json().error).toBe('invalid_client')
})

test('Revoking a CCG client refuses its token at the gateway and its next assertion (R-OAUTH-GATEWAY)', async () => {
  const { app, post, db } = await careApp()
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const ccg = await signUp(app, {
    typeAndApi: 'ccg/health',
    apis: 'ccg/health',
    oAuthPublicKey: JSON.stringify(await exportJWK(publicKey)),
  })
  const clientId = (ccg as unknown as { ccgClientId: string }).ccgClientId
  const assertion = () => {
    const iat = Math.floor(Date.now() / 1000)
    return new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(TOKEN_URL)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(privateKey)
  }
  const tokenCall = async () =>
    app.inject({
      method: 'POST',
      url: `${CCG}/token`,
      headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type:
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: await assertion(),
        scope: 'system/Condition.read',
      }).toString(),
    })
  const issued = await tokenCall()
  expect(issued.statusCode).toBe(200)
  const row = await db
    .selectFrom('test_user_rows as row')
    .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
    .select('row.data')
    .where('table.api_url_slug', '=', 'patient-health')
    .executeTakeFirstOrThrow()
  const url = `/sandbox-api/services/fhir/v0/r4/Condition?patient=${(row.data as Record<string, string>).ICN}`
  const headers = { authorization: `Bearer ${issued.json().access_token}` }
  expect((await app.inject({ url, headers })).statusCode).toBe(200)

  const credential = await firstCredential(post, ccg.link)
  expect(
    (await post('/revoke', { ...ccg.link, credentialId: credential.id }))
      .statusCode,
  ).toBeLessThan(300)
  // The gateway's caches are cleared by NOTIFY; give the notification a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const refused = await app.inject({ url, headers })
  expect(refused.statusCode).toBe(401)
  expect(refused.headers['www-authenticate']).toMatch(/invalid_token/)
  const again = await tokenCall()
  expect(again.statusCode).toBe(401)
  expect(again.json().error).toBe('invalid_client')
})
