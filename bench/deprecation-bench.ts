// Deprecation notices at scale (issue 36): 10,000 developers whose keys called one API in the
// last 90 days (seeded usage rows) on a fresh PGlite; the API's deprecation is published and the
// notice to all of them is queued by the scheduler's pass (one set-based statement), timed; then
// the outbox worker sends them to a counting mailer, and each address must have got exactly one.
// A second pass must queue nothing. Run by bench/run.mjs through tsx (part `deprecation`).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase } from '../server/src/db/client.ts'
import { migrateToLatest } from '../server/src/db/migrate.ts'
import { runSeed } from '../server/src/db/seed/seed.ts'
import {
  createDeprecationNoticesService,
  createDeprecationNoticesStore,
} from '../server/src/modules/deprecation-notices/index.ts'
import {
  createOutboxStore,
  processOutbox,
} from '../server/src/modules/outbox/index.ts'

const DEVELOPERS = 10_000
const DAY = 86_400_000
const SLUG = 'va-facilities'

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-deprecation-bench-'))
const database = await openDatabase({ pglitePath: dir })
try {
  const { db } = database
  await migrateToLatest(db)
  await runSeed(db, { apiPrefix: '/platform-backend' })
  const seeded = performance.now()
  // One consumer, application and key per developer, and a call of each within the last 90 days,
  // written 1,000 at a time (the bench measures the notices, not the seeding).
  for (let start = 0; start < DEVELOPERS; start += 1000) {
    const numbers = Array.from({ length: 1000 }, (_, index) => start + index)
    const consumers = await db
      .insertInto('consumers')
      .values(
        numbers.map((n) => ({
          first_name: 'Dev',
          last_name: `Eloper${n}`,
          email: `dev${n}@example.org`,
          email_lower: `dev${n}@example.org`,
          organization: 'Bench',
          kong_username: `bench-${n}`,
        })),
      )
      .returning('id')
      .execute()
    const applications = await db
      .insertInto('consumer_applications')
      .values(
        consumers.map((consumer) => ({
          consumer_id: consumer.id,
          apis: 'apikey/facilities',
        })),
      )
      .returning(['id', 'consumer_id'])
      .execute()
    const credentials = await db
      .insertInto('consumer_credentials')
      .values(
        applications.map((application) => ({
          consumer_id: application.consumer_id,
          application_id: application.id,
          kind: 'apikey' as const,
          key_prefix: 'bench000',
        })),
      )
      .returning('id')
      .execute()
    await db
      .insertInto('gateway_requests')
      .values(
        credentials.map((credential, index) => ({
          at: new Date(Date.now() - (index % 80) * DAY),
          credential_id: credential.id,
          api_url_slug: SLUG,
          method: 'GET',
          path_template: '/facilities/{id}',
          status: 200,
          latency_ms: 1,
        })),
      )
      .execute()
  }
  const seedMs = performance.now() - seeded

  // The deprecation as the console publishes it: the entry's dates and the published row.
  const api = await db
    .selectFrom('apis')
    .select(['id', 'details'])
    .where('url_slug', '=', SLUG)
    .executeTakeFirstOrThrow()
  const now = Date.now()
  await db
    .updateTable('apis')
    .set({
      // The column is JSON text on the way in.
      details: JSON.stringify({
        ...api.details,
        deactivationInfo: {
          deprecationContent: 'Move to v1.',
          deprecationDate: new Date(now - DAY).toISOString(),
          deactivationContent: 'Gone.',
          deactivationDate: new Date(now + 90 * DAY).toISOString(),
          replacement: 'VA Facilities API v1',
        },
      }),
    })
    .where('id', '=', api.id)
    .execute()
  await db
    .insertInto('api_deprecations')
    .values({ api_id: api.id, published_at: new Date(now) })
    .execute()

  const service = createDeprecationNoticesService({
    store: createDeprecationNoticesStore(db),
    now: () => now,
    publicOrigin: 'http://127.0.0.1',
    apiPrefix: '/platform-backend',
  })
  const started = performance.now()
  const queued = await service.sendDue()
  const queueMs = performance.now() - started
  // A pass with nothing new (what every instance does each minute until deactivation).
  const againStarted = performance.now()
  const again = await service.sendDue()
  const againMs = performance.now() - againStarted

  // The outbox sends them; a counting mailer stands for SMTP.
  const received = new Map<string, number>()
  const store = createOutboxStore(db)
  const sendStarted = performance.now()
  for (;;) {
    const pass = await processOutbox({
      store,
      publicOrigin: 'http://127.0.0.1',
      batchSize: 500,
      concurrency: 50,
      mailer: {
        send: async (message) => {
          received.set(message.to, (received.get(message.to) ?? 0) + 1)
        },
      },
    })
    if (pass.claimed === 0) break
  }
  const sendMs = performance.now() - sendStarted
  const counts = [...received.values()]
  console.log(
    JSON.stringify({
      developers: DEVELOPERS,
      seedMs: Math.round(seedMs),
      queued,
      queueSeconds: Math.round(queueMs) / 1000,
      queuedOnSecondPass: again,
      secondPassSeconds: Math.round(againMs) / 1000,
      sent: counts.reduce((sum, count) => sum + count, 0),
      addresses: received.size,
      sentMoreThanOnce: counts.filter((count) => count > 1).length,
      sendSeconds: Math.round(sendMs) / 1000,
    }),
  )
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
