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
import { submitContact } from '../support-desk-kit.ts'

const DESK = `${API}/console/support-requests`
const TABLES = ['support_requests', 'support_request_events']

// Everything a call could change of one request, in one query: its row (every change sets
// updated_at), timeline, audit rows and replies.
async function stateOf(db: Db, id: string): Promise<string> {
  const { rows } = await sql`
    select r.status, r.assignee_id, r.handed_off_at, r.updated_at,
      (select count(*) from support_request_events where request_id = r.id) as events,
      (select count(*) from audit_events where entity_id = r.id::text) as audit,
      (select count(*) from email_outbox where payload->>'requestId' = r.id::text) as mails
    from support_requests r where r.id = ${id}
  `.execute(db)
  return JSON.stringify(rows)
}

// A value for a known query parameter: a good one, or anything.
const queueQuery = queueQueryOf({
  status: filterValue('new', 'open', 'waiting_on_requester', 'closed', ''),
  type: filterValue('DEFAULT', 'PUBLISHING'),
  assignee: assigneeValue,
  handedOff: filterValue('yes', 'no'),
  q: filterValue('ada', '%', '_', '\\'),
  sort: filterValue('submitted', '-updated', 'name'),
})

test(
  'The support desk endpoints answer any input under 500 with the envelope; a refused call changes nothing; a bystander request is never touched (R-INPUT-ENVELOPE, R-SUPPORT-DESK-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const support = await signInStaff(db, { roles: ['support'] })
    const bystander = (await submitContact(app, db, 'PUBLISHING')).id
    const id = (await submitContact(app, db, 'PUBLISHING')).id
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    const cookie = sessionCookieOnly(support).cookie

    // GETs: the queue with any query, the assignees, a request at any path.
    await fuzzStaffReads(app, {
      queueQuery,
      urls: [
        (query) => `${DESK}?${query}`,
        (_, segment) => `${DESK}/${segment}`,
        (query) => `${DESK}/assignees?${query}`,
      ],
      cookie,
      tally,
    })

    // Changes: a refused one leaves the request as it was.
    const onAnswer = await unchangedWhenRefused(() => stateOf(db, id))
    const changes: [string, Record<string, unknown>][] = [
      [`/${id}/assign`, { to: 'me' }],
      [`/${id}/notes`, { note: 'Called the requester.' }],
      [`/${id}/replies`, { reply: 'Here is how to reset your key.' }],
      [`/${id}/transitions`, { action: 'open' }],
      [`/${id}/hand-off`, { handOffNote: 'For the catalogue.' }],
      [`/${id}/transitions`, { action: 'close' }],
    ]
    for (const [path, body] of changes)
      await fuzzJsonPost(app, `${DESK}${path}`, body, {
        tally,
        cookie,
        onAnswer,
      })

    expect(tally.total).toBe(FUZZ_RUNS * (1 + changes.length))
    console.info(`support desk: ${tally}`)
    await expectRowsUnchanged(db, rowsOfRequest(before, bystander))
  },
  FUZZ_TIMEOUT * 8,
)
