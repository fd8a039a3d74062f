// The request log at scale (issue 37): 1,000,000 recorded gateway calls over 1,000 apps (each app
// 1–3 credentials) written with set-based SQL into a fresh PGlite, then an app's log read through
// `listCalls` for random apps, filtered by status, by API and by both (and unfiltered): the median
// and p95 server time of each (R-REQLOG-BENCH: under 100 ms at the median). In-process, no network.
// Run by bench/run.mjs through tsx (part `reqlog`).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { openDatabase } from '../server/src/db/client.ts'
import { migrateToLatest } from '../server/src/db/migrate.ts'
import { listCalls } from '../server/src/modules/request-log/index.ts'

const APPS = 1000
const CALLS = 1_000_000
const CHUNK = 100_000
const RUNS = 100
const APIS = [
  'va-facilities',
  'va-forms',
  'benefits-claims',
  'patient-health',
  'veteran-confirmation',
]
const FILTERS = {
  none: {},
  status: { status: '4xx' as const },
  api: { api: 'va-forms' },
  both: { status: '2xx' as const, api: 'benefits-claims' },
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
}
const round = (ms: number) => Math.round(ms * 100) / 100

// A fixed sequence, so two runs read the same apps.
let state = 37
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  return state / 2_147_483_648
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-request-log-bench-'))
const database = await openDatabase({ pglitePath: dir })
try {
  const { db } = database
  await migrateToLatest(db)
  const seedStarted = performance.now()
  // A consumer and an app per number, then 1 to 3 credentials of the kinds an app holds.
  await sql`
    insert into consumers (first_name, last_name, email, email_lower, organization, kong_username)
    select 'Dev', 'App' || n, 'app' || n || '@example.org', 'app' || n || '@example.org',
           'Bench', 'bench-' || n
      from generate_series(1, ${APPS}::int) as n`.execute(db)
  await sql`
    insert into consumer_applications (consumer_id, apis)
    select id, 'apikey/facilities,acg/health,ccg/claims' from consumers`.execute(
    db,
  )
  await sql`
    insert into consumer_credentials (consumer_id, application_id, kind, key_prefix)
    select app.consumer_id, app.id, (array['apikey', 'acg', 'ccg'])[k], 'bench00' || k
      from (select id, consumer_id, row_number() over (order by id) as n
              from consumer_applications) as app
      cross join generate_series(1, 3) as k
     where k <= 1 + app.n % 3`.execute(db)
  // The calls, newest first over the last 90 days, spread over every credential, the APIs and
  // statuses taking turns.
  for (let start = 0; start < CALLS; start += CHUNK)
    await sql`
      with credential as (
        select array_agg(id order by id) as ids, count(*)::int as total from consumer_credentials)
      insert into gateway_requests
        (at, credential_id, api_url_slug, method, path_template, path, status, latency_ms, request_id)
      select now() - i * interval '7776 milliseconds',
             credential.ids[1 + ((i::bigint * 7919) % credential.total)::int],
             (array[${sql.join(APIS)}]::text[])[1 + (i / 7) % ${APIS.length}::int],
             case when i % 5 = 0 then 'POST' else 'GET' end,
             '/things/{id}', '/sandbox-api/services/things/' || i,
             (array[200, 200, 200, 201, 400, 401, 404, 429, 500])[1 + i % 9],
             (i % 300) / 10.0, 'bench-' || i
        from credential, generate_series(${start}::int, ${start + CHUNK - 1}::int) as i`.execute(
      db,
    )
  await sql`analyze`.execute(db)
  const seedMs = performance.now() - seedStarted

  const apps = await db
    .selectFrom('consumer_credentials')
    .select(['application_id', sql<string[]>`array_agg(id)`.as('ids')])
    .groupBy('application_id')
    .execute()

  const perFilter: Record<
    string,
    { medianMs: number; p95Ms: number; rows: number }
  > = {}
  const all: number[] = []
  for (const [name, filter] of Object.entries(FILTERS)) {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < RUNS; run += 1) {
      const app = apps[Math.floor(random() * apps.length)]
      const started = performance.now()
      const page = await listCalls(
        db,
        { credentialIds: app?.ids ?? [], ...filter },
        50,
      )
      times.push(performance.now() - started)
      rows += page.calls.length
    }
    // The first runs warm the plan cache and the pages; they count like the others.
    perFilter[name] = {
      medianMs: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      rows: Math.round(rows / RUNS),
    }
    if (name !== 'none') all.push(...times)
  }
  console.log(
    JSON.stringify({
      calls: CALLS,
      apps: APPS,
      credentials: apps.reduce((sum, app) => sum + app.ids.length, 0),
      seedSeconds: Math.round(seedMs) / 1000,
      runsPerFilter: RUNS,
      medianMs: round(percentile(all, 0.5)),
      p95Ms: round(percentile(all, 0.95)),
      perFilter,
    }),
  )
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
