// The console's review queue at scale (issue 28): 10,000 production requests seeded into a fresh
// PGlite database, then each typical queue query (filters, search, sort, pages) answered by the
// real app in-process; the time is the server's own, from the request to the last byte of the
// answer (no network). Run by bench/run.mjs through tsx (part `queue`).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { buildApp } from '../server/src/app.ts'
import { openDatabase } from '../server/src/db/client.ts'
import { migrateToLatest } from '../server/src/db/migrate.ts'
import { runSeed } from '../server/src/db/seed/seed.ts'
import {
  createStaffStore,
  STAFF_SESSION_COOKIE,
} from '../server/src/modules/staff-auth/index.ts'

const REQUESTS = 10_000
const RUNS = 40
const WARM_UP = 5
const QUEUE = '/platform-backend/v0/console/production-requests'

// The queue's everyday questions: the default view, each filter, searches, sorts, a far page.
const QUERIES = [
  '',
  'status=submitted',
  'status=in_review&sort=-submitted',
  'api=claims',
  'authType=ccg',
  'age=overdue',
  'age=due_soon&assignee=nobody',
  'assignee=me',
  'q=engine',
  'q=ada1',
  'q=zzz-no-match',
  'status=submitted&authType=acg&q=lab&sort=organization',
  'page=200',
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
}
const round = (ms: number) => Math.round(ms * 100) / 100

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-queue-bench-'))
const database = await openDatabase({ pglitePath: dir })
try {
  const { db } = database
  await migrateToLatest(db)
  await runSeed(db, { apiPrefix: '/platform-backend' })
  const staffStore = createStaffStore(db)
  const reviewer = await staffStore.insert(db, {
    email: 'bench-reviewer@va.gov',
    name: 'Bench Reviewer',
    roles: ['reviewer'],
  })
  if (!reviewer) throw new Error('no reviewer')
  const seeded = performance.now()
  // Varied rows: statuses, one to three APIs of each auth type, words for the search, 120 days
  // of submissions (so some are overdue), a fifth assigned to the reviewer.
  await sql`
    insert into production_requests
      (status, apis, organization, app_name, primary_email, request, created_at, review_due_at, assignee_id)
    select
      (array['submitted','in_review','changes_requested','demo_scheduled','approved','denied','withdrawn'])[1 + n % 7],
      (array['apikey/facilities','acg/claims','ccg/benefitsDocuments,apikey/benefits',
             'acg/health,acg/claims','apikey/vaForms','acg/communityCare,apikey/facilities'])[1 + n % 6],
      (array['Engine','Lab','Clinic','Health','Benefit','Veteran'])[1 + n % 6] || ' Works ' || n,
      (array['Finder','Tracker','Helper','Portal'])[1 + n % 4] || ' ' || n,
      (array['ada','grace','alan','edsger'])[1 + n % 4] || n || '@example' || (n % 50) || '.dev',
      jsonb_build_object('n', n),
      now() - (n % 120) * interval '1 day',
      now() - (n % 120) * interval '1 day' + interval '14 days',
      case when n % 5 = 0 then ${reviewer.id}::uuid end
    from generate_series(1, ${REQUESTS}) as n
  `.execute(db)
  await sql`analyze production_requests`.execute(db)
  const seedMs = performance.now() - seeded
  const { token } = await staffStore.createSession(
    db,
    reviewer.id,
    Date.now(),
    {
      ip: '127.0.0.1',
      userAgent: 'bench',
    },
  )
  const app = await buildApp({
    db,
    webDistPath: null,
    secrets: { credentialHash: 'bench-hash', testDataLink: 'bench-link' },
    publicOrigin: 'http://127.0.0.1',
    rateLimits: { readPerMinute: 1_000_000_000 },
  })
  const headers = { cookie: `${STAFF_SESSION_COOKIE}=${token}` }
  const perQuery: Record<
    string,
    { medianMs: number; p95Ms: number; total: number }
  > = {}
  const all: number[] = []
  for (const query of QUERIES) {
    const times: number[] = []
    let total = 0
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now()
      const response = await app.inject({ url: `${QUEUE}?${query}`, headers })
      const elapsed = performance.now() - started
      if (response.statusCode !== 200)
        throw new Error(`${query}: ${response.statusCode} ${response.body}`)
      total = response.json<{ total: number }>().total
      if (run >= WARM_UP) times.push(elapsed)
    }
    perQuery[query || '(default)'] = {
      medianMs: round(median(times)),
      p95Ms: round(percentile(times, 0.95)),
      total,
    }
    all.push(...times)
  }
  await app.close()
  console.log(
    JSON.stringify({
      requests: REQUESTS,
      runsPerQuery: RUNS,
      seedMs: Math.round(seedMs),
      medianMs: round(median(all)),
      p95Ms: round(percentile(all, 0.95)),
      maxQueryMedianMs: Math.max(
        ...Object.values(perQuery).map((q) => q.medianMs),
      ),
      perQuery,
    }),
  )
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
