import { sql } from 'kysely'
import { expect, test } from 'vitest'
import {
  API,
  buildFuzzApp,
  expectRowsUnchanged,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'
import {
  assigneeValue,
  filterValue,
  fuzzStaffReads,
  queueQueryOf,
  rowsOfRequest,
  unchangedWhenRefused,
} from './console-fuzz-kit.ts'
import type { Db } from '../../src/db/client.ts'
import { sessionCookieOnly, signInStaff } from '../staff-kit.ts'
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
const queueQuery = queueQueryOf({
  status: filterValue('submitted', 'in_review', ''),
  api: filterValue('facilities', 'claims'),
  authType: filterValue('apikey', 'acg', 'ccg'),
  age: filterValue('overdue', 'due_soon', 'on_track'),
  assignee: assigneeValue,
  q: filterValue('engine', '%', '_', '\\'),
  sort: filterValue('due', '-submitted', 'organization'),
})

test(
  'The console review and the applicant status endpoints answer any input under 500 with the envelope; a refused call changes nothing; a bystander request is never touched (R-INPUT-ENVELOPE, R-REVIEW-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const reviewer = await signInStaff(db, { roles: ['reviewer'] })
    const bystander = await submitRequest(app, db)
    const id = await submitRequest(app, db)
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    const cookie = sessionCookieOnly(reviewer).cookie

    // GETs: the queue with any query, a request and its sandbox figures at any path.
    await fuzzStaffReads(app, {
      queueQuery,
      urls: [
        (query) => `${CONSOLE}?${query}`,
        (_, segment) => `${CONSOLE}/${segment}`,
        (query, segment) => `${CONSOLE}/${segment}/sandbox-usage?${query}`,
      ],
      cookie,
      tally,
    })

    // Changes: a refused one leaves the request as it was.
    const onAnswer = await unchangedWhenRefused(() => stateOf(db, id))
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
        onAnswer,
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
        onAnswer,
      })

    expect(tally.total).toBe(FUZZ_RUNS * (1 + changes.length + 4))
    console.info(`production review: ${tally}`)
    await expectRowsUnchanged(db, rowsOfRequest(before, bystander))
  },
  FUZZ_TIMEOUT * 12,
)
