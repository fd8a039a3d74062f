// The console's review queue at scale (issue 28): 10,000 production requests seeded into a fresh
// PGlite database, then each typical queue query (filters, search, sort, pages) answered by the
// real app in-process; the time is the server's own, from the request to the last byte of the
// answer (no network). Then the console overview's figures over the same rows and their
// timeline. Run by bench/run.mjs through tsx (part `queue`).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
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
const OVERVIEW = '/platform-backend/v0/console/overview'

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

const STATUSES = [
  'submitted',
  'in_review',
  'changes_requested',
  'demo_scheduled',
  'approved',
  'denied',
  'withdrawn',
] as const
const API_SETS = [
  'apikey/facilities',
  'acg/claims',
  'ccg/benefitsDocuments,apikey/benefits',
  'acg/health,acg/claims',
  'apikey/vaForms',
  'acg/communityCare,apikey/facilities',
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
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T
  const DAY = 86_400_000
  for (let start = 1; start <= REQUESTS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, index) => {
      const n = start + index
      const createdAt = new Date(Date.now() - (n % 120) * DAY)
      return {
        status: pick(STATUSES, n),
        apis: pick(API_SETS, n),
        organization: `${pick(['Engine', 'Lab', 'Clinic', 'Health', 'Benefit', 'Veteran'], n)} Works ${n}`,
        app_name: `${pick(['Finder', 'Tracker', 'Helper', 'Portal'], n)} ${n}`,
        primary_email: `${pick(['ada', 'grace', 'alan', 'edsger'], n)}${n}@example${n % 50}.dev`,
        request: JSON.stringify({ n }),
        created_at: createdAt,
        review_due_at: new Date(createdAt.getTime() + 14 * DAY),
        assignee_id: n % 5 === 0 ? reviewer.id : null,
      }
    })
    await db.insertInto('production_requests').values(rows).execute()
  }
  // The timeline the overview's medians read: the submission of each request, the start of its
  // review (1 to 9 days later) unless still submitted, the decision of the closed ones (10 to 39
  // days later) and a note on every third, none later than now.
  const requests = await db
    .selectFrom('production_requests')
    .select(['id', 'status', 'created_at'])
    .where('organization', 'like', '% Works %')
    .execute()
  const capped = (from: Date, days: number) =>
    new Date(Math.min(Date.now(), from.getTime() + days * DAY))
  const events = requests.flatMap((request, n) => {
    const event = (
      kind: 'submitted' | 'transition' | 'note',
      days: number,
      action: string | null,
      status: (typeof STATUSES)[number],
    ) => ({
      request_id: request.id,
      at: capped(request.created_at, days),
      kind,
      action,
      status,
      actor: kind === 'submitted' ? ('system' as const) : ('staff' as const),
    })
    const status = request.status
    return [
      event('submitted', 0, null, 'submitted'),
      ...(status !== 'submitted' && status !== 'withdrawn'
        ? [event('transition', 1 + (n % 9), 'start_review', 'in_review')]
        : []),
      ...(status === 'approved' || status === 'denied'
        ? [
            event(
              'transition',
              10 + (n % 30),
              status === 'approved' ? 'approve' : 'deny',
              status,
            ),
          ]
        : []),
      ...(n % 3 === 0 ? [event('note', 2, null, status)] : []),
    ]
  })
  for (let start = 0; start < events.length; start += 1000)
    await db
      .insertInto('production_request_events')
      .values(events.slice(start, start + 1000))
      .execute()
  // The moments the review service keeps on the request with those moves (migration 017).
  for (const [column, actions] of [
    ['first_reviewed_at', ['start_review']],
    ['decided_at', ['approve', 'deny']],
  ] as const)
    await db
      .updateTable('production_requests as r')
      .from('production_request_events as e')
      .set((eb) => ({ [column]: eb.ref('e.at') }))
      .whereRef('e.request_id', '=', 'r.id')
      .where('e.action', 'in', [...actions])
      .execute()
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
  // The console overview (R-OVERVIEW-SPEED): open counts, overdue, the medians and the weeks.
  const overviewTimes: number[] = []
  let overview: unknown
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now()
    const response = await app.inject({ url: OVERVIEW, headers })
    const elapsed = performance.now() - started
    if (response.statusCode !== 200)
      throw new Error(`overview: ${response.statusCode} ${response.body}`)
    overview = response.json()
    if (run >= WARM_UP) overviewTimes.push(elapsed)
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
      events: events.length,
      overview: {
        medianMs: round(median(overviewTimes)),
        p95Ms: round(percentile(overviewTimes, 0.95)),
        figures: overview,
      },
    }),
  )
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
