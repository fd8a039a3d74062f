import { createHmac, generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  DEFAULT_SITE_CONFIG,
  FeatureFlagsSchema,
} from '@portal/schema/site-config'
import {
  buildTestApp,
  csrfHeaders,
  TEST_SECRETS,
} from '../../../test/build-test-app.ts'
import { isValidTestDataLink, testDataLinkHash } from './test-data-link.ts'

const URL = '/platform-backend/v0/consumers/applications'
let emailCounter = 0
const uniqueEmail = () => `dev${Date.now()}-${(emailCounter += 1)}@example.org`

function signup(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    organization: 'Analytical Engines',
    typeAndApi: 'apikey/facilities',
    apis: 'apikey/facilities',
    termsOfService: true,
    ...overrides,
  }
}

function publicJwk(bits = 2048) {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits })
  return publicKey.export({ format: 'jwk' })
}

async function post(
  payload: Record<string, unknown>,
  options: Parameters<typeof buildTestApp>[0] = {},
) {
  const context = await buildTestApp(options)
  const response = await context.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: csrfHeaders(),
  })
  return { ...context, response }
}

test('An API-key signup gets 201 with a key shown once, and only its HMAC is stored', async () => {
  const { response, db } = await post(signup())
  expect(response.statusCode).toBe(201)
  const body = response.json()
  expect(body).toMatchObject({
    apis: 'apikey/facilities',
    clientID: null,
    clientSecret: null,
    ccgClientId: null,
    redirectURI: null,
  })
  expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/)
  expect(body.userId).toMatch(/^[0-9a-f-]{36}$/)
  expect(body.kongUsername).toMatch(/^AdaLovelace[0-9a-f]{6}$/)
  const stored = await db
    .selectFrom('consumer_credentials')
    .selectAll()
    .where('consumer_id', '=', body.userId)
    .execute()
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    kind: 'apikey',
    key_prefix: body.token.slice(0, 8),
  })
  expect(stored[0]?.secret_hmac).toBe(
    createHmac('sha256', TEST_SECRETS.credentialHash)
      .update(body.token)
      .digest('base64url'),
  )
  expect(JSON.stringify(stored)).not.toContain(body.token)
})

test('An Authorization Code web app gets a client id, a secret and its redirect URI; native gets no secret', async () => {
  const web = await post(
    signup({
      typeAndApi: 'acg/claims',
      apis: 'acg/claims',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://app.example.org/cb',
      attestationChecked: true,
    }),
  )
  expect(web.response.statusCode).toBe(201)
  expect(web.response.json()).toMatchObject({
    token: null,
    redirectURI: 'https://app.example.org/cb',
    ccgClientId: null,
  })
  expect(web.response.json().clientID).toMatch(/^0oa/)
  expect(web.response.json().clientSecret).toHaveLength(40)
  const native = await post(
    signup({
      typeAndApi: 'acg/health',
      apis: 'acg/health',
      oAuthApplicationType: 'native',
      oAuthRedirectURI: 'http://localhost:3000/cb',
    }),
  )
  expect(native.response.statusCode).toBe(201)
  expect(native.response.json().clientSecret).toBeNull()
})

test('A Client Credentials signup binds the submitted JWK to a new client id', async () => {
  const jwk = publicJwk()
  const { response, db } = await post(
    signup({
      typeAndApi: 'ccg/health',
      apis: 'ccg/health',
      oAuthPublicKey: JSON.stringify(jwk),
    }),
  )
  expect(response.statusCode).toBe(201)
  expect(response.json().ccgClientId).toMatch(/^0oa/)
  const application = await db
    .selectFrom('consumer_applications')
    .selectAll()
    .where('consumer_id', '=', response.json().userId)
    .executeTakeFirstOrThrow()
  expect(application.public_jwk).toEqual(jwk)
})

test('The server repeats every field rule of the form', async () => {
  const { response } = await post({
    apis: 'apikey/facilities',
    termsOfService: false,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().fieldErrors).toEqual({
    firstName: ['Enter your first name'],
    lastName: ['Enter your last name'],
    email: ['Enter a valid email address'],
    organization: ['Enter your organization'],
    typeAndApi: ['You must select an auth type.'],
    termsOfService: ['You must agree to the terms of service to continue.'],
  })
})

test('A weak or private key is refused with "Invalid key submitted"', async () => {
  const weak = await post(
    signup({
      typeAndApi: 'ccg/health',
      apis: 'ccg/health',
      oAuthPublicKey: publicJwk(1024),
    }),
  )
  expect(weak.response.statusCode).toBe(400)
  expect(weak.response.json().fieldErrors).toEqual({
    oAuthPublicKey: ['Invalid key submitted'],
  })
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const privateJwk = await post(
    signup({
      typeAndApi: 'ccg/health',
      apis: 'ccg/health',
      oAuthPublicKey: privateKey.export({ format: 'jwk' }),
    }),
  )
  expect(privateJwk.response.json().fieldErrors).toEqual({
    oAuthPublicKey: ['Invalid key submitted'],
  })
})

test('The apis list is checked against the catalogue', async () => {
  const unknown = await post(
    signup({ typeAndApi: 'apikey/nope', apis: 'apikey/nope' }),
  )
  expect(unknown.response.statusCode).toBe(400)
  expect(unknown.response.json().errors).toEqual([
    'invalid api provided: apikey/nope',
  ])
  const badType = await post(signup({ apis: 'oauth/facilities' }))
  expect(badType.response.json().errors).toEqual(['Invalid auth type: oauth'])
  const unsupported = await post(
    signup({
      typeAndApi: 'ccg/facilities',
      apis: 'ccg/facilities',
      oAuthPublicKey: publicJwk(),
    }),
  )
  expect(unsupported.response.json().errors).toEqual([
    'invalid api provided: ccg/facilities',
  ])
  const notChosen = await post(signup({ typeAndApi: 'apikey/vaForms' }))
  expect(notChosen.response.json().fieldErrors).toEqual({
    typeAndApi: ['You must select an auth type.'],
  })
})

test('An API closed to public sandbox signup gets 422 "Invalid API list for consumer"', async () => {
  const { response, db } = await post(
    signup({ typeAndApi: 'apikey/appeals', apis: 'apikey/appeals' }),
  )
  expect(response.statusCode).toBe(422)
  expect(response.json()).toEqual({ errors: ['Invalid API list for consumer'] })
  expect(
    await db
      .selectFrom('consumers')
      .select('id')
      .where('organization', '=', 'never stored')
      .execute(),
  ).toEqual([])
})

test('An API that requires attestation refuses a signup without it', async () => {
  const { response } = await post(
    signup({
      typeAndApi: 'acg/claims',
      apis: 'acg/claims',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://app.example.org/cb',
    }),
  )
  expect(response.statusCode).toBe(400)
  expect(Object.keys(response.json().fieldErrors)).toEqual([
    'attestationChecked',
  ])
})

test('A filled honeypot is refused', async () => {
  const { response } = await post(signup({ faxNumber: '555-0100' }))
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ errors: ['Form submission failed'] })
})

test('A signup without the CSRF pair is refused with 403', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    method: 'POST',
    url: URL,
    payload: signup(),
  })
  expect(response.statusCode).toBe(403)
})

test('The same email may sign up 5 times an hour; the 6th gets 429 (R-LIMIT-EMAIL)', async () => {
  const { app } = await buildTestApp({ rateLimits: { writePerMinute: 100 } })
  const email = uniqueEmail()
  const statuses = []
  for (let i = 0; i < 6; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: signup({ email }),
      headers: csrfHeaders(),
    })
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
})

test('The welcome email waits in the outbox, with no secret and a link whose hash checks out', async () => {
  const { response, db } = await post(signup())
  const { userId, token, email } = response.json()
  const row = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow()
  expect(row.status).toBe('pending')
  expect(JSON.stringify(row.payload)).not.toContain(token)
  const payload = row.payload as {
    credentials: { keyPrefix: string }[]
    testDataUrl: string | null
  }
  expect(payload.credentials[0]?.keyPrefix).toBe(token.slice(0, 8))
  const hash = testDataLinkHash(TEST_SECRETS.testDataLink, {
    userId,
    email,
    linkVersion: 1,
  })
  expect(
    isValidTestDataLink(
      TEST_SECRETS.testDataLink,
      { userId, email: email.toUpperCase(), linkVersion: 1 },
      hash,
    ),
  ).toBe(true)
  expect(
    isValidTestDataLink(
      TEST_SECRETS.testDataLink,
      { userId, email, linkVersion: 2 },
      hash,
    ),
  ).toBe(false)
  expect(
    isValidTestDataLink(
      TEST_SECRETS.testDataLink,
      { userId, email, linkVersion: 1 },
      'short',
    ),
  ).toBe(false)
})

test('A sandbox signup for an API whose category the server flags switch off is refused (400)', async () => {
  const { response } = await post(signup(), {
    siteConfig: {
      ...DEFAULT_SITE_CONFIG,
      flags: FeatureFlagsSchema.parse({ categories: { facilities: false } }),
    },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([
    'invalid api provided: apikey/facilities',
  ])
})

test('A signup may name a found API that is not listed (stealth-launched), but not one the enabled flag switches off (R-PUBLIC-FOUND)', async () => {
  const stealth = await post(
    signup({
      typeAndApi: 'acg/contactInformation',
      apis: 'acg/contactInformation',
      oAuthApplicationType: 'native',
      oAuthRedirectURI: 'http://localhost:3000/cb',
    }),
  )
  expect(stealth.response.statusCode).toBe(201)
  const { response } = await post(signup(), {
    siteConfig: {
      ...DEFAULT_SITE_CONFIG,
      flags: FeatureFlagsSchema.parse({ enabled: { facilities: false } }),
    },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([
    'invalid api provided: apikey/facilities',
  ])
})
