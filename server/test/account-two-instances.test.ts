import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from './build-test-app.ts'
import { latestSignInEmail } from './account-kit.ts'
import { createSoftAuthenticator } from './passkey-kit.ts'
import { twoAppsOnOneDatabase } from './two-instances-kit.ts'

const BASE = '/platform-backend/v0/account'

test('R-ACCOUNT-TWO-INSTANCES: two instances on one database share proofs, passkey challenges and sessions; sign out everywhere ends them on both', async () => {
  const { first, second, db } = await twoAppsOnOneDatabase()
  const email = `two-${Date.now()}@example.com`
  const post = (
    app: typeof first,
    path: string,
    payload: object,
    cookie = '',
  ) => {
    const csrf = csrfHeaders()
    return app.inject({
      method: 'POST',
      url: `${BASE}${path}`,
      headers: {
        ...csrf,
        cookie: [cookie, csrf.cookie].filter(Boolean).join('; '),
      },
      payload,
    })
  }

  // The proof asked on one instance, the code given on the other.
  expect((await post(first, '/email-proofs', { email })).statusCode).toBe(202)
  const { code } = await latestSignInEmail(db, email)
  const signedIn = await post(second, '/sessions', { email, code })
  expect(signedIn.statusCode).toBe(201)
  const session = `account_session=${signedIn.cookies.find((item) => item.name === 'account_session')?.value ?? ''}`

  // A passkey's challenge given by one instance, its answer checked by the other.
  const authenticator = createSoftAuthenticator()
  const options = await post(
    first,
    '/passkeys/registration-options',
    {},
    session,
  )
  const added = await post(
    second,
    '/passkeys',
    { name: 'Laptop', response: authenticator.create(options.json()) },
    session,
  )
  expect(added.statusCode).toBe(201)
  const signInOptions = await post(second, '/passkey-sign-ins/options', {})
  const byPasskey = await post(first, '/passkey-sign-ins', {
    response: authenticator.get(signInOptions.json()),
  })
  expect(byPasskey.statusCode).toBe(201)
  const other = `account_session=${byPasskey.cookies.find((item) => item.name === 'account_session')?.value ?? ''}`

  for (const app of [first, second])
    for (const cookie of [session, other])
      expect(
        (await app.inject({ url: `${BASE}/session`, headers: { cookie } }))
          .statusCode,
      ).toBe(200)

  const csrf = csrfHeaders()
  const out = await first.inject({
    method: 'DELETE',
    url: `${BASE}/sessions`,
    headers: { ...csrf, cookie: `${session}; ${csrf.cookie}` },
  })
  expect(out.statusCode).toBe(204)
  for (const cookie of [session, other])
    expect(
      (await second.inject({ url: `${BASE}/session`, headers: { cookie } }))
        .statusCode,
    ).toBe(401)
})

test('R-ACCOUNT-LIMITS: proofs are limited per address (with the limit headers) and per email (429 with Retry-After); a limited ask stores nothing', async () => {
  const { app, db } = await buildTestApp({
    rateLimits: { emailPerHour: 2, writePerMinute: 4 },
  })
  const ask = (email: string, address: string) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/email-proofs`,
      headers: { ...csrfHeaders(), 'x-forwarded-for': address },
      payload: { email },
      remoteAddress: address,
    })
  const email = `limited-${Date.now()}@example.com`
  const first = await ask(email, '10.1.1.1')
  expect(first.statusCode).toBe(202)
  expect(first.headers['x-ratelimit-limit']).toBe('4')
  expect(first.headers['x-ratelimit-remaining']).toBe('3')
  expect((await ask(email, '10.1.1.2')).statusCode).toBe(202)
  const perEmail = await ask(email, '10.1.1.3')
  expect(perEmail.statusCode).toBe(429)
  expect(perEmail.headers['retry-after']).toBeDefined()
  expect(perEmail.json()).toEqual({ errors: ['API rate limit exceeded'] })
  const proofs = await db
    .selectFrom('account_email_proofs')
    .select('id')
    .where('email_lower', '=', email)
    .execute()
  expect(proofs).toHaveLength(2)

  const statuses = []
  for (let index = 0; index < 5; index += 1)
    statuses.push(
      (await ask(`address-${index}-${Date.now()}@example.com`, '10.2.2.2'))
        .statusCode,
    )
  expect(statuses).toEqual([202, 202, 202, 202, 429])
})
