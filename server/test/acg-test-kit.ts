// The Authorization Code flow's browser steps, token requests and addresses, shared by its tests.
import { expect } from 'vitest'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in'
import type { buildTestApp } from './build-test-app.ts'
import { browser, pathOf, signUpClient, totpCode } from './oauth-kit.ts'
import type { Db } from '../src/db/client.ts'

/** The health API's authorization server, as discovery names it and by path. */
export const ISSUER = 'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1'
export const SERVER = '/sandbox-api/oauth2/health/v1'
/** The redirect URI every test client registers. */
export const REDIRECT = 'https://app.example.org/callback'
/** An API call the issued tokens are for. */
export const CONDITION = '/sandbox-api/services/fhir/v0/r4/Condition'

/** Signs up a client of the health API (ACG) that redirects to REDIRECT. */
export function signUpHealthClient(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  oAuthApplicationType: 'web' | 'native',
) {
  return signUpClient(app, {
    typeAndApi: 'acg/health',
    apis: 'acg/health',
    oAuthApplicationType,
    oAuthRedirectURI: REDIRECT,
  })
}

/** The first test user with sign-in credentials in the given table. */
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
export async function authorize(
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

/** Posts a form to the token endpoint, with client credentials in Basic auth when given. */
export function token(
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
