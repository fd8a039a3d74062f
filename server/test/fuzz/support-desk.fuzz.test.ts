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
const queueQuery = fc.oneof(
  queryString,
  fc
    .record(
      {
        status: fc.oneof(
          fc.constantFrom('new', 'open', 'waiting_on_requester', 'closed', ''),
          nastyString,
        ),
        type: fc.oneof(fc.constantFrom('DEFAULT', 'PUBLISHING'), nastyString),
        assignee: fc.oneof(
          fc.constantFrom('me', 'nobody'),
          fc.uuid(),
          nastyString,
        ),
        handedOff: fc.oneof(fc.constantFrom('yes', 'no'), nastyString),
        q: fc.oneof(fc.constantFrom('ada', '%', '_', '\\'), nastyString),
        sort: fc.oneof(
          fc.constantFrom('submitted', '-updated', 'name'),
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
  'The support desk endpoints answer any input under 500 with the envelope; a refused call changes nothing; a bystander request is never touched (R-INPUT-ENVELOPE, R-SUPPORT-DESK-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const support = await signInStaff(db, { roles: ['support'] })
    const bystander = (await submitContact(app, db, 'PUBLISHING')).id
    const id = (await submitContact(app, db, 'PUBLISHING')).id
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    const cookie = support.headers.cookie?.split('; ')[0] ?? ''

    // GETs: the queue with any query, the assignees, a request at any path.
    await fc.assert(
      fc.asyncProperty(
        queueQuery,
        pathSegment,
        requestHeaders,
        fc.nat(2),
        async (query, segment, headers, pick) => {
          const url = [
            `${DESK}?${query}`,
            `${DESK}/${segment}`,
            `${DESK}/assignees?${query}`,
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
        onAnswer: unchangedWhenRefused,
      })

    expect(tally.total).toBe(FUZZ_RUNS * (1 + changes.length))
    console.info(`support desk: ${tally}`)
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
  FUZZ_TIMEOUT * 8,
)
