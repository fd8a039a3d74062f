import { expect, onTestFinished, test } from 'vitest'
import {
  buildTestApp,
  csrfHeaders,
  openTestDatabase,
} from '../../../test/build-test-app.ts'
import { startSmtpSink } from '../../../test/smtp-sink.ts'
import type { Mailer } from './mailer.ts'
import { createSmtpMailer } from './mailer.ts'
import { createOutboxStore } from './outbox-store.ts'
import { startOutboxWorker } from './outbox-worker.ts'

const SIGNUP_URL = '/platform-backend/v0/consumers/applications'
let counter = 0
const signup = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `burst-${Date.now()}-${(counter += 1)}@example.org`,
  organization: 'Analytical Engines',
  typeAndApi: 'apikey/facilities',
  apis: 'apikey/facilities',
  termsOfService: true,
})

async function until(check: () => boolean, timeoutMs: number) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return true
}

/** A fresh database, the real app on it, a worker woken by the database's NOTIFY, an SMTP sink. */
async function setUp() {
  const database = await openTestDatabase()
  await database.db.deleteFrom('email_outbox').execute()
  const sink = await startSmtpSink()
  const mailer = createSmtpMailer(sink.url, 'VA API Platform <api@va.gov>')
  const { app } = await buildTestApp({
    db: database.db,
    rateLimits: { writePerMinute: 10_000, emailPerHour: 10_000 },
  })
  // The timer is an hour away: only the wake-up can send within the test.
  const worker = startOutboxWorker(
    {
      store: createOutboxStore(database.db),
      mailer,
      publicOrigin: 'http://127.0.0.1:8080',
    },
    { intervalMs: 3_600_000 },
  )
  const unlisten = await database.listen('email_outbox', worker.wake)
  onTestFinished(async () => {
    await unlisten()
    await worker.stop()
    mailer.close?.()
    await sink.close()
    await database.close()
  })
  return { app, database, sink }
}

test('A welcome email is sent as soon as the signup commits, without waiting for the timer (R-OPS-OUTBOX-WAKE)', async () => {
  const { app, sink } = await setUp()
  const response = await app.inject({
    method: 'POST',
    url: SIGNUP_URL,
    payload: signup(),
    headers: csrfHeaders(),
  })
  expect(response.statusCode).toBe(201)
  expect(await until(() => sink.received.length === 1, 5_000)).toBe(true)
  expect(sink.received[0]?.data).toContain(
    'Subject: Welcome to the VA API Platform sandbox',
  )
})

test('200 signups in a burst are all emailed within 20 seconds, each once', async () => {
  const { app, sink, database } = await setUp()
  const start = Date.now()
  const emails: string[] = []
  // Eight browsers at a time, as a class signing up together would.
  for (let round = 0; round < 25; round += 1) {
    const bodies = Array.from({ length: 8 }, signup)
    emails.push(...bodies.map((body) => body.email))
    const responses = await Promise.all(
      bodies.map((payload) =>
        app.inject({
          method: 'POST',
          url: SIGNUP_URL,
          payload,
          headers: csrfHeaders(),
        }),
      ),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201))
  }
  const signedUp = Date.now() - start
  expect(await until(() => sink.received.length >= 200, 20_000)).toBe(true)
  const allSent = Date.now() - start
  console.info(
    `burst: 200 signups took ${signedUp} ms; all 200 emails sent after ${allSent} ms`,
  )
  const recipients = sink.received.flatMap((mail) => mail.to).sort()
  expect(recipients).toEqual(emails.sort())
  // The SMTP server has a message a moment before its row is marked sent.
  const unsent = () =>
    database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('status', '!=', 'sent')
      .execute()
  for (let i = 0; i < 100 && (await unsent()).length > 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await unsent()).toEqual([])
})

test('Sent rows older than the retention are purged; newer and unsent rows stay (R-OPS-OUTBOX-PURGE)', async () => {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  await database.db.deleteFrom('email_outbox').execute()
  const day = 24 * 3_600_000
  const row = (recipient: string, status: 'sent' | 'pending', age: number) => ({
    template: 'support-confirmation',
    recipient,
    payload: JSON.stringify({}),
    status,
    sent_at: status === 'sent' ? new Date(Date.now() - age * day) : null,
    next_attempt_at: new Date(Date.now() + day),
  })
  await database.db
    .insertInto('email_outbox')
    .values([
      row('old@example.org', 'sent', 31),
      row('recent@example.org', 'sent', 29),
      row('waiting@example.org', 'pending', 40),
    ])
    .execute()
  const neverCalled: Mailer = { send: () => Promise.reject(new Error('no')) }
  const worker = startOutboxWorker(
    {
      store: createOutboxStore(database.db),
      mailer: neverCalled,
      publicOrigin: '',
    },
    { retentionDays: 30, intervalMs: 3_600_000 },
  )
  const left = async () =>
    (
      await database.db
        .selectFrom('email_outbox')
        .select('recipient')
        .orderBy('recipient')
        .execute()
    ).map((r) => r.recipient)
  for (let i = 0; i < 100 && (await left()).length === 3; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
  await worker.stop()
  expect(await left()).toEqual(['recent@example.org', 'waiting@example.org'])
})

test('Stopping the worker waits for the pass in progress, and that mail is marked sent', async () => {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  await database.db.deleteFrom('email_outbox').execute()
  await database.db
    .insertInto('email_outbox')
    .values({
      template: 'support-confirmation',
      recipient: 'slow@example.org',
      payload: JSON.stringify({ firstName: 'Ada' }),
      next_attempt_at: new Date(Date.now() - 1_000),
    })
    .execute()
  let sending: () => void = () => undefined
  const started = new Promise<void>((resolve) => (sending = resolve))
  const slow: Mailer = {
    send: async () => {
      sending()
      await new Promise((resolve) => setTimeout(resolve, 300))
    },
  }
  const worker = startOutboxWorker(
    { store: createOutboxStore(database.db), mailer: slow, publicOrigin: '' },
    { intervalMs: 3_600_000 },
  )
  await started
  await worker.stop()
  const row = await database.db
    .selectFrom('email_outbox')
    .select('status')
    .executeTakeFirstOrThrow()
  expect(row.status).toBe('sent')
})
