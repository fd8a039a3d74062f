import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, csrfHeaders } from '../test/build-test-app.ts'
import { signUp } from '../test/care-kit.ts'
import { linkOf } from '../test/review-kit.ts'
import { INDEX_HTML, makeWebDist } from '../test/web-dist.ts'

// The pages whose address is an emailed, signed link (R-SIGNED-PAGE-STATUS): the app's page for
// a pair that verifies, the same page under a 404 for one that does not.

/** A signature with its last character changed: the link a person mistyped or forged. */
const tampered = (signature: string) =>
  `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`

async function page(app: FastifyInstance, url: string) {
  const response = await app.inject({
    url,
    headers: { 'accept-encoding': 'identity' },
  })
  // Both answers are the app itself, which says in words why a link is refused.
  expect(response.headers['content-type']).toMatch(/^text\/html/)
  expect(response.body).toBe(INDEX_HTML)
  return response.statusCode
}

test('A tampered status link answers its page with 404; the signed one with 200 (R-SIGNED-PAGE-STATUS)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const { id, signature } = linkOf('6f1c2a4e-1111-4000-8000-000000000001')
  expect(await page(app, `/production-access/status/${id}/${signature}`)).toBe(
    200,
  )
  expect(
    await page(app, `/production-access/status/${id}/${tampered(signature)}`),
  ).toBe(404)
  expect(
    await page(
      app,
      `/production-access/status/6f1c2a4e-1111-4000-8000-000000000002/${signature}`,
    ),
  ).toBe(404)
})

test('The credentials and test-users pages answer 404 for a tampered or unknown pair, 200 for the emailed one (R-SIGNED-PAGE-STATUS)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const { link } = await signUp(app)
  const bad = tampered(link.hash)
  expect(
    await page(app, `/sandbox-credentials/${link.userId}/${link.hash}`),
  ).toBe(200)
  expect(await page(app, `/sandbox-credentials/${link.userId}/${bad}`)).toBe(
    404,
  )
  expect(await page(app, '/sandbox-credentials/not-a-user/abc')).toBe(404)
  const testUsers = '/explore/api/va-facilities/test-users'
  expect(await page(app, `${testUsers}/${link.userId}/${link.hash}`)).toBe(200)
  expect(await page(app, `${testUsers}/${link.userId}/${bad}`)).toBe(404)
})

test('The test-users page, whose address carries the signed pair, is never stored or sent on as a referrer (R-SIGNED-PAGE-STATUS)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const { link } = await signUp(app)
  const response = await app.inject(
    `/explore/api/va-facilities/test-users/${link.userId}/${link.hash}`,
  )
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
})

test('The release-notes confirm and unsubscribe pages answer 404 for a tampered pair (R-SIGNED-PAGE-STATUS)', async () => {
  const { app, db } = await buildTestApp({ webDistPath: await makeWebDist() })
  const email = `pages-${Date.now()}@example.org`
  const subscribed = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/release-notes/subscriptions',
    headers: csrfHeaders(),
    payload: { email, scope: 'api', urlSlug: 'appeals' },
  })
  expect(subscribed.statusCode, subscribed.body).toBeLessThan(300)
  const row = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('recipient', '=', email)
    .where('template', '=', 'release-notes-confirm')
    .executeTakeFirstOrThrow()
  const confirmPath = new URL(String(row.payload.confirmUrl)).pathname
  expect(confirmPath).toMatch(/^\/subscriptions\/release-notes\/confirm\//)
  expect(await page(app, confirmPath)).toBe(200)
  expect(await page(app, tampered(confirmPath))).toBe(404)
  // A confirm link is no unsubscribe link: each purpose has its own signature.
  expect(
    await page(app, confirmPath.replace('/confirm/', '/unsubscribe/')),
  ).toBe(404)
})
