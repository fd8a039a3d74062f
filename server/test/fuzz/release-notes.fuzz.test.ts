import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../src/db/client.ts'
import { pathSegment, requestHeaders } from './fuzz-request-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  expectRowsUnchanged,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  injectSettled,
  postRaw,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

const SUBSCRIPTIONS = `${API}/release-notes/subscriptions`
const TABLES = ['release_note_subscriptions']

/** A confirmed subscription and its confirm link (read from its confirmation email). */
async function confirmedSubscription(app: FastifyInstance, db: Db) {
  const email = `notes-fuzz-${Math.random().toString(36).slice(2, 10)}@example.org`
  const subscribed = await postRaw(
    app,
    SUBSCRIPTIONS,
    JSON.stringify({ email, scope: 'api', urlSlug: 'appeals' }),
  )
  expect(subscribed.statusCode).toBe(202)
  const { payload } = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow()
  const [subscriptionId, hash] = String(payload.confirmUrl).split('/').slice(-2)
  const link = { subscriptionId: subscriptionId!, hash: hash! }
  expect(
    (await postRaw(app, `${SUBSCRIPTIONS}/confirm`, JSON.stringify(link)))
      .statusCode,
  ).toBe(200)
  return link
}

test(
  'The subscription endpoints answer any input under 500 with the envelope, and a bystander’s subscription never changes (R-INPUT-ENVELOPE, R-NOTES-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const bystander = await confirmedSubscription(app, db)
    const target = await confirmedSubscription(app, db)
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    await fuzzJsonPost(
      app,
      SUBSCRIPTIONS,
      { email: 'someone@example.org', scope: 'api', urlSlug: 'appeals' },
      { tally, extraPaths: ['faxNumber'] },
    )
    await fuzzJsonPost(app, `${SUBSCRIPTIONS}/confirm`, target, { tally })
    // The one-click address takes no CSRF pair; its body is a form or JSON.
    const oneClick = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(pathSegment, pathSegment),
        fc.oneof(
          fc.constant('List-Unsubscribe=One-Click'),
          fc.string({ maxLength: 200 }),
          fc.constant('{"List-Unsubscribe":"One-Click"}'),
        ),
        requestHeaders,
        async ([id, hash], payload, headers) => {
          const response = await injectSettled(app, {
            method: 'POST',
            url: `${SUBSCRIPTIONS}/${id}/${hash}/unsubscribe`,
            payload,
            headers: {
              ...headers,
              'content-type':
                payload.startsWith('{') && headers['content-type']
                  ? headers['content-type']
                  : 'application/x-www-form-urlencoded',
            },
          })
          expectSafeAnswer(response, oneClick)
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(2 * FUZZ_RUNS)
    expect(oneClick.total).toBe(FUZZ_RUNS)
    console.info(`release-note subscriptions: ${tally}; one-click: ${oneClick}`)
    // The target's own link may have confirmed it again; the bystander's row is as it was.
    const bystanderRow = before.release_note_subscriptions?.filter(
      (row) => (row as { id: string }).id === bystander.subscriptionId,
    )
    await expectRowsUnchanged(db, {
      release_note_subscriptions: bystanderRow ?? [],
    })
  },
  3 * FUZZ_TIMEOUT,
)
