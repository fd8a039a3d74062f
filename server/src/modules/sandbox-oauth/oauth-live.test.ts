import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import * as oidc from 'openid-client'
import type { ApiEntryInput } from '@portal/schema/api-entry'
import { ENTRIES, newEntry, publisherApp } from '../../../test/api-entry-kit.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { pathOf, signUpClient } from '../../../test/oauth-kit.ts'
import { checkAndPublish, referenceDataSpec } from '../../../test/spec-kit.ts'
import { inProcessFetch } from '../dev-identity/index.ts'

// An OAuth API made in the console with auth paths no API had gets its sandbox authorization
// servers at once, on every instance, without a restart; taken out of the sandbox, they stop
// answering (R-OAUTH-LIVE). Two apps on one database stand for two instances: the second hears
// of the change only through the database's NOTIFY.

const ORIGIN = 'http://127.0.0.1:8080'
const ACG_PATH = '/oauth2/journey-health/v1'
const CCG_PATH = '/oauth2/journey-health/system/v1'
const ACG_SERVER = `/sandbox-api${ACG_PATH}`
const CCG_SERVER = `/sandbox-api${CCG_PATH}`
const DISCOVERY = '/.well-known/openid-configuration'
const GATEWAY = '/sandbox-api/services/journey-health/v1/states'
const REDIRECT = 'https://app.example.org/callback'

/** An API entry offering both grants at auth paths of its own. */
function oauthEntry(): ApiEntryInput {
  return newEntry({
    name: 'Journey Health API',
    urlSlug: 'journey-health',
    urlFragment: 'journey_health',
    altID: 'journeyHealth',
    releaseNotes: '',
    apikey: false,
    oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
    oAuthInfo: {
      acgInfo: {
        baseAuthPath: ACG_PATH,
        scopes: ['journey.read', 'openid', 'profile', 'offline_access'],
        sandboxWellKnownConfig: `https://sandbox-api.va.gov${ACG_PATH}${DISCOVERY}`,
      },
      ccgInfo: {
        baseAuthPath: CCG_PATH,
        scopes: ['system/journey.read'],
        sandboxAud: 'aus-journey-sandbox',
        productionAud: 'aus-journey-production',
      },
    },
  })
}

/** The API's first document: the two operations, secured by OAuth, at its sandbox server. */
function oauthDocument(): string {
  const spec = referenceDataSpec()
  return JSON.stringify({
    ...spec,
    info: { ...spec.info, title: 'Journey Health' },
    servers: [
      {
        url: 'https://sandbox-api.va.gov/services/journey-health/{version}',
        description: 'Sandbox',
        variables: { version: { default: 'v1' } },
      },
    ],
    security: [{ oauth: ['system/journey.read'] }],
    components: {
      securitySchemes: {
        oauth: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: `https://sandbox-api.va.gov${CCG_PATH}/token`,
              scopes: { 'system/journey.read': 'Read journeys' },
            },
          },
        },
      },
    },
  })
}

async function publish(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
) {
  await checkAndPublish(app, headers, id, oauthDocument())
}

/** A Client Credentials client of the API, signed up through the real endpoint. */
async function ccgClient(app: FastifyInstance) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    extractable: true,
  })
  const jwk = { ...(await exportJWK(publicKey)), alg: 'RS256', use: 'sig' }
  const client = await signUpClient(app, {
    typeAndApi: 'ccg/journeyHealth',
    apis: 'ccg/journeyHealth',
    oAuthPublicKey: JSON.stringify(jwk),
  })
  expect(client.ccgClientId).toMatch(/^0oa/)
  return { clientId: client.ccgClientId ?? '', privateKey }
}

/** openid-client with its defaults (PrivateKeyJwt), talking to `app` in-process. */
function discover(app: FastifyInstance, clientId: string, key: CryptoKey) {
  return oidc.discovery(
    new URL(`${ORIGIN}${CCG_SERVER}`),
    clientId,
    undefined,
    oidc.PrivateKeyJwt(key),
    {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: inProcessFetch(app),
    },
  )
}

const expectOauthNotFound = (response: {
  statusCode: number
  json: () => unknown
}) => {
  expect(response.statusCode).toBe(404)
  expect(response.json()).toMatchObject({
    error: 'invalid_request',
    error_description: expect.stringContaining('No authorization server'),
  })
}

test(
  'An OAuth API made in the console with new auth paths: its authorization servers answer at once on both instances, a signup gets a client, openid-client gets a token the gateway accepts, and out of the sandbox its servers are 404 (R-OAUTH-LIVE)',
  // Two apps, a publication, signups, a key pair: slow on a busy machine.
  { timeout: 90_000 },
  async () => {
    const { app: first, headers } = await publisherApp()
    const { app: second } = await buildTestApp()
    // Both instances have read their servers before the entry exists: nothing at its paths.
    for (const app of [first, second])
      for (const server of [ACG_SERVER, CCG_SERVER])
        expectOauthNotFound(await app.inject(`${server}${DISCOVERY}`))

    const entry = oauthEntry()
    const created = await first.inject({
      method: 'POST',
      url: ENTRIES,
      headers,
      payload: entry,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: string }>()

    // The instance that made the change answers from its next request.
    const discovery = await first.inject({
      url: `${ACG_SERVER}${DISCOVERY}`,
      // oidc-provider names its endpoints on the host the request came to.
      headers: { host: new URL(ORIGIN).host },
    })
    expect(discovery.statusCode, discovery.body).toBe(200)
    expect(discovery.json()).toMatchObject({
      issuer: `${ORIGIN}${ACG_SERVER}`,
      authorization_endpoint: `${ORIGIN}${ACG_SERVER}/authorization`,
      token_endpoint: `${ORIGIN}${ACG_SERVER}/token`,
      jwks_uri: `${ORIGIN}${ACG_SERVER}/keys`,
      introspection_endpoint: `${ORIGIN}${ACG_SERVER}/introspect`,
      revocation_endpoint: `${ORIGIN}${ACG_SERVER}/revoke`,
      scopes_supported: expect.arrayContaining(['journey.read', 'openid']),
    })
    expect((await first.inject(`${ACG_SERVER}/keys`)).json()).toMatchObject({
      keys: [expect.objectContaining({ kty: 'RSA' })],
    })
    // The other hears of it through NOTIFY, within moments.
    await expect
      .poll(
        async () =>
          (await second.inject(`${CCG_SERVER}${DISCOVERY}`)).statusCode,
        { timeout: 2_000, interval: 20 },
      )
      .toBe(200)

    // Signup issues an Authorization Code client the new server knows: its authorization
    // endpoint sends the browser to the portal's sign-in page for this server.
    const acg = await signUpClient(first, {
      typeAndApi: 'acg/journeyHealth',
      apis: 'acg/journeyHealth',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: REDIRECT,
    })
    const authorize = await second.inject(
      `${ACG_SERVER}/authorization?${new URLSearchParams({
        client_id: acg.clientID ?? '',
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'openid journey.read',
        state: 'state-1234567890',
        nonce: 'nonce-1234567890',
      })}`,
    )
    expect(authorize.statusCode, authorize.body).toBe(303)
    expect(pathOf(String(authorize.headers.location))).toMatch(
      new RegExp(
        `^/sandbox-sign-in/[\\w-]+\\?server=${encodeURIComponent(ACG_PATH)}$`,
      ),
    )

    // Client Credentials with openid-client's defaults, against the second instance.
    await publish(first, headers, id)
    const { clientId, privateKey } = await ccgClient(first)
    const config = await discover(second, clientId, privateKey)
    const tokens = await oidc.clientCredentialsGrant(config, {
      scope: 'system/journey.read',
    })
    expect(tokens.expires_in).toBe(300)
    for (const app of [first, second]) {
      const call = await app.inject({
        url: GATEWAY,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
      expect(call.statusCode, call.body).toBe(200)
      expect(call.json()).toEqual({ items: ['AL', 'AK'] })
    }
    expect(
      await oidc.tokenIntrospection(config, tokens.access_token),
    ).toMatchObject({ active: true, client_id: clientId })
    // Revoked at the new server through the second instance: the first hears of it by NOTIFY.
    await oidc.tokenRevocation(config, tokens.access_token)
    await expect
      .poll(
        async () =>
          (
            await first.inject({
              url: GATEWAY,
              headers: { authorization: `Bearer ${tokens.access_token}` },
            })
          ).statusCode,
        { timeout: 2_000, interval: 20 },
      )
      .toBe(401)

    // Taken out of the sandbox: its servers stop answering, in RFC 6749's shape, and the sign-in
    // page's JSON in the portal's envelope.
    const closed = await first.inject({
      method: 'PUT',
      url: `${ENTRIES}/${id}`,
      headers,
      payload: { ...entry, environments: [] },
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expectOauthNotFound(await first.inject(`${CCG_SERVER}${DISCOVERY}`))
    expectOauthNotFound(
      await first.inject({
        method: 'POST',
        url: `${CCG_SERVER}/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      }),
    )
    expectOauthNotFound(await first.inject(`${ACG_SERVER}/keys`))
    const signIn = await first.inject(`${ACG_SERVER}/interaction/abc/details`)
    expect(signIn.statusCode).toBe(404)
    expect(signIn.json()).toEqual({
      errors: [`No authorization server of the sandbox is at ${ACG_PATH}.`],
    })
    await expect
      .poll(
        async () =>
          (await second.inject(`${ACG_SERVER}${DISCOVERY}`)).statusCode,
        { timeout: 2_000, interval: 20 },
      )
      .toBe(404)
    expectOauthNotFound(await second.inject(`${CCG_SERVER}/keys`))
    expect(
      (
        await first.inject({
          url: GATEWAY,
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).statusCode,
    ).toBe(404)
  },
)

test('A server whose API reaches its deactivation date stops answering within a minute, though no row changed (R-OAUTH-LIVE)', async () => {
  let clock = Date.now()
  const { app, headers } = await publisherApp({ now: () => clock })
  const entry = oauthEntry()
  const deactivating = {
    ...entry,
    // Names are unique (R-ENTRY-NAME-UNIQUE): the first test's API may be in this database.
    name: 'Journey Dated API',
    urlSlug: 'journey-dated',
    urlFragment: 'journey_dated',
    altID: 'journeyDated',
    oAuthTypes: ['ClientCredentialsGrant' as const],
    oAuthInfo: {
      ccgInfo: {
        ...entry.oAuthInfo.ccgInfo,
        baseAuthPath: '/oauth2/journey-dated/system/v1',
      },
    },
    deactivationInfo: {
      deprecationContent: 'Use the Journey Health API.',
      deprecationDate: '2030-01-01T00:00:00-05:00',
      deactivationContent: 'Gone.',
      deactivationDate: '2030-02-01T00:00:00-05:00',
    },
  } as ApiEntryInput
  const created = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: deactivating,
  })
  expect(created.statusCode, created.body).toBe(201)
  const discovery = `/sandbox-api/oauth2/journey-dated/system/v1${DISCOVERY}`
  expect((await app.inject(discovery)).statusCode).toBe(200)
  // Read again ten seconds before the deactivation: still callable.
  clock = Date.parse('2030-01-31T23:59:50-05:00')
  expect((await app.inject(discovery)).statusCode).toBe(200)
  // A minute past the date, at the latest, it is gone.
  clock += 70_000
  expectOauthNotFound(await app.inject(discovery))
})

test('The console refuses an auth path the sandbox cannot serve, with its message (R-OAUTH-LIVE)', async () => {
  const { app, headers } = await publisherApp()
  for (const baseAuthPath of [
    '/auth/journey/v1',
    '/oauth2/../keys',
    '/oauth2/a/b/c/d/e/f',
    '/oauth2/journey/',
    '/OAUTH2/journey',
  ]) {
    const entry = oauthEntry()
    const response = await app.inject({
      method: 'POST',
      url: ENTRIES,
      headers,
      payload: {
        ...entry,
        urlSlug: 'journey-refused',
        urlFragment: 'journey_refused',
        altID: 'journeyRefused',
        oAuthInfo: {
          ...entry.oAuthInfo,
          ccgInfo: { ...entry.oAuthInfo.ccgInfo, baseAuthPath },
        },
      },
    })
    expect(response.statusCode, baseAuthPath).toBe(400)
    expect(
      response.json().fieldErrors['oAuthInfo.ccgInfo.baseAuthPath'],
    ).toHaveLength(1)
  }
})
