// Deprecation notices at scale (issue 36): 10,000 developers whose keys called one API in the
// last 90 days (seeded usage rows) on a fresh PGlite; the API's deprecation is published and the
// notice to all of them is queued by the scheduler's pass (one set-based statement), timed; then
// the outbox worker sends them to a counting mailer, and each address must have got exactly one.
// A second pass must queue nothing. Run by bench/run.mjs through tsx (part `deprecation`).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
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
  // One consumer, application and key per developer, and a call of each within the last 90 days
  // (set-based, as the bench measures the notices, not the seeding).
  await sql`
    with consumers as (
      insert into consumers (first_name, last_name, email, email_lower, organization, kong_username)
      select 'Dev', 'Eloper' || n, 'dev' || n || '@example.org', 'dev' || n || '@example.org',
             'Bench', 'bench-' || n
        from generate_series(1, ${DEVELOPERS}) as n
      returning id, kong_username
    ),
    applications as (
      insert into consumer_applications (consumer_id, apis)
      select id, 'apikey/facilities' from consumers
      returning id, consumer_id
    ),
    credentials as (
      insert into consumer_credentials (consumer_id, application_id, kind, key_prefix)
      select consumer_id, id, 'apikey', 'bench000' from applications
      returning id
    )
    insert into gateway_requests (at, credential_id, api_url_slug, method, path_template, status, latency_ms)
    select now() - (random() * interval '80 days'), id, ${SLUG}, 'GET', '/facilities/{id}', 200, 1
      from credentials`.execute(db)
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
      details: {
        ...api.details,
        deactivationInfo: {
          deprecationContent: 'Move to v1.',
          deprecationDate: new Date(now - DAY).toISOString(),
          deactivationContent: 'Gone.',
          deactivationDate: new Date(now + 90 * DAY).toISOString(),
          replacement: 'VA Facilities API v1',
        },
      },
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
  const again = await service.sendDue()

  // The outbox sends them; a counting mailer stands for SMTP.
  const received = new Map<string, number>()
  const store = createOutboxStore(db)
  const sendStarted = performance.now()
  for (;;) {
    const pass = await processOutbox(
      {
        store,
        publicOrigin: 'http://127.0.0.1',
        batchSize: 500,
        concurrency: 50,
        mailer: {
          send: async (message) => {
            received.set(message.to, (received.get(message.to) ?? 0) + 1)
          },
        },
      },
    )
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
