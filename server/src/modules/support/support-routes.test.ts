import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import type { Db } from '../../db/client.ts'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  createFileMailer,
  createOutboxStore,
  processOutbox,
  readMailbox,
} from '../outbox/index.ts'

const URL = '/platform-backend/v0/support/contact-us/requests'
const uniqueEmail = () =>
  `support-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`

/** Sends the contact form's body, with the CSRF pair unless `headers` says otherwise. */
function sendRequest(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  headers: Record<string, string> = csrfHeaders(),
) {
  return app.inject({ method: 'POST', url: URL, payload, headers })
}

/** The stored row of the request sent from `email`. */
function storedRequest(db: Db, email: string) {
  return db
    .selectFrom('support_requests')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
}

function consumer(overrides: Record<string, unknown> = {}) {
  return {
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    role: 'Developer',
    description: 'My sandbox key returns 401.',
    ...overrides,
  }
}

test('A consumer request is stored, queues two emails and answers 204', async () => {
  const { app, db } = await buildTestApp({
    supportEmail: 'support@example.gov',
  })
  const body = consumer({ organization: 'Engines' })
  const response = await sendRequest(app, body)
  expect(response.statusCode).toBe(204)
  expect(response.body).toBe('')
  const stored = await storedRequest(db, body.email)
  expect(stored).toMatchObject({
    type: 'DEFAULT',
    role: 'Developer',
    organization: 'Engines',
    description: 'My sandbox key returns 401.',
  })
  const outbox = await db
    .selectFrom('email_outbox')
    .select(['template', 'recipient'])
    .where('template', 'like', 'support-%')
    .execute()
  expect(outbox).toEqual(
    expect.arrayContaining([
      { template: 'support-request', recipient: 'support@example.gov' },
      { template: 'support-confirmation', recipient: body.email },
    ]),
  )
})

test('A publishing request keeps its publishing fields and the role kept as sent', async () => {
  const { app, db } = await buildTestApp()
  const body = consumer({
    type: 'PUBLISHING',
    description: undefined,
    role: 'Data steward',
    apiDetails: 'Claims status API for VSOs',
    apiInternalOnly: true,
    apiInternalOnlyDetails: 'VA network only',
  })
  const response = await sendRequest(app, body)
  expect(response.statusCode).toBe(204)
  const stored = await storedRequest(db, body.email)
  expect(stored).toMatchObject({
    type: 'PUBLISHING',
    role: 'Data steward',
    api_details: 'Claims status API for VSOs',
    api_internal_only: true,
    api_internal_only_details: 'VA network only',
    description: null,
  })
})

test('The server repeats every rule of the form', async () => {
  const { app } = await buildTestApp()
  const empty = await sendRequest(app, { type: 'DEFAULT' })
  expect(empty.statusCode).toBe(400)
  expect(empty.json().fieldErrors).toEqual({
    firstName: ['Enter your first name'],
    lastName: ['Enter your last name'],
    email: ['Enter a valid email address'],
    role: ['Select your role'],
    description: ['Enter your description'],
  })
  const publishing = await sendRequest(
    app,
    consumer({ type: 'PUBLISHING', apiInternalOnly: true }),
  )
  expect(publishing.json().fieldErrors).toEqual({
    apiDetails: ['API details are required'],
    apiInternalOnlyDetails: ['API internal-only details are required'],
  })
  const tooLong = await sendRequest(
    app,
    consumer({ description: 'd'.repeat(1001) }),
  )
  expect(Object.keys(tooLong.json().fieldErrors)).toEqual(['description'])
})

test('A filled honeypot or a missing CSRF pair is refused, and nothing is stored', async () => {
  const { app, db } = await buildTestApp()
  const robot = consumer({ faxNumber: '555-0100' })
  expect((await sendRequest(app, robot)).statusCode).toBe(400)
  const noCsrf = consumer()
  expect((await sendRequest(app, noCsrf, {})).statusCode).toBe(403)
  const stored = await db
    .selectFrom('support_requests')
    .select('id')
    .where('email', 'in', [robot.email, noCsrf.email])
    .execute()
  expect(stored).toEqual([])
})

test('The support email is "Support Needed", replies go to the requester', async () => {
  const { app, db } = await buildTestApp({
    freshDatabase: true,
    supportEmail: 'support@example.gov',
  })
  // Against the shared PostgreSQL of test:pg other tests leave mail behind: only this request's.
  await db.deleteFrom('email_outbox').execute()
  const body = consumer()
  await sendRequest(app, body)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-support-mail-'))
  await processOutbox({
    store: createOutboxStore(db),
    mailer: createFileMailer(dir),
    publicOrigin: '',
    // A second ahead: the due time has microseconds, a Date only milliseconds.
    now: () => new Date(Date.now() + 1_000),
  })
  const mails = await readMailbox(dir)
  const toSupport = mails.find((mail) => mail.to === 'support@example.gov')
  expect(toSupport).toMatchObject({
    subject: 'Support Needed',
    replyTo: body.email,
  })
  expect(toSupport?.text).toContain('My sandbox key returns 401.')
  expect(mails.find((mail) => mail.to === body.email)?.subject).toBe(
    'We received your message',
  )
})

test("A request stores only its type's fields, in the row and in the emails (R-STORE-DROP-UNASKED)", async () => {
  const { app, db } = await buildTestApp()
  const body = consumer({
    apiDetails: 'd'.repeat(400),
    apiInternalOnly: true,
    apiInternalOnlyDetails: 'VA only',
    apiOtherInfo: 'More',
  })
  const response = await sendRequest(app, body)
  expect(response.statusCode).toBe(204)
  const stored = await storedRequest(db, body.email)
  expect(stored).toMatchObject({
    description: 'My sandbox key returns 401.',
    api_details: null,
    api_internal_only: null,
    api_internal_only_details: null,
    api_other_info: null,
  })
  const mails = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('recipient', '=', body.email)
    .execute()
  expect(mails.length).toBe(1)
  expect(JSON.stringify(mails)).not.toContain('VA only')
})
