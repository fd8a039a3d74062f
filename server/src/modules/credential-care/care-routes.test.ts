import { expect, test } from 'vitest'
import { CARE_MESSAGES } from '@portal/schema/credential-care'
import { csrfHeaders } from '../../../test/build-test-app.ts'
import { createTestClock } from '../../plugins/test-clock.ts'
import {
  careApp,
  CARE,
  FACILITY,
  firstCredential,
  signUp,
} from '../../../test/care-kit.ts'
import { makeWebDist } from '../../../test/web-dist.ts'

const HOUR = 3_600_000

test('The page lists each application with its API, type, prefix and status, never stored nor referred (R-CARE-LIST, R-CARE-HEADERS)', async () => {
  const { app, post } = await careApp()
  const { link, token } = await signUp(app)
  const response = await post('', link)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
  const overview = response.json()
  expect(overview.firstName).toBe('Grace')
  expect(overview.applications).toHaveLength(1)
  expect(overview.applications[0].apis).toEqual([
    { name: 'VA Facilities API', urlSlug: 'va-facilities', authType: 'apikey' },
  ])
  expect(overview.applications[0].credentials[0]).toMatchObject({
    kind: 'apikey',
    hasSecret: true,
    lastUsedAt: null,
    keys: [{ prefix: token?.slice(0, 8), status: 'active', expiresAt: null }],
  })
  expect(JSON.stringify(overview)).not.toContain(token)
})

test.each([
  [
    'a wrong hash',
    (link: { userId: string }) => ({ ...link, hash: 'x'.repeat(43) }),
  ],
  ['a malformed user id', () => ({ userId: 'not-a-uuid', hash: 'abc' })],
  [
    'an unknown user id',
    (link: { hash: string }) => ({
      userId: '00000000-0000-4000-8000-000000000000',
      hash: link.hash,
    }),
  ],
])('%s gets 403 with one message (R-CARE-LINK)', async (_name, make) => {
  const { app, post } = await careApp()
  const { link } = await signUp(app)
  const response = await post('', make(link))
  expect(response.statusCode).toBe(403)
  expect(response.json()).toEqual({ errors: [CARE_MESSAGES.invalidLink] })
})

test('Every call needs the CSRF pair (R-CARE-CSRF)', async () => {
  const { app } = await careApp()
  const { link } = await signUp(app)
  const response = await app.inject({
    method: 'POST',
    url: CARE,
    payload: link,
  })
  expect(response.statusCode).toBe(403)
})

test('Rotating with no overlap: the old key is refused at once, the new one answers, only its HMAC is kept (R-CARE-ROTATE, R-CARE-REFUSE)', async () => {
  // No database listener: the instance that rotates refuses the old key without NOTIFY.
  const { app, post, call, db } = await careApp({ listen: undefined })
  const { link, token, userId } = await signUp(app)
  expect(await call(token ?? '')).toBe(200) // and cached by the gateway
  const credential = await firstCredential(post, link)
  const rotated = await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: 'none',
  })
  expect(rotated.statusCode).toBe(200)
  const { secret, prefix } = rotated.json<{ secret: string; prefix: string }>()
  expect(secret).toMatch(/^[A-Za-z0-9]{32}$/)
  expect(prefix).toBe(secret.slice(0, 8))
  expect(await call(token ?? '')).toBe(401)
  expect(await call(secret)).toBe(200)
  const rows = await db
    .selectFrom('consumer_credentials')
    .selectAll()
    .where('consumer_id', '=', userId)
    .execute()
  expect(rows).toHaveLength(2)
  expect(JSON.stringify(rows)).not.toContain(secret)
  const after = (await post('', link)).json()
  expect(
    after.applications[0].credentials[0].keys.map(
      (key: { status: string }) => key.status,
    ),
  ).toEqual(['active', 'expired'])
})

test('Rotating with an overlap: both keys work until it ends, then only the new one (R-CARE-ROTATE)', async () => {
  const { app, post, call, moveClock } = await careApp()
  const { link, token } = await signUp(app)
  const credential = await firstCredential(post, link)
  const rotated = await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: '1h',
  })
  const { secret, oldExpiresAt } = rotated.json<{
    secret: string
    oldExpiresAt: string
  }>()
  expect(Date.parse(oldExpiresAt) - Date.now()).toBeGreaterThan(HOUR - 60_000)
  expect(await call(token ?? '')).toBe(200)
  expect(await call(secret)).toBe(200)
  moveClock(HOUR + 1000)
  expect(await call(token ?? '')).toBe(401)
  expect(await call(secret)).toBe(200)
})

test('Revoking refuses every key of the credential at once; it cannot be rotated after (R-CARE-REVOKE)', async () => {
  const { app, post, call } = await careApp({ listen: undefined })
  const { link, token } = await signUp(app)
  const credential = await firstCredential(post, link)
  const rotated = await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: '24h',
  })
  const { secret } = rotated.json<{ secret: string }>()
  expect(await call(token ?? '')).toBe(200)
  expect(await call(secret)).toBe(200)
  const revoked = await post('/revoke', {
    ...link,
    credentialId: credential.id,
  })
  expect(revoked.statusCode).toBe(204)
  expect(await call(secret)).toBe(401)
  expect(await call(token ?? '')).toBe(401)
  const again = await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: 'none',
  })
  expect(again.statusCode).toBe(400)
  expect(again.json()).toEqual({ errors: [CARE_MESSAGES.revoked] })
})

test('Another developer’s credential is not found through my link (R-CARE-LINK)', async () => {
  const { app, post } = await careApp()
  const mine = await signUp(app)
  const theirs = await signUp(app)
  const credential = await firstCredential(post, theirs.link)
  for (const path of ['/rotate', '/revoke', '/usage']) {
    const response = await post(path, {
      ...mine.link,
      credentialId: credential.id,
      overlap: 'none',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ errors: [CARE_MESSAGES.notFound] })
  }
})

test('An overlap that is not offered is refused with its message (R-CARE-ROTATE)', async () => {
  const { app, post } = await careApp()
  const { link } = await signUp(app)
  const credential = await firstCredential(post, link)
  const response = await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: '2y',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toContain(CARE_MESSAGES.overlap)
})

test('Every change is in the audit trail with its address and emailed through the outbox (R-CARE-AUDIT)', async () => {
  const { app, post, db } = await careApp()
  const { link, email } = await signUp(app)
  const credential = await firstCredential(post, link)
  await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: 'none',
  })
  await post('/revoke', { ...link, credentialId: credential.id })
  const { events } = (await post('', link)).json()
  expect(events.map((event: { action: string }) => event.action)).toEqual([
    'Revoked the API key',
    'Rotated the API key',
  ])
  expect(events[0].address).toBe('127.0.0.1')
  const mail = await db
    .selectFrom('email_outbox')
    .select(['template', 'payload'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute()
  expect(mail.map((row) => row.template)).toEqual([
    'sandbox-welcome',
    'credential-change',
    'credential-change',
  ])
  expect(mail[1]?.payload).toMatchObject({
    action: 'Rotated the API key',
    address: '127.0.0.1',
    pageUrl: `http://127.0.0.1:8080/sandbox-credentials/${link.userId}/${link.hash}`,
  })
})

test('Every welcome email links the page, even for an API without test data (R-CARE-LINK)', async () => {
  const { app, db } = await careApp()
  const { link, email } = await signUp(app)
  const welcome = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow()
  expect(welcome.payload).toMatchObject({
    credentialsUrl: `http://127.0.0.1:8080/sandbox-credentials/${link.userId}/${link.hash}`,
  })
})

test('The page itself is never stored and sends no referrer (R-CARE-HEADERS)', async () => {
  const { app } = await careApp({ webDistPath: await makeWebDist() })
  const response = await app.inject({
    url: '/sandbox-credentials/00000000-0000-4000-8000-000000000000/abc',
  })
  // A pair that signs nobody: the app under a 404 (R-SIGNED-PAGE-STATUS), with the same headers.
  expect(response.statusCode).toBe(404)
  expect(response.headers['content-type']).toMatch(/html/)
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
})

test('The test clock route exists only with a test clock, and moves the overlap’s end (R-CARE-TEST-CLOCK)', async () => {
  const { app } = await careApp()
  const off = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/test/clock',
    headers: csrfHeaders(),
    payload: { advanceMs: 1 },
  })
  expect(off.statusCode).toBe(404)
  const clock = createTestClock()
  const { app: testApp } = await careApp({ testClock: clock })
  const { token, link } = await signUp(testApp)
  const post = (url: string, payload: Record<string, unknown>) =>
    testApp.inject({ method: 'POST', url, headers: csrfHeaders(), payload })
  const overview = (await post(CARE, link)).json()
  const credentialId = overview.applications[0].credentials[0].id
  await post(`${CARE}/rotate`, { ...link, credentialId, overlap: '1h' })
  const call = () =>
    testApp
      .inject({ url: FACILITY, headers: { apikey: token ?? '' } })
      .then((response) => response.statusCode)
  expect(await call()).toBe(200)
  const moved = await post('/platform-backend/v0/test/clock', {
    advanceMs: HOUR + 1000,
  })
  expect(moved.statusCode).toBe(200)
  expect(await call()).toBe(401)
})
