import { sql } from 'kysely'
import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import type { Db } from '../../db/client.ts'
import {
  createOutboxStore,
  processOutbox,
  type MailMessage,
} from '../outbox/index.ts'
import { createReleaseNotesAnnouncer } from './index.ts'

const API = '/platform-backend/v0/release-notes/subscriptions'
const ORIGIN = 'http://127.0.0.1:8080'
const SLUG = 'appeals'
const MANY = 1_000_000
// Tests of a dozen requests and transactions: room for a busy two-core machine.
const MULTI_STEP_TIMEOUT = 60_000

function subscribe(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers = csrfHeaders(),
) {
  return app.inject({ method: 'POST', url: API, headers, payload: body })
}

/** The confirm link of the newest confirmation email to `email`, as its id and hash. */
async function confirmLinkOf(db: Db, email: string) {
  const row = await db
    .selectFrom('email_outbox')
    .select(['payload'])
    .where('recipient', '=', email)
    .where('template', '=', 'release-notes-confirm')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const url = String(row.payload.confirmUrl)
  const match =
    /^http:\/\/127\.0\.0\.1:8080\/subscriptions\/release-notes\/confirm\/([\w-]+)\/([\w-]+)$/.exec(
      url,
    )
  expect(match, url).not.toBeNull()
  return { subscriptionId: match![1]!, hash: match![2]! }
}

function confirm(
  app: FastifyInstance,
  link: { subscriptionId: string; hash: string },
) {
  return app.inject({
    method: 'POST',
    url: `${API}/confirm`,
    headers: csrfHeaders(),
    payload: link,
  })
}

async function subscribeAndConfirm(
  app: FastifyInstance,
  db: Db,
  email: string,
  scope: 'api' | 'all',
) {
  expect(
    (await subscribe(app, { email, scope, urlSlug: SLUG })).statusCode,
  ).toBe(202)
  const response = await confirm(app, await confirmLinkOf(db, email))
  expect(response.statusCode).toBe(200)
  return response
}

/** Changes an API's release notes in one transaction and announces them, as publishing will. */
async function publishReleaseNotes(db: Db, urlSlug: string, after: string) {
  const announcer = createReleaseNotesAnnouncer({
    linkSecret: 'test-data-link-secret',
    publicOrigin: ORIGIN,
    apiPrefix: '/platform-backend',
  })
  return db.transaction().execute(async (trx) => {
    const api = await trx
      .selectFrom('apis')
      .select(['id', 'url_slug', 'name', 'details'])
      .where('url_slug', '=', urlSlug)
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('apis')
      .set({
        details: sql`jsonb_set(details, '{releaseNotes}', ${JSON.stringify(after)}::jsonb)`,
      })
      .where('id', '=', api.id)
      .execute()
    return announcer.announceReleaseNotes(trx, {
      api: { id: api.id, urlSlug: api.url_slug, name: api.name },
      before: api.details.releaseNotes,
      after,
    })
  })
}

/** Sends the queued mail through the real worker into an array. */
async function sendQueuedMail(db: Db) {
  const sent: MailMessage[] = []
  await processOutbox({
    store: createOutboxStore(db),
    mailer: { send: async (message) => void sent.push(message) },
    publicOrigin: ORIGIN,
  })
  return sent
}

test(
  'A published release note is emailed once to each confirmed subscriber, never to the unconfirmed or unsubscribed (R-NOTES-ANNOUNCE)',
  async () => {
    const { app, db } = await buildTestApp({
      freshDatabase: true,
      rateLimits: { writePerMinute: MANY, emailPerHour: MANY },
    })
    await subscribeAndConfirm(app, db, 'one@example.org', 'api')
    await subscribeAndConfirm(app, db, 'every@example.org', 'all')
    // Subscribed both ways: still one email per note.
    await subscribeAndConfirm(app, db, 'both@example.org', 'api')
    await subscribeAndConfirm(app, db, 'both@example.org', 'all')
    expect(
      (
        await subscribe(app, {
          email: 'pending@example.org',
          scope: 'api',
          urlSlug: SLUG,
        })
      ).statusCode,
    ).toBe(202)
    await subscribeAndConfirm(app, db, 'gone@example.org', 'api')
    const goneEmail = await db
      .selectFrom('release_note_subscriptions')
      .select(['id', 'link_version', 'email'])
      .where('email_lower', '=', 'gone@example.org')
      .executeTakeFirstOrThrow()
    await sendQueuedMail(db)

    // "gone" unsubscribes through the one-click address of a first note.
    const first = await publishReleaseNotes(
      db,
      SLUG,
      '### March 3, 2031\n\nA first note.\n\n---\n\n### January 31, 2019\n\nOld',
    )
    expect(first).toEqual({ entries: 2, queued: 8 })
    const firstMail = await sendQueuedMail(db)
    const goneMail = firstMail.find((mail) => mail.to === goneEmail.email)
    const oneClick = /^<(.+)>$/.exec(
      goneMail?.headers?.['List-Unsubscribe'] ?? '',
    )?.[1]
    expect(oneClick).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/platform-backend\/v0\/release-notes\/subscriptions\/[\w-]+\/[\w-]+\/unsubscribe$/,
    )
    const unsubscribed = await app.inject({
      method: 'POST',
      url: oneClick!.slice(ORIGIN.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode).toBe(200)
    expect(unsubscribed.json()).toEqual({
      status: 'unsubscribed',
      scope: 'api',
      apiName: 'Appeals Status API',
    })

    const after =
      '### April 1, 2031\n\nRemoved `GET /appeals`. <script>alert(1)</script>\n\n---\n\n### March 3, 2031\n\nA first note.\n\n---\n\n### January 31, 2019\n\nOld'
    expect(await publishReleaseNotes(db, SLUG, after)).toEqual({
      entries: 1,
      queued: 3,
    })
    // A retry of the same change queues nothing more.
    expect(
      await publishReleaseNotes(db, SLUG, after.replace('Old', 'Old ')),
    ).toEqual({ entries: 0, queued: 0 })
    const mail = await sendQueuedMail(db)
    expect(mail.map((message) => message.to).sort()).toEqual([
      'both@example.org',
      'every@example.org',
      'one@example.org',
    ])
    const message = mail[0]!
    expect(message.subject).toBe(
      'Appeals Status API: Removed GET /appeals. <script>alert(1)</script>',
    )
    expect(message.headers?.['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    )
    expect(message.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:8080\/platform-backend\/v0\/release-notes\/subscriptions\/.+\/unsubscribe>$/,
    )
    expect(message.text).toContain('Removed `GET /appeals`.')
    expect(message.text).toMatch(
      /Unsubscribe: http:\/\/127\.0\.0\.1:8080\/subscriptions\/release-notes\/unsubscribe\/[\w-]+\/[\w-]+/,
    )
    expect(message.html).toContain('<code>GET /appeals</code>')
    expect(message.html).toContain('&lt;script&gt;')
    expect(message.html).not.toContain('<script')
  },
  MULTI_STEP_TIMEOUT,
)

test(
  'Subscribing tells nothing about the address and sends a confirmation link only the owner can use (R-NOTES-SUBSCRIBE)',
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const first = await subscribe(app, {
      email: 'Ada@Example.org',
      scope: 'api',
      urlSlug: SLUG,
    })
    expect(first.statusCode).toBe(202)
    expect(first.headers['x-ratelimit-limit']).toBeDefined()
    const link = await confirmLinkOf(db, 'Ada@Example.org')
    const rows = await db
      .selectFrom('release_note_subscriptions')
      .selectAll()
      .where('email_lower', '=', 'ada@example.org')
      .execute()
    expect(rows).toHaveLength(1)
    // Nothing secret is stored: the link is a signature over the row.
    expect(JSON.stringify(rows)).not.toContain(link.hash)

    const forged = await confirm(app, {
      ...link,
      hash: `${link.hash.slice(1)}A`,
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toEqual({
      errors: [
        'This link is not valid any more. Subscribe again on the API’s release notes page.',
      ],
    })
    const withoutCsrf = await app.inject({
      method: 'POST',
      url: `${API}/confirm`,
      payload: link,
    })
    expect(withoutCsrf.statusCode).toBe(403)

    const confirmed = await confirm(app, link)
    expect(confirmed.json()).toEqual({
      status: 'confirmed',
      scope: 'api',
      apiName: 'Appeals Status API',
    })
    // Again: the same answer, and a confirmed address gets no second confirmation email.
    expect((await confirm(app, link)).statusCode).toBe(200)
    const again = await subscribe(app, {
      email: 'ada@example.org',
      scope: 'api',
      urlSlug: SLUG,
    })
    expect(again.json()).toEqual(first.json())
    const confirmations = await db
      .selectFrom('email_outbox')
      .select('id')
      .where('template', '=', 'release-notes-confirm')
      .where('recipient', 'in', ['Ada@Example.org', 'ada@example.org'])
      .execute()
    expect(confirmations).toHaveLength(1)
  },
  MULTI_STEP_TIMEOUT,
)

test(
  'An unsubscribe link never confirms, a GET of it only leads to the page, and after it the old confirm link is void',
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    await subscribeAndConfirm(app, db, 'grace@example.org', 'all')
    const row = await db
      .selectFrom('release_note_subscriptions')
      .select(['id'])
      .where('email_lower', '=', 'grace@example.org')
      .executeTakeFirstOrThrow()
    const confirmLink = await confirmLinkOf(db, 'grace@example.org')
    // The confirm signature is not an unsubscribe signature.
    const wrongPurpose = await app.inject({
      method: 'POST',
      url: `${API}/${row.id}/${confirmLink.hash}/unsubscribe`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(wrongPurpose.statusCode).toBe(403)

    await sendQueuedMail(db)
    await publishReleaseNotes(db, SLUG, '### May 5, 2031\n\nNew')
    const note = (await sendQueuedMail(db)).find(
      (message) => message.to === 'grace@example.org',
    )
    const oneClick = /^<(.+)>$/.exec(note!.headers!['List-Unsubscribe']!)![1]!
    const path = oneClick.slice(ORIGIN.length)
    const page = await app.inject(path)
    expect(page.statusCode).toBe(303)
    expect(page.headers.location).toMatch(
      /^\/subscriptions\/release-notes\/unsubscribe\/[\w-]+\/[\w-]+$/,
    )
    const still = await db
      .selectFrom('release_note_subscriptions')
      .select('status')
      .where('email_lower', '=', 'grace@example.org')
      .executeTakeFirstOrThrow()
    expect(still.status).toBe('confirmed')

    // The unsubscribe page posts the same body as JSON.
    const ended = await app.inject({
      method: 'POST',
      url: path,
      payload: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(ended.json()).toEqual({
      status: 'unsubscribed',
      scope: 'all',
      apiName: null,
    })
    expect((await confirm(app, confirmLink)).statusCode).toBe(403)
    // Subscribing again starts over with new links.
    await subscribeAndConfirm(app, db, 'grace@example.org', 'all')
    expect((await confirm(app, confirmLink)).statusCode).toBe(403)
  },
  MULTI_STEP_TIMEOUT,
)

test('A confirmation link expires after 7 days', async () => {
  let now = Date.parse('2031-01-01T00:00:00Z')
  const { app, db } = await buildTestApp({
    freshDatabase: true,
    now: () => now,
  })
  await subscribe(app, { email: 'late@example.org', scope: 'all' })
  const link = await confirmLinkOf(db, 'late@example.org')
  now += 8 * 86_400_000
  const response = await confirm(app, link)
  expect(response.statusCode).toBe(403)
  expect(response.json().errors).toEqual([
    'This confirmation link has expired. Subscribe again on the API’s release notes page.',
  ])
})

test('A bad subscribe request gets field errors, a robot the failed-form answer, an unlisted API 404', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const empty = await subscribe(app, { email: '', scope: 'api' })
  expect(empty.statusCode).toBe(400)
  expect(empty.json().fieldErrors).toEqual({
    email: ['Enter a valid email address'],
    urlSlug: ['Choose an API'],
  })
  const noScope = await subscribe(app, { email: 'a@example.org' })
  expect(noScope.json().fieldErrors).toEqual({
    scope: ['Choose which release notes to get'],
  })
  const robot = await subscribe(app, {
    email: 'a@example.org',
    scope: 'all',
    faxNumber: '555',
  })
  expect(robot.statusCode).toBe(400)
  const unknown = await subscribe(app, {
    email: 'a@example.org',
    scope: 'api',
    urlSlug: 'no-such-api',
  })
  expect(unknown.statusCode).toBe(404)
  expect(
    await db
      .selectFrom('release_note_subscriptions')
      .select('id')
      .where('email_lower', '=', 'a@example.org')
      .execute(),
  ).toEqual([])
})

test('Subscribing is limited per address with the rate-limit headers (R-LIMIT-EMAIL)', async () => {
  const { app } = await buildTestApp({
    freshDatabase: true,
    rateLimits: { emailPerHour: 2 },
  })
  const body = { email: 'flood@example.org', scope: 'all' }
  expect((await subscribe(app, body)).statusCode).toBe(202)
  expect((await subscribe(app, body)).statusCode).toBe(202)
  const third = await subscribe(app, body)
  expect(third.statusCode).toBe(429)
  expect(third.headers['retry-after']).toBeDefined()
})

test('The confirm and unsubscribe pages carry a signed pair: never stored, indexed or sent on as a referrer', async () => {
  const { app } = await buildTestApp()
  for (const kind of ['confirm', 'unsubscribe']) {
    const response = await app.inject(
      `/subscriptions/release-notes/${kind}/00000000-0000-4000-8000-000000000000/abc`,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-robots-tag']).toBe('noindex')
  }
})
