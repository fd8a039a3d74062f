import { expect, test } from 'vitest'
import { CARE_MESSAGES } from '@portal/schema/credential-care'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  careApp,
  firstCredential,
  signUp,
  FACILITY,
  CARE,
} from '../../../test/care-kit.ts'

test('Usage shows the credential’s own calls within seconds: per day, by status class, latency and the last calls (R-CARE-USAGE)', async () => {
  const { app, post, call } = await careApp()
  const { link, token } = await signUp(app)
  const credential = await firstCredential(post, link)
  expect(await call(token ?? '')).toBe(200)
  expect(await call(token ?? '')).toBe(200)
  const missing = await app.inject({
    url: '/sandbox-api/services/va_facilities/v0/facilities?lat=north',
    headers: { apikey: token ?? '' },
  })
  expect(missing.statusCode).toBe(400)
  await expect
    .poll(
      async () =>
        (await post('/usage', { ...link, credentialId: credential.id })).json()
          .recent.length,
      { timeout: 5000 },
    )
    .toBe(3)
  const usage = (
    await post('/usage', { ...link, credentialId: credential.id })
  ).json()
  expect(usage.days).toHaveLength(30)
  expect(usage.days.at(-1)).toEqual({
    day: new Date().toISOString().slice(0, 10),
    calls: 3,
  })
  expect(usage.counts).toEqual({
    success: 2,
    clientError: 1,
    serverError: 0,
    tooMany: 0,
  })
  expect(usage.p50Ms).toBeGreaterThanOrEqual(0)
  expect(usage.p95Ms).toBeGreaterThanOrEqual(usage.p50Ms)
  expect(usage.recent[0]).toMatchObject({
    method: 'GET',
    path: '/facilities',
    status: 400,
  })
  expect(usage.recent[2]).toMatchObject({
    path: '/facilities/{id}',
    status: 200,
  })
  const overview = (await post('', link)).json()
  expect(overview.applications[0].credentials[0].lastUsedAt).not.toBeNull()
})

test('A rotation on one instance is refused at once by another instance’s gateway (R-CARE-REFUSE)', async () => {
  const one = await careApp()
  const other = await buildTestApp()
  const { link, token } = await signUp(one.app)
  const onOther = () =>
    other.app
      .inject({ url: FACILITY, headers: { apikey: token ?? '' } })
      .then((response) => response.statusCode)
  expect(await onOther()).toBe(200) // now in the other instance's 5-second cache
  const credential = await firstCredential(one.post, link)
  await one.post('/revoke', { ...link, credentialId: credential.id })
  await expect.poll(onOther, { timeout: 1000, interval: 50 }).toBe(401)
})

test('"Email me a new link" answers the same whether or not the address signed up, and mails the link (R-CARE-NEW-LINK)', async () => {
  const { app, post, db } = await careApp()
  const { link, email } = await signUp(app)
  const known = await post('/new-link', { email: email.toUpperCase() })
  const unknown = await post('/new-link', { email: 'nobody-here@example.org' })
  expect(known.statusCode).toBe(202)
  expect(unknown.statusCode).toBe(202)
  expect(known.json()).toEqual({ message: CARE_MESSAGES.newLinkSent })
  expect(unknown.json()).toEqual(known.json())
  const mail = await db
    .selectFrom('email_outbox')
    .select(['recipient', 'payload'])
    .where('template', '=', 'credential-link')
    .where('recipient', 'in', [email, 'nobody-here@example.org'])
    .execute()
  expect(mail).toEqual([
    {
      recipient: email,
      payload: expect.objectContaining({
        pageUrl: `http://127.0.0.1:8080/sandbox-credentials/${link.userId}/${link.hash}`,
      }),
    },
  ])
  // The link mailed is the one sent before: both keep working.
  expect((await post('', link)).statusCode).toBe(200)
})

test('"Email me a new link" is limited per address (R-CARE-NEW-LINK)', async () => {
  const { post } = await careApp({ rateLimits: { emailPerHour: 2 } })
  const email = `limited-${Date.now()}@example.org`
  expect((await post('/new-link', { email })).statusCode).toBe(202)
  expect((await post('/new-link', { email })).statusCode).toBe(202)
  const third = await post('/new-link', { email })
  expect(third.statusCode).toBe(429)
  expect(third.headers['retry-after']).toBeDefined()
  const bad = await post('/new-link', { email: 'not an address' })
  expect(bad.statusCode).toBe(400)
})

test('"Revoke all links" ends every link sent so far and mails a new one (R-CARE-LINKS-REVOKE)', async () => {
  const { app, post, db } = await careApp()
  const { link, email } = await signUp(app)
  const revoked = await post('/revoke-links', link)
  expect(revoked.statusCode).toBe(200)
  expect(revoked.json()).toEqual({ message: CARE_MESSAGES.linksRevoked })
  expect((await post('', link)).statusCode).toBe(403)
  const testData = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/test-user-data',
    headers: csrfHeaders(),
    payload: { urlSlug: 'va-facilities', ...link },
  })
  expect(testData.statusCode).toBe(403)
  const mail = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('template', '=', 'credential-change')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow()
  const pageUrl = String((mail.payload as { pageUrl: string }).pageUrl)
  const [userId, hash] = pageUrl.split('/').slice(-2)
  expect(hash).not.toBe(link.hash)
  expect((await post('', { userId, hash })).statusCode).toBe(200)
  expect(CARE).toContain('/credentials')
})
