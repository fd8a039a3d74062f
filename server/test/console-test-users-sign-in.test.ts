import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import * as oidc from 'openid-client'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in'
import type { ConsoleTestUsers } from '@portal/schema/console-test-users'
import { inProcessFetch } from '../src/modules/dev-identity/index.ts'
import { publisherApp } from './api-entry-kit.ts'
import { buildTestApp } from './build-test-app.ts'
import { browser, pathOf, signUpClient, totpCode } from './oauth-kit.ts'
import { checkAndPublish, referenceDataSpec } from './spec-kit.ts'
import {
  acgEntry,
  createEntry,
  testUserInput,
  testUsersUrl,
} from './test-user-kit.ts'

// An Authorization Code API made in the console has no seeded test users: those a publisher adds
// sign in at once, on every instance (R-TEST-USERS-SIGN-IN, R-TEST-USERS-LIVE). Two apps on one
// database stand for two instances: the second hears of a change only through NOTIFY. The
// client is openid-client (client_secret_basic, as signup registers it; PKCE; state).

const ORIGIN = 'http://127.0.0.1:8080'
const SLUG = 'console-sign-in'
const AUTH_PATH = `/oauth2/${SLUG}/v1`
const SERVER = `/sandbox-api${AUTH_PATH}`
const GATEWAY = `/sandbox-api/services/${SLUG}/v1/states`
const RECORDS = `/sandbox-api/services/${SLUG}/v1/records`
const REDIRECT = 'https://app.example.org/callback'
const SCOPE = 'openid profile patient/records.read'

/** The API's document: its operations secured by the Authorization Code flow. */
function acgDocument(): string {
  const spec = referenceDataSpec()
  return JSON.stringify({
    ...spec,
    info: { ...spec.info, title: 'Console Sign In' },
    servers: [
      {
        url: `https://sandbox-api.va.gov/services/${SLUG}/{version}`,
        description: 'Sandbox',
        variables: { version: { default: 'v1' } },
      },
    ],
    paths: {
      ...spec.paths,
      // An operation keyed to a test user: a patient it does not know is its 404.
      '/records': {
        get: {
          operationId: 'getRecords',
          summary: 'Records',
          description: 'A patient’s records.',
          parameters: [
            {
              name: 'patient',
              in: 'query',
              required: true,
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': {
              description: 'The records',
              content: {
                'application/json': {
                  schema: { type: 'object' },
                  example: { records: [] },
                },
              },
            },
            '404': {
              description: 'No such patient',
              content: {
                'application/json': {
                  schema: { type: 'object' },
                  example: { errors: ['Patient not found'] },
                },
              },
            },
          },
        },
      },
    },
    security: [{ oauth: ['patient/records.read'] }],
    components: {
      securitySchemes: {
        oauth: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: `https://sandbox-api.va.gov${AUTH_PATH}/authorization`,
              tokenUrl: `https://sandbox-api.va.gov${AUTH_PATH}/token`,
              scopes: { 'patient/records.read': 'Read records' },
            },
          },
        },
      },
    },
  })
}

/** The sign-in page's steps for the interaction an authorization request started. */
async function startSignIn(app: FastifyInstance, authorizationUrl: URL) {
  const { request } = browser(app)
  const start = await request('GET', pathOf(authorizationUrl.href))
  expect(start.statusCode, start.body).toBe(303)
  const uid = new URL(String(start.headers.location), ORIGIN).pathname
    .split('/')
    .at(-1)
  return { request, steps: `${SERVER}/interaction/${uid}` }
}

test(
  'A test user a publisher adds to a console-made ACG API signs in through the other instance at once: openid-client gets a token the gateway answers 2xx, with the user’s ICN; the gateway knows a user added later at once; removed, the user no longer signs in (R-TEST-USERS-SIGN-IN, R-TEST-USERS-LIVE)',
  // Two apps, a publication, a signup and the whole flow: slow on a busy machine.
  { timeout: 90_000 },
  async () => {
    const { app: first, headers } = await publisherApp()
    const { app: second } = await buildTestApp()
    const id = await createEntry(first, headers, acgEntry(SLUG))
    await checkAndPublish(first, headers, id, acgDocument())
    const client = await signUpClient(first, {
      typeAndApi: 'acg/consoleSignIn',
      apis: 'acg/consoleSignIn',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: REDIRECT,
    })
    const config = await oidc.discovery(
      new URL(`${ORIGIN}${SERVER}`),
      client.clientID ?? '',
      undefined,
      // The client signup registers: its secret in Basic auth.
      oidc.ClientSecretBasic(client.clientSecret ?? ''),
      {
        execute: [oidc.allowInsecureRequests],
        [oidc.customFetch]: inProcessFetch(second),
      },
    )
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: SCOPE,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })

    // The second instance has read the API's test users (none) before the publisher adds one.
    const user = testUserInput({ identifiers: 'ICN: 1012845331V153043' })
    const { request, steps } = await startSignIn(second, authorizationUrl)
    const login = {
      identityProvider: 'idme',
      username: user.email,
      password: user.idmePassword,
    }
    const before = await request('POST', `${steps}/login`, login)
    expect(before.statusCode).toBe(400)
    expect(before.json().errors).toEqual([SIGN_IN_MESSAGES.wrongPassword])

    const added = await first.inject({
      method: 'POST',
      url: testUsersUrl(id),
      headers,
      payload: user,
    })
    expect(added.statusCode, added.body).toBe(201)
    const [stored] = added.json<ConsoleTestUsers>().users

    // NOTIFY reaches the second within moments: the same sign-in goes on with the new user.
    await expect
      .poll(
        async () => (await request('POST', `${steps}/login`, login)).json(),
        { timeout: 2_000, interval: 100 },
      )
      .toEqual({ step: 'code' })
    const code = await request('POST', `${steps}/code`, {
      code: totpCode(user.idmeSeed),
    })
    expect(code.statusCode, code.body).toBe(200)
    const resumed = await request('GET', pathOf(code.json().redirectTo))
    expect(resumed.statusCode).toBe(303)
    const consentUid = new URL(
      String(resumed.headers.location),
      ORIGIN,
    ).pathname
      .split('/')
      .at(-1)
    const consent = await request(
      'POST',
      `${SERVER}/interaction/${consentUid}/consent`,
      {},
    )
    expect(consent.statusCode, consent.body).toBe(200)
    const back = await request('GET', pathOf(consent.json().redirectTo))
    expect(back.statusCode).toBe(303)

    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(String(back.headers.location)),
      { pkceCodeVerifier: verifier, expectedState: state },
    )
    expect(tokens.token_type.toLowerCase()).toBe('bearer')
    expect(tokens.claims()).toMatchObject({ sub: stored?.id })
    // The access token's patient is the user's ICN, an identifier the publisher entered.
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sub: stored?.id,
      patient: '1012845331V153043',
    })
    for (const app of [first, second]) {
      const call = await app.inject({
        url: GATEWAY,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
      expect(call.statusCode, call.body).toBe(200)
    }

    // The gateway answers for the API's test users too: the second learns of a new one at once.
    const records = (icn: string) =>
      second.inject({
        url: `${RECORDS}?patient=${icn}`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    expect((await records('1012845331V153043')).statusCode).toBe(200)
    expect((await records('1013062086V794840')).statusCode).toBe(404)
    const another = await first.inject({
      method: 'POST',
      url: testUsersUrl(id),
      headers,
      payload: testUserInput({ identifiers: 'ICN: 1013062086V794840' }),
    })
    expect(another.statusCode, another.body).toBe(201)
    await expect
      .poll(async () => (await records('1013062086V794840')).statusCode, {
        timeout: 2_000,
        interval: 50,
      })
      .toBe(200)

    // Removed through the first instance: a new sign-in at the second refuses the user.
    const removed = await first.inject({
      method: 'DELETE',
      url: `${testUsersUrl(id)}/${stored?.id}`,
      headers,
    })
    expect(removed.statusCode).toBe(200)
    const again = await startSignIn(second, authorizationUrl)
    await expect
      .poll(
        async () =>
          (await again.request('POST', `${again.steps}/login`, login)).json(),
        { timeout: 2_000, interval: 100 },
      )
      .toEqual({
        errors: [SIGN_IN_MESSAGES.wrongPassword],
        fieldErrors: { password: [SIGN_IN_MESSAGES.wrongPassword] },
      })
  },
)
