// Revocation at once (R-REVOKE-AT-ONCE): the instance that answers a revocation or a grant's
// deletion refuses the token from the client's next request, without waiting for NOTIFY (these
// apps have no database listener); another instance refuses it within a second (NOTIFY).
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signUpClient } from '../../../test/oauth-kit.ts'
import {
  authorize,
  CONDITION,
  REDIRECT,
  SERVER,
  signUpHealthClient,
  token,
} from '../../../test/acg-test-kit.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const basicOf = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

/** A web client of the health API, a test user's grant and an access token the gateway has cached. */
async function grantedWebClient(app: App, db: Parameters<typeof authorize>[1]) {
  const client = await signUpHealthClient(app, 'web')
  const clientId = client.clientID ?? ''
  const secret = client.clientSecret ?? ''
  const { params, user } = await authorize(app, db, {
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid launch/patient patient/Condition.read',
    state: 'state-1',
  })
  const exchanged = await token(
    app,
    {
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: REDIRECT,
    },
    `${clientId}:${secret}`,
  )
  expect(exchanged.statusCode).toBe(200)
  const accessToken: string = exchanged.json().access_token
  const call = (on: App = app) =>
    on
      .inject({
        url: `${CONDITION}?patient=${user.icn}`,
        headers: { authorization: `Bearer ${accessToken}` },
      })
      .then((response) => response.statusCode)
  expect(await call()).toBe(200) // now in the gateway's 5-second cache
  return { clientId, secret, accessToken, user, call }
}

test('A token its client revokes is refused by the gateway from the next request on (R-REVOKE-AT-ONCE)', async () => {
  const { app, db } = await buildTestApp({ listen: undefined })
  const web = await grantedWebClient(app, db)
  const revoke = (authorization: string) =>
    app.inject({
      method: 'POST',
      url: `${SERVER}/revoke`,
      headers: { ...FORM, authorization },
      payload: new URLSearchParams({ token: web.accessToken }).toString(),
    })
  // Another client may not revoke it: oidc-provider's invalid_request (R-OAUTH-REVOCATION), and
  // the token still works.
  const other = await signUpHealthClient(app, 'web')
  const refused = await revoke(
    basicOf(other.clientID ?? '', other.clientSecret ?? ''),
  )
  expect(refused.statusCode).toBe(400)
  expect(refused.json().error).toBe('invalid_request')
  expect(await web.call()).toBe(200)
  expect((await revoke(basicOf(web.clientId, web.secret))).statusCode).toBe(200)
  expect(await web.call()).toBe(401)
})

test('A CCG client revokes its token with its assertion alone, no client_id, and the gateway refuses it at once (R-REVOKE-AT-ONCE)', async () => {
  const { app, db } = await buildTestApp({ listen: undefined })
  const ccg = '/sandbox-api/oauth2/health/system/v1'
  const audience = `http://127.0.0.1:8080${ccg}/token`
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const client = await signUpClient(app, {
    typeAndApi: 'ccg/health',
    apis: 'ccg/health',
    oAuthPublicKey: JSON.stringify(await exportJWK(publicKey)),
  })
  const clientId = client.ccgClientId ?? ''
  const assertion = () => {
    const iat = Math.floor(Date.now() / 1000)
    return new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(privateKey)
  }
  const assertionFields = async () => ({
    client_assertion_type:
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: await assertion(),
  })
  const issued = await app.inject({
    method: 'POST',
    url: `${ccg}/token`,
    headers: { ...FORM, host: '127.0.0.1:8080' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'launch system/Condition.read',
      launch: Buffer.from('{"patient":"1012667145V762142"}').toString('base64'),
      ...(await assertionFields()),
    }).toString(),
  })
  expect(issued.statusCode).toBe(200)
  const accessToken: string = issued.json().access_token
  const row = await db
    .selectFrom('test_user_rows as row')
    .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
    .select('row.data')
    .where('table.api_url_slug', '=', 'patient-health')
    .executeTakeFirstOrThrow()
  const call = () =>
    app
      .inject({
        url: `${CONDITION}?patient=${(row.data as Record<string, string>).ICN}`,
        headers: { authorization: `Bearer ${accessToken}` },
      })
      .then((response) => response.statusCode)
  expect(await call()).toBe(200)
  const revoked = await app.inject({
    method: 'POST',
    url: `${ccg}/revoke`,
    headers: { ...FORM, host: '127.0.0.1:8080' },
    payload: new URLSearchParams({
      token: accessToken,
      ...(await assertionFields()),
    }).toString(),
  })
  expect(revoked.statusCode).toBe(200)
  expect(await call()).toBe(401)
})

test('DELETE grants needs the client’s own authentication, reaches only its grants, and its tokens stop at once (R-OAUTH-GRANTS, R-REVOKE-AT-ONCE)', async () => {
  const { app, db } = await buildTestApp({ listen: undefined })
  const web = await grantedWebClient(app, db)
  const email = web.user.logingov.username
  const remove = (
    authorization: string | null,
    fields: Record<string, string>,
  ) =>
    app.inject({
      method: 'DELETE',
      url: `${SERVER}/grants`,
      headers: { ...FORM, ...(authorization ? { authorization } : {}) },
      payload: new URLSearchParams(fields).toString(),
    })
  const anonymous = await remove(null, { client_id: web.clientId, email })
  expect(anonymous.statusCode).toBe(401)
  expect(anonymous.json().error).toBe('invalid_client')
  expect(anonymous.headers['www-authenticate']).toMatch(/^Basic /)
  const wrongSecret = await remove(basicOf(web.clientId, 'not-the-secret'), {
    email,
  })
  expect(wrongSecret.statusCode).toBe(401)
  expect(wrongSecret.json().error).toBe('invalid_client')
  // Another client, authenticated, cannot name this one, and its own DELETE leaves this grant be.
  const other = await signUpHealthClient(app, 'web')
  const otherBasic = basicOf(other.clientID ?? '', other.clientSecret ?? '')
  const impostor = await remove(otherBasic, { client_id: web.clientId, email })
  expect(impostor.statusCode).toBe(400)
  expect(impostor.json().error).toBe('invalid_request')
  expect((await remove(otherBasic, { email })).statusCode).toBe(204)
  expect(await web.call()).toBe(200)
  // A public client has no secret to authenticate with.
  const native = await signUpHealthClient(app, 'native')
  const publicClient = await remove(basicOf(native.clientID ?? '', 'x'), {
    email,
  })
  expect(publicClient.statusCode).toBe(401)
  expect(publicClient.json().error).toBe('invalid_client')
  const own = basicOf(web.clientId, web.secret)
  const badEmail = await remove(own, { email: 'not-an-email' })
  expect(badEmail.statusCode).toBe(400)
  expect(badEmail.json()).toEqual({
    error: 'invalid_request',
    error_description: 'Invalid email address.',
  })
  expect(
    (await remove(own, { client_id: web.clientId, email })).statusCode,
  ).toBe(204)
  expect(await web.call()).toBe(401)
})

test('Another instance refuses a revoked token within a second, through NOTIFY (R-REVOKE-AT-ONCE)', async () => {
  const { app, db } = await buildTestApp()
  const { app: other } = await buildTestApp()
  const web = await grantedWebClient(app, db)
  expect(await web.call(other)).toBe(200) // in the other instance's cache too
  const revoked = await app.inject({
    method: 'POST',
    url: `${SERVER}/revoke`,
    headers: { ...FORM, authorization: basicOf(web.clientId, web.secret) },
    payload: new URLSearchParams({ token: web.accessToken }).toString(),
  })
  expect(revoked.statusCode).toBe(200)
  await expect
    .poll(() => web.call(other), { timeout: 1000, interval: 50 })
    .toBe(401)
})
