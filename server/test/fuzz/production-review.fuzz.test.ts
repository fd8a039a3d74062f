import fc from 'fast-check'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { nastyString } from './fuzz-arbitraries.ts'
import {
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
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
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'
import type { Db } from '../../src/db/client.ts'
import { signInStaff } from '../staff-kit.ts'
import { linkOf, submitRequest } from '../review-kit.ts'

const CONSOLE = `${API}/console/production-requests`
const STATUS = `${API}/consumers/production-requests/status`
const TABLES = [
  'production_requests',
  'production_request_events',
  'production_request_checks',
]

// Everything a call could change of one request, in one query: its row (every change sets
// updated_at), timeline, checks, audit rows and emails.
async function stateOf(db: Db, id: string): Promise<string> {
  const { rows } = await sql`
    select r.status, r.assignee_id, r.demo_at, r.updated_at,
      (select count(*) from production_request_events where request_id = r.id) as events,
      (select count(*) || max(marked_at)::text from production_request_checks where request_id = r.id) as checks,
      (select count(*) from audit_events where entity_id = r.id::text) as audit,
      (select count(*) from email_outbox where payload->>'requestId' = r.id::text) as mails
    from production_requests r where r.id = ${id}
  `.execute(db)
  return JSON.stringify(rows)
}

// A value for a known query parameter: a good one, or anything.
const queueQuery = fc.oneof(
  queryString,
  fc
    .record(
      {
        status: fc.oneof(
          fc.constantFrom('submitted', 'in_review', ''),
          nastyString,
        ),
        api: fc.oneof(fc.constantFrom('facilities', 'claims'), nastyString),
        authType: fc.oneof(
          fc.constantFrom('apikey', 'acg', 'ccg'),
          nastyString,
        ),
        age: fc.oneof(
          fc.constantFrom('overdue', 'due_soon', 'on_track'),
          nastyString,
        ),
        assignee: fc.oneof(
          fc.constantFrom('me', 'nobody'),
          fc.uuid(),
          nastyString,
        ),
        q: fc.oneof(fc.constantFrom('engine', '%', '_', '\\'), nastyString),
        sort: fc.oneof(
          fc.constantFrom('due', '-submitted', 'organization'),
          nastyString,
        ),
        page: fc.oneof(
          fc.integer({ min: -5, max: 1_000_000 }).map(String),
          nastyString,
        ),
        pageSize: fc.oneof(
          fc.integer({ min: -5, max: 500 }).map(String),
          nastyString,
        ),
      },
      { requiredKeys: [] },
    )
    .map((params) =>
      Object.entries(params)
        .map(
          ([key, value]) =>
            `${key}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`,
        )
        .join('&'),
    ),
)

test(
  'The console review and the applicant status endpoints answer any input under 500 with the envelope; a refused call changes nothing; a bystander request is never touched (R-INPUT-ENVELOPE, R-REVIEW-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const reviewer = await signInStaff(db, { roles: ['reviewer'] })
    const bystander = await submitRequest(app, db)
    const id = await submitRequest(app, db)
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    const cookie = reviewer.headers.cookie?.split('; ')[0] ?? ''

    // GETs: the queue with any query, a request and its sandbox figures at any path.
    await fc.assert(
      fc.asyncProperty(
        queueQuery,
        pathSegment,
        requestHeaders,
        fc.nat(2),
        async (query, segment, headers, pick) => {
          const url = [
            `${CONSOLE}?${query}`,
            `${CONSOLE}/${segment}`,
            `${CONSOLE}/${segment}/sandbox-usage?${query}`,
          ][pick] as string
          const response = await injectSettled(app, {
            url,
            headers: { ...headers, cookie },
          })
          expectSafeAnswer(response, tally)
        },
      ),
      FUZZ_PARAMETERS,
    )

    // Changes: a refused one leaves the request as it was.
    let state = await stateOf(db, id)
    const unchangedWhenRefused = async (response: LightMyRequestResponse) => {
      const now = await stateOf(db, id)
      const isRefused = response.statusCode >= 400
      expect(
        isRefused && now !== state,
        `${response.statusCode} ${response.body}`,
      ).toBe(false)
      state = now
    }
    const changes: [string, 'POST' | 'PUT', Record<string, unknown>][] = [
      [`/${id}/assign`, 'POST', { to: 'me' }],
      [`/${id}/notes`, 'POST', { note: 'Called the organization.' }],
      [
        `/${id}/checks/app_name`,
        'PUT',
        { outcome: 'failed', comment: 'Misleading' },
      ],
      [
        `/${id}/transitions`,
        'POST',
        {
          action: 'schedule_demo',
          date: '2099-01-02',
          time: '10:00',
          meetingLink: 'https://meet.example.gov/x',
        },
      ],
      [`/${id}/transitions`, 'POST', { action: 'start_review' }],
      [
        `/${id}/transitions`,
        'POST',
        { action: 'request_changes', message: 'More, please.' },
      ],
      [`/${id}/transitions`, 'POST', { action: 'deny', reason: 'No.' }],
    ]
    for (const [path, method, body] of changes)
      await fuzzJsonPost(app, `${CONSOLE}${path}`, body, {
        tally,
        method,
        cookie,
        onAnswer: unchangedWhenRefused,
      })

    // The applicant's side, through the signed link; withdrawing goes last (it closes the request).
    const link = linkOf(id)
    for (const [path, body] of [
      ['', link],
      ['/calendar', link],
      ['/answer', { ...link, answer: 'Here is the link you asked for.' }],
      ['/withdraw', link],
    ] as const)
      await fuzzJsonPost(app, `${STATUS}${path}`, body, {
        tally,
        onAnswer: unchangedWhenRefused,
      })

    expect(tally.total).toBe(FUZZ_RUNS * (1 + changes.length + 4))
    console.info(`production review: ${tally}`)
    const bystanderRows = Object.fromEntries(
      Object.entries(before).map(([table, rows]) => [
        table,
        rows.filter((row) => {
          const record = row as { id: string; request_id?: string }
          return (record.request_id ?? record.id) === bystander
        }),
      ]),
    )
    await expectRowsUnchanged(db, bystanderRows)
  },
  FUZZ_TIMEOUT * 12,
)
