import { expect, test } from 'vitest'
import { TestDataResponseSchema } from '@portal/schema/test-data'
import {
  buildTestApp,
  csrfHeaders,
  TEST_SECRETS,
} from '../../../test/build-test-app.ts'
import { testDataLinkHash } from '../sandbox-signup/index.ts'

const URL = '/platform-backend/v0/consumers/test-user-data'

async function signedUpConsumer(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
) {
  const email = `Tester${Date.now()}${Math.random().toString(36).slice(2, 6)}@Example.org`
  const response = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      organization: 'Engines',
      typeAndApi: 'acg/health',
      apis: 'acg/health',
      oAuthApplicationType: 'native',
      oAuthRedirectURI: 'http://localhost:3000/cb',
      termsOfService: true,
    },
  })
  const userId = response.json().userId as string
  return {
    userId,
    email,
    hash: testDataLinkHash(TEST_SECRETS.testDataLink, {
      userId,
      email,
      linkVersion: 1,
    }),
  }
}

const post = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  payload: Record<string, unknown>,
) => app.inject({ method: 'POST', url: URL, headers: csrfHeaders(), payload })

test('A visitor gets the tables with every credential value masked', async () => {
  const { app } = await buildTestApp()
  const response = await post(app, { urlSlug: 'patient-health' })
  expect(response.statusCode).toBe(200)
  const body = TestDataResponseSchema.parse(response.json())
  expect(body.signedIn).toBe(false)
  expect(body.tables[0]).toMatchObject({
    name: 'Veteran Account Information',
    withCredentials: true,
  })
  expect(body.tables[0]?.data).toHaveLength(83)
  const first = body.tables[0]!.data[0]!
  expect(first.credentials).toEqual({
    // Both providers ask for a one-time code in the sandbox sign-in (R-OAUTH-SIGN-IN).
    idme: {
      username: 'xxxxxxxxxxxxxxxx',
      password: 'xxxxxxxxxxxxxxxx',
      seed: 'xxxxxxxxxxxxxxxx',
    },
    logingov: {
      username: 'xxxxxxxxxxxxxxxx',
      password: 'xxxxxxxxxxxxxxxx',
      seed: 'xxxxxxxxxxxxxxxx',
    },
  })
  expect(response.body).not.toContain('va.api.user+')
  expect(Object.keys(first)).not.toContain('password')
})

test('A signed-up developer with a valid link gets real, invented credentials', async () => {
  const { app } = await buildTestApp()
  const { userId, hash } = await signedUpConsumer(app)
  const response = await post(app, { urlSlug: 'patient-health', userId, hash })
  expect(response.statusCode).toBe(200)
  const body = TestDataResponseSchema.parse(response.json())
  expect(body.signedIn).toBe(true)
  const row = body.tables[0]!.data[0]!
  expect(row.credentials?.idme.username).toMatch(
    /^va\.api\.user\+patient-health-\d+@example\.com$/,
  )
  expect(row.credentials?.logingov.seed).toMatch(/^[A-Z2-7]{32}$/)
  expect(row.credentials?.idme.password).toHaveLength(16)
})

test('A wrong, malformed, half, expired or revoked link gets 403 with one message', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { userId, hash } = await signedUpConsumer(app)
  const expect403 = async (payload: Record<string, unknown>) => {
    const response = await post(app, { urlSlug: 'patient-health', ...payload })
    expect(response.statusCode, JSON.stringify(payload)).toBe(
      payload.hash === undefined ? 400 : 403,
    )
    expect(response.json().errors).toEqual([
      'The userId and hash are not valid.',
    ])
  }
  // Another last character (a hash may already end with A: one in 64 runs did).
  const wrongLast = hash.endsWith('A') ? 'B' : 'A'
  await expect403({ userId, hash: `${hash.slice(0, -1)}${wrongLast}` })
  await expect403({ userId: 'not-a-uuid', hash })
  await expect403({ userId: '00000000-0000-4000-8000-000000000000', hash })
  await expect403({ userId })
  await db
    .updateTable('consumers')
    .set({ test_link_version: 2 })
    .where('id', '=', userId)
    .execute()
  await expect403({ userId, hash })
  await db
    .updateTable('consumers')
    .set({
      test_link_version: 1,
      test_link_expires_at: new Date(Date.now() - 1000),
    })
    .where('id', '=', userId)
    .execute()
  await expect403({ userId, hash })
  await db
    .updateTable('consumers')
    .set({ test_link_expires_at: null })
    .where('id', '=', userId)
    .execute()
  expect(
    (await post(app, { urlSlug: 'patient-health', userId, hash })).statusCode,
  ).toBe(200)
})

test('An API without tables gets the fallback text; an unknown API 404', async () => {
  const { app } = await buildTestApp()
  const fallback = await post(app, { urlSlug: 'va-facilities' })
  expect(fallback.json()).toMatchObject({
    tables: [],
    fallback: expect.stringContaining('Contact us'),
    fallbackContent: [
      [
        'p',
        null,
        'Test data for this API is not published on the portal. ',
        ['a', { href: '/support/contact-us' }, 'Contact us'],
        ' and we will help you test it in sandbox.',
      ],
    ],
  })
  const unknown = await post(app, { urlSlug: 'no-such-api' })
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json()).toEqual({ errors: ['API not found'] })
})

test('Seeded cells are cleaned: no markdown escapes or <br>, "null" becomes null, rows get ids', async () => {
  const { app } = await buildTestApp()
  const body = TestDataResponseSchema.parse(
    (await post(app, { urlSlug: 'community-care' })).json(),
  )
  const rows = body.tables.flatMap((table) => table.data)
  expect(JSON.stringify(rows)).not.toMatch(/<br>|\\\\>|\ufe0f/)
  expect(body.tables[1]?.data[0]?.id).toBe('1')
  expect(body.tables[0]?.columns).toContain("Excluded (Code 'X')")
  expect(body.tables[0]?.columns).not.toContain('Id')
})

test('The signup link points at the first signed-up API that has test users', async () => {
  const { app, db } = await buildTestApp()
  const { email } = await signedUpConsumer(app)
  const row = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow()
  expect((row.payload as { testDataUrl: string }).testDataUrl).toMatch(
    /^http:\/\/127\.0\.0\.1:8080\/explore\/api\/patient-health\/test-users\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/,
  )
})
