import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { ApiEntryDetail } from '@portal/schema/api-entry'
import type { DeprecationNoticesSummary } from '@portal/schema/deprecation-notices'
import type { Db } from '../../db/client.ts'
import { createTestClock } from '../../plugins/test-clock.ts'
import {
  buildTestApp,
  csrfHeaders,
  openTestDatabase,
} from '../../../test/build-test-app.ts'
import { ENTRIES, apiIdOf, publisherApp } from '../../../test/api-entry-kit.ts'
import { sandboxKeyFor, signUp } from '../../../test/care-kit.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { createDeprecationNoticesService } from './deprecation-notices-service.ts'
import { createDeprecationNoticesStore } from './deprecation-notices-store.ts'

const DAY = 86_400_000
const FACILITY = '/sandbox-api/services/va_facilities/v0/facilities/vha_688'

/** A developer who signed up for Facilities and called it once; the call's row is written. */
async function developerWhoCalled(app: FastifyInstance, db: Db) {
  const { token, email } = await signUp(app)
  const called = await app.inject({
    url: FACILITY,
    headers: { apikey: token ?? '' },
  })
  expect(called.statusCode).toBe(200)
  // The usage recorder writes its batch within a second.
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('gateway_requests')
            .innerJoin(
              'consumer_credentials',
              'consumer_credentials.id',
              'gateway_requests.credential_id',
            )
            .innerJoin(
              'consumers',
              'consumers.id',
              'consumer_credentials.consumer_id',
            )
            .select('gateway_requests.id')
            .where('consumers.email', '=', email)
            .execute()
        ).length,
      { timeout: 5000 },
    )
    .toBe(1)
  return { email, key: token ?? '' }
}

/** A confirmed subscriber of the API's release notes (the subscription flow has its own tests). */
async function subscriberOf(db: Db, apiId: string) {
  const email = `notes-${Date.now()}@example.org`
  await db
    .insertInto('release_note_subscriptions')
    .values({
      email,
      email_lower: email,
      api_id: apiId,
      status: 'confirmed',
      confirmed_at: new Date(),
    })
    .execute()
  return email
}

/** The deprecation notices queued to an address, by kind. */
async function noticesTo(db: Db, email: string) {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['payload'])
    .where('template', '=', 'deprecation-notice')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.payload as Record<string, string>)
}

const kindsTo = async (db: Db, email: string) =>
  (await noticesTo(db, email)).map((payload) => payload.kind)

/** Publishes an API's deprecation in the console: deprecated since yesterday, deactivated in 60 days. */
async function deprecate(
  app: FastifyInstance,
  headers: Record<string, string>,
  apiId: string,
  now: number,
) {
  const current = (
    await app.inject({ url: `${ENTRIES}/${apiId}`, headers })
  ).json<ApiEntryDetail>()
  const deactivation = new Date(now + 60 * DAY)
  const response = await app.inject({
    method: 'PUT',
    url: `${ENTRIES}/${apiId}`,
    headers,
    payload: {
      ...current.entry,
      deactivationInfo: {
        deprecationContent: 'Move to version 1.',
        deprecationDate: new Date(now - DAY).toISOString(),
        deactivationContent: 'Version 0 is gone.',
        deactivationDate: deactivation.toISOString(),
        replacement: 'VA Facilities API v1',
      },
    },
  })
  expect(response.statusCode, response.body).toBe(200)
  return deactivation
}

test('A deprecation published in the console emails each caller and subscriber once, then the 30-day, 7-day and deactivation reminders, honouring an unsubscribe; the gateway carries Deprecation, Sunset and Link, then answers 410 (R-DEPRECATION-NOTICES, R-DEPRECATION-HEADERS, R-DEPRECATION-GONE, R-DEPRECATION-UNSUBSCRIBE, R-DEPRECATION-CONSOLE)', async () => {
  const clock = createTestClock()
  const { app, db, headers } = await publisherApp({
    freshDatabase: true,
    testClock: clock,
  })
  const apiId = await apiIdOf(db, 'va-facilities')
  const developer = await developerWhoCalled(app, db)
  const subscriber = await subscriberOf(db, apiId)
  const summaryUrl = `${ENTRIES}/${apiId}/deprecation-notices`

  // Before: the console shows who would be told; nothing is sent.
  const before = (
    await app.inject({ url: summaryUrl, headers })
  ).json<DeprecationNoticesSummary>()
  expect(before).toMatchObject({ publishedAt: null, sent: [] })
  expect(before.audience.developers).toBeGreaterThanOrEqual(1)
  expect(before.audience.subscribers).toBeGreaterThanOrEqual(1)

  const deactivation = await deprecate(app, headers, apiId, clock.now())
  await expect.poll(() => kindsTo(db, developer.email)).toEqual(['published'])
  await expect.poll(() => kindsTo(db, subscriber)).toEqual(['published'])
  const [notice] = await noticesTo(db, developer.email)
  expect(notice).toMatchObject({
    apiName: 'VA Facilities API',
    replacement: 'VA Facilities API v1',
  })
  expect(notice?.unsubscribeUrl).toMatch(
    /^http:\/\/127\.0\.0\.1:8080\/platform-backend\/v0\/deprecation-notices\/[0-9a-f-]{36}\/unsubscribe$/,
  )

  // Every gateway answer for the API says so: a 200 and a refused call alike.
  const called = await app.inject({
    url: FACILITY,
    headers: { apikey: developer.key },
  })
  expect(called.statusCode).toBe(200)
  const deprecatedAt = Math.floor((clock.now() - DAY) / 1000)
  expect(called.headers.deprecation).toMatch(/^@\d+$/)
  expect(
    Math.abs(
      Number(String(called.headers.deprecation).slice(1)) - deprecatedAt,
    ),
  ).toBeLessThan(5)
  expect(called.headers.sunset).toBe(deactivation.toUTCString())
  expect(called.headers.link).toBe(
    '<http://127.0.0.1:8080/explore/api/va-facilities>; rel="deprecation"; type="text/html"',
  )
  expect(called.headers['access-control-expose-headers']).toContain(
    'Deprecation',
  )
  const refused = await app.inject({ url: FACILITY })
  expect(refused.statusCode).toBe(401)
  expect(refused.headers.sunset).toBe(deactivation.toUTCString())

  // The console: who will be told, and the count after.
  const after = (
    await app.inject({ url: summaryUrl, headers })
  ).json<DeprecationNoticesSummary>()
  expect(after.publishedAt).not.toBeNull()
  expect(after.sent).toEqual([
    expect.objectContaining({
      kind: 'published',
      count: after.audience.addresses,
    }),
  ])

  // 29 days before deactivation: the 30-day reminder, once, whatever wakes the scheduler again.
  clock.advance(31 * DAY)
  await expect
    .poll(() => kindsTo(db, developer.email))
    .toEqual(['published', 'days-30'])
  clock.advance(1000)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(await kindsTo(db, developer.email)).toEqual(['published', 'days-30'])

  clock.advance(23 * DAY)
  await expect
    .poll(() => kindsTo(db, subscriber))
    .toEqual(['published', 'days-30', 'days-7'])

  // The developer stops the reminders from the email (RFC 8058 one-click, no CSRF pair).
  const unsubscribed = await app.inject({
    method: 'POST',
    url: (notice?.unsubscribeUrl ?? '').replace('http://127.0.0.1:8080', ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })
  expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
  expect(unsubscribed.json()).toEqual({ status: 'unsubscribed' })

  clock.advance(7 * DAY)
  await expect
    .poll(() => kindsTo(db, subscriber))
    .toEqual(['published', 'days-30', 'days-7', 'deactivated'])
  expect(await kindsTo(db, developer.email)).toEqual([
    'published',
    'days-30',
    'days-7',
  ])

  // Deactivated: 410 with the errors envelope and the link, whatever the credential.
  const gone = await app.inject({
    url: FACILITY,
    headers: { apikey: developer.key },
  })
  expect(gone.statusCode).toBe(410)
  expect(gone.json<{ errors: string[] }>().errors[0]).toContain(
    'http://127.0.0.1:8080/explore/api/va-facilities',
  )
  expect(gone.headers.link).toContain('rel="deprecation"')
  expect(gone.headers.sunset).toBe(deactivation.toUTCString())
})

test('Two instances running the scheduler at once queue each notice once per address (R-DEPRECATION-ONCE)', async () => {
  const clock = createTestClock()
  // Two instances on one database of their own: each scheduler hears the change by NOTIFY.
  const database = await openTestDatabase()
  const instance = () =>
    buildTestApp({
      db: database.db,
      listen: database.listen,
      testClock: clock,
    })
  // buildTestApp returns its shared database's handle: this test reads its own.
  const { db } = database
  const { app } = await instance()
  await instance()
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const apiId = await apiIdOf(db, 'va-facilities')
  const developer = await developerWhoCalled(app, db)
  await deprecate(app, headers, apiId, clock.now())
  await expect.poll(() => kindsTo(db, developer.email)).toEqual(['published'])
  // Two more passes racing each other, and both schedulers woken by the clock, add one reminder.
  const passes = [1, 2].map(() =>
    createDeprecationNoticesService({
      store: createDeprecationNoticesStore(db),
      now: clock.now,
      publicOrigin: 'http://127.0.0.1:8080',
      apiPrefix: '/platform-backend',
    }),
  )
  expect(await Promise.all(passes.map((pass) => pass.sendDue()))).toEqual([
    0, 0,
  ])
  clock.advance(31 * DAY)
  await Promise.all(passes.map((pass) => pass.sendDue()))
  await expect
    .poll(() => kindsTo(db, developer.email))
    .toEqual(['published', 'days-30'])
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(await kindsTo(db, developer.email)).toEqual(['published', 'days-30'])
})

test('A deprecated OAuth API’s refusals on the bearer path carry the headers too (R-DEPRECATION-HEADERS)', async () => {
  const clock = createTestClock()
  const { app, db, headers } = await publisherApp({
    freshDatabase: true,
    testClock: clock,
  })
  const apiId = await apiIdOf(db, 'patient-health')
  const deactivation = await deprecate(app, headers, apiId, clock.now())
  const condition = '/sandbox-api/services/fhir/v0/r4/Condition'
  for (const authorization of [undefined, 'Bearer not-a-token']) {
    const answer = await app.inject({
      url: condition,
      headers: authorization ? { authorization } : {},
    })
    expect(answer.statusCode).toBe(401)
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer/)
    expect(answer.headers.deprecation).toMatch(/^@\d+$/)
    expect(answer.headers.sunset).toBe(deactivation.toUTCString())
    expect(answer.headers.link).toBe(
      '<http://127.0.0.1:8080/explore/api/patient-health>; rel="deprecation"; type="text/html"',
    )
  }
})

test('The seed’s deprecations, announced by hand, send nothing; an API with no deprecation has no Deprecation header (R-DEPRECATION-NOTICES)', async () => {
  // On PostgreSQL the tests of this file share one database: VA Forms is one they never deprecate.
  const { app, db } = await buildTestApp()
  const key = await sandboxKeyFor(app, 'apikey/vaForms')
  const answer = await app.inject({
    url: '/sandbox-api/services/va_forms/v0/forms',
    headers: { apikey: key },
  })
  expect(answer.statusCode).toBe(200)
  expect(answer.headers.deprecation).toBeUndefined()
  expect(answer.headers.sunset).toBeUndefined()
  const touched = await Promise.all(
    ['va-facilities', 'patient-health'].map((slug) => apiIdOf(db, slug)),
  )
  const notices = await db
    .selectFrom('deprecation_notices')
    .select('api_id')
    .where('api_id', 'not in', touched)
    .execute()
  expect(notices).toEqual([])
})

test('The console view is for publishers; an unknown entry is 404; an unsubscribe link that names no notice is 404 and stores nothing (R-DEPRECATION-CONSOLE, R-DEPRECATION-UNSUBSCRIBE)', async () => {
  const { app, db, headers } = await publisherApp()
  const apiId = await apiIdOf(db, 'va-facilities')
  const url = `${ENTRIES}/${apiId}/deprecation-notices`
  expect((await app.inject({ url })).statusCode).toBe(401)
  const reviewer = await signInStaff(db, { roles: ['reviewer'] })
  expect(
    (await app.inject({ url, headers: reviewer.headers })).statusCode,
  ).toBe(403)
  const unknown = await app.inject({
    url: `${ENTRIES}/6f1c2a4e-0000-4000-8000-000000000001/deprecation-notices`,
    headers,
  })
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json()).toEqual({ errors: ['No such API entry'] })
  const optOuts = () =>
    db.selectFrom('deprecation_opt_outs').select('api_id').execute()
  const before = await optOuts()
  const noNotice = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/deprecation-notices/6f1c2a4e-0000-4000-8000-000000000001/unsubscribe',
    payload: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(noNotice.statusCode).toBe(404)
  expect(await optOuts()).toEqual(before)
  const opened = await app.inject({
    url: '/platform-backend/v0/deprecation-notices/6f1c2a4e-0000-4000-8000-000000000001/unsubscribe',
  })
  expect(opened.statusCode).toBe(303)
  expect(opened.headers.location).toBe(
    '/deprecation-notices/unsubscribe/6f1c2a4e-0000-4000-8000-000000000001',
  )
  // A form post from a page still needs nothing more than the one-click body.
  const bad = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/deprecation-notices/not-a-uuid/unsubscribe',
    headers: csrfHeaders(),
    payload: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(bad.statusCode).toBe(400)
})
