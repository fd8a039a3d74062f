import fc from 'fast-check'
import { expect, test } from 'vitest'
import { apiIdOf } from '../api-entry-kit.ts'
import { signInStaff } from '../staff-kit.ts'
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
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

// What the deprecation endpoints could write: the notices, their emails (and the opt-outs, below).
const TABLES = ['deprecation_notices', 'email_outbox']

test(
  'The deprecation notices’ console view and one-click unsubscribe answer any input under 500 with the envelope, and a refused call stores nothing (R-INPUT-ENVELOPE, R-DEPRECATION-UNSUBSCRIBE, R-DEPRECATION-CONSOLE)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const facilities = await apiIdOf(db, 'va-facilities')
    const before = await snapshotRows(db, TABLES)
    const view = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(facilities), pathSegment),
        queryString,
        requestHeaders,
        async (id, query, headers) => {
          const response = await injectSettled(app, {
            url: `${API}/console/api-entries/${id}/deprecation-notices?${query}`,
            headers: { ...headers, cookie: publisher.headers.cookie ?? '' },
          })
          expectSafeAnswer(response, view)
        },
      ),
      FUZZ_PARAMETERS,
    )
    // The one-click address takes no CSRF pair; its body is a form or JSON. No notice has any
    // of these ids, so every post is refused and nothing is stored.
    const oneClick = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(pathSegment, fc.uuid()),
        fc.oneof(
          fc.constant('List-Unsubscribe=One-Click'),
          fc.string({ maxLength: 200 }),
          fc.constant('{"List-Unsubscribe":"One-Click"}'),
        ),
        requestHeaders,
        async (id, payload, headers) => {
          const response = await injectSettled(app, {
            method: 'POST',
            url: `${API}/deprecation-notices/${id}/unsubscribe`,
            payload,
            headers: {
              ...headers,
              'content-type':
                payload.startsWith('{') && headers['content-type']
                  ? headers['content-type']
                  : 'application/x-www-form-urlencoded',
            },
          })
          expectSafeAnswer(response, oneClick)
          expect(response.statusCode).not.toBe(200)
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(view.total).toBe(FUZZ_RUNS)
    expect(oneClick.total).toBe(FUZZ_RUNS)
    console.info(`deprecation view: ${view}; one-click: ${oneClick}`)
    await expectRowsUnchanged(db, before)
    expect(
      await db.selectFrom('deprecation_opt_outs').select('api_id').execute(),
    ).toEqual([])
  },
  2 * FUZZ_TIMEOUT,
)
