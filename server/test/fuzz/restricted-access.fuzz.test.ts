import { sql } from 'kysely'
import { expect, test } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import { sessionCookieOnly, signInStaff } from '../staff-kit.ts'
import { ask, askBody, linkOf } from '../restricted-access-kit.ts'
import {
  filterValue,
  fuzzStaffReads,
  queueQueryOf,
  rowsOfRequest,
  unchangedWhenRefused,
} from './console-fuzz-kit.ts'
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

const ASK = `${API}/consumers/restricted-access-requests`
const CONSOLE = `${API}/console/restricted-access-requests`
const TABLES = ['restricted_access_requests', 'restricted_access_events']

// Everything a call could change of one request, in one query: its row, timeline, checks, audit
// rows, emails and the consumers its collection made.
async function stateOf(db: Db, id: string): Promise<string> {
  const { rows } = await sql`
    select r.status, r.reason, r.consumer_id, r.decided_at, r.revoked_at,
      (select count(*) from restricted_access_events where request_id = r.id) as events,
      (select count(*) || max(marked_at)::text from restricted_access_checks where request_id = r.id) as checks,
      (select count(*) from audit_events where entity_id = r.id::text) as audit,
      (select count(*) from email_outbox where payload->>'requestId' = r.id::text) as mails,
      (select count(*) from consumers where email_lower = r.email_lower) as consumers
    from restricted_access_requests r where r.id = ${id}
  `.execute(db)
  return JSON.stringify(rows)
}

// The number of requests and consumers: a refused ask adds neither.
async function countsOf(db: Db): Promise<string> {
  const { rows } = await sql`
    select (select count(*) from restricted_access_requests) as requests,
      (select count(*) from consumers) as consumers,
      (select count(*) from email_outbox) as mails
  `.execute(db)
  return JSON.stringify(rows)
}

test(
  'The restricted-access endpoints answer any input under 500 with the envelope; a refused call changes nothing; a bystander request is never touched (R-INPUT-ENVELOPE, R-RESTRICTED-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const reviewer = await signInStaff(db, { roles: ['reviewer'] })
    const bystander = (await ask(app, db)).id
    const { id } = await ask(app, db)
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    const cookie = sessionCookieOnly(reviewer).cookie

    // The ask: a refused one stores no request, consumer or email.
    await fuzzJsonPost(app, ASK, askBody(), {
      tally,
      onAnswer: await unchangedWhenRefused(() => countsOf(db)),
    })

    await fuzzStaffReads(app, {
      queueQuery: queueQueryOf({
        status: filterValue('submitted', 'granted', 'denied', 'revoked', ''),
      }),
      urls: [
        (query) => `${CONSOLE}?${query}`,
        (_, segment) => `${CONSOLE}/${segment}`,
      ],
      cookie,
      tally,
    })

    // Changes, then the applicant's side: a refused one leaves the request as it was.
    const onAnswer = await unchangedWhenRefused(() => stateOf(db, id))
    const changes: [string, 'POST' | 'PUT', Record<string, unknown>][] = [
      [
        `/${id}/checks/identity`,
        'PUT',
        { outcome: 'failed', comment: 'Unknown' },
      ],
      [`/${id}/transitions`, 'POST', { action: 'revoke', reason: 'Ended.' }],
      [`/${id}/transitions`, 'POST', { action: 'grant' }],
      [`/${id}/transitions`, 'POST', { action: 'deny', reason: 'No.' }],
    ]
    for (const [path, method, body] of changes)
      await fuzzJsonPost(app, `${CONSOLE}${path}`, body, {
        tally,
        method,
        cookie,
        onAnswer,
      })
    for (const path of ['', '/credentials'])
      await fuzzJsonPost(app, `${ASK}/status${path}`, linkOf(id), {
        tally,
        onAnswer,
      })

    expect(tally.total).toBe(FUZZ_RUNS * (2 + changes.length + 2))
    console.info(`restricted access: ${tally}`)
    await expectRowsUnchanged(db, rowsOfRequest(before, bystander))
  },
  FUZZ_TIMEOUT * 8,
)
