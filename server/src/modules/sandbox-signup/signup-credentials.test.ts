// Signups that succeed: the credentials of each auth type, what is stored, and the welcome email.
import { createHmac } from 'node:crypto'
import { expect, test } from 'vitest'
import { TEST_SECRETS } from '../../../test/build-test-app.ts'
import { isValidTestDataLink, testDataLinkHash } from './test-data-link.ts'
import { acgSignup, post, publicJwk, signup } from './signup-test-kit.ts'

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
    acgSignup('claims', 'web', { attestationChecked: true }),
  )
  expect(web.response.statusCode).toBe(201)
  expect(web.response.json()).toMatchObject({
    token: null,
    redirectURI: 'https://app.example.org/cb',
    ccgClientId: null,
  })
  expect(web.response.json().clientID).toMatch(/^0oa/)
  expect(web.response.json().clientSecret).toHaveLength(40)
  const native = await post(acgSignup('health', 'native'))
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
