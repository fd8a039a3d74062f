import { expect, test } from 'vitest'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  browser,
  pathOf,
  pkcePair,
  signUpClient,
  totpCode,
} from '../../../test/oauth-kit.ts'
import type { Db } from '../../db/client.ts'

const ISSUER = 'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1'
const SERVER = '/sandbox-api/oauth2/health/v1'
const REDIRECT = 'https://app.example.org/callback'
const CONDITION = '/sandbox-api/services/fhir/v0/r4/Condition'

async function testUser(db: Db, slug: string) {
  const row = await db
    .selectFrom('test_user_rows as row')
    .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
    .select(['row.id', 'row.data', 'row.credentials'])
    .where('table.api_url_slug', '=', slug)
    .where('row.credentials', 'is not', null)
    .orderBy('table.position')
    .orderBy('row.position')
    .executeTakeFirstOrThrow()
  type Credential = { username: string; password: string; seed: string }
  const credentials = row.credentials as {
    idme: Credential
    logingov: Credential
  }
  return {
    id: String(row.id),
    icn: (row.data as Record<string, string>).ICN,
    ...credentials,
  }
}

/** Runs the browser part of the flow: authorize, sign in with password and code, consent. */
async function authorize(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  db: Db,
  query: Record<string, string>,
) {
  const user = await testUser(db, 'patient-health')
  const { request } = browser(app)
  const start = await request(
    'GET',
    `${SERVER}/authorization?${new URLSearchParams(query)}`,
  )
  expect(start.statusCode).toBe(303)
  const signIn = new URL(start.headers.location as string, ISSUER)
  expect(signIn.pathname).toMatch(/^\/sandbox-sign-in\/[\w-]+$/)
  const uid = signIn.pathname.split('/').at(-1) ?? ''
  const steps = `${SERVER}/interaction/${uid}`
  const details = await request('GET', `${steps}/details`)
  expect(details.json()).toMatchObject({ prompt: 'login', step: 'password' })

  const wrong = await request('POST', `${steps}/login`, {
    identityProvider: 'logingov',
    username: user.logingov.username,
    password: 'not-the-password',
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json().errors).toContain(SIGN_IN_MESSAGES.wrongPassword)
  const login = await request('POST', `${steps}/login`, {
    identityProvider: 'logingov',
    username: user.logingov.username,
    password: user.logingov.password,
  })
  expect(login.json()).toEqual({ step: 'code' })
  const badCode = await request('POST', `${steps}/code`, { code: '12345' })
  expect(badCode.json().errors).toContain(SIGN_IN_MESSAGES.codeFormat)
  const code = await request('POST', `${steps}/code`, {
    code: totpCode(user.logingov.seed),
  })
  expect(code.statusCode).toBe(200)
  const resumed = await request('GET', pathOf(code.json().redirectTo))
  expect(resumed.statusCode).toBe(303)
  const consentPage = new URL(resumed.headers.location as string, ISSUER)
  const consentSteps = `${SERVER}/interaction/${consentPage.pathname.split('/').at(-1)}`
  const consentDetails = await request('GET', `${consentSteps}/details`)
  expect(consentDetails.json()).toMatchObject({
    prompt: 'consent',
    step: 'consent',
    redirectHost: 'app.example.org',
  })
  const consent = await request('POST', `${consentSteps}/consent`, {})
  const back = await request('GET', pathOf(consent.json().redirectTo))
  expect(back.statusCode).toBe(303)
  const callback = new URL(back.headers.location as string)
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT)
  return { params: callback.searchParams, user, request }
}

function token(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  form: Record<string, string>,
  basic?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${SERVER}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic
        ? { authorization: `Basic ${Buffer.from(basic).toString('base64')}` }
        : {}),
    },
    payload: new URLSearchParams(form).toString(),
  })
}

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
  const client = await signUpClient(app, {
    typeAndApi: 'acg/health',
    apis: 'acg/health',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: REDIRECT,
  })
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

test('A native client must use PKCE with S256, and exchanges the code without a secret (R-OAUTH-PKCE)', async () => {
  const { app, db } = await buildTestApp()
  const client = await signUpClient(app, {
    typeAndApi: 'acg/health',
    apis: 'acg/health',
    oAuthApplicationType: 'native',
    oAuthRedirectURI: REDIRECT,
  })
  const base = {
    client_id: client.clientID ?? '',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid patient/Condition.read',
    state: 's',
  }
  const withoutPkce = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams(base)}`,
  })
  expect(
    new URL(withoutPkce.headers.location as string).searchParams.get('error'),
  ).toBe('invalid_request')
  const plain = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams({ ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })}`,
  })
  expect(
    new URL(plain.headers.location as string).searchParams.get('error'),
  ).toBe('invalid_request')
  const { verifier, challenge } = pkcePair()
  const { params } = await authorize(app, db, {
    ...base,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  const exchanged = await token(app, {
    grant_type: 'authorization_code',
    code: params.get('code') ?? '',
    redirect_uri: REDIRECT,
    client_id: client.clientID ?? '',
    code_verifier: verifier,
  })
  expect(exchanged.statusCode).toBe(200)
  const call = await app.inject({
    url: `${CONDITION}?patient=1`,
    headers: { authorization: `Bearer ${exchanged.json().access_token}` },
  })
  expect(call.statusCode).not.toBe(401)
})

test('prompt=none without a session answers login_required; state is required (R-OAUTH-ACG)', async () => {
  const { app } = await buildTestApp()
  const client = await signUpClient(app, {
    typeAndApi: 'acg/health',
    apis: 'acg/health',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: REDIRECT,
  })
  const query = {
    client_id: client.clientID ?? '',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid',
  }
  const none = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams({ ...query, state: 'x', prompt: 'none' })}`,
  })
  const back = new URL(none.headers.location as string)
  expect(back.searchParams.get('error')).toBe('login_required')
  expect(back.searchParams.get('state')).toBe('x')
  const noState = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams(query)}`,
  })
  expect(
    new URL(noState.headers.location as string).searchParams.get(
      'error_description',
    ),
  ).toBe('state is required')
  const unknownRedirect = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams({ ...query, state: 'x', redirect_uri: 'https://evil.example/cb' })}`,
  })
  expect(unknownRedirect.statusCode).toBe(400)
  expect(unknownRedirect.body).toContain('invalid_redirect_uri')
  expect(unknownRedirect.body).not.toMatch(/at \w+ \(/)
})
