import fc from 'fast-check'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import { sessionCookieOnly, signInStaff } from '../staff-kit.ts'
import {
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'
import { unchangedWhenRefused } from './console-fuzz-kit.ts'

const auditCount = async (db: Db) =>
  Number(
    (
      await sql<{
        count: string
      }>`select count(*) as count from audit_events`.execute(db)
    ).rows[0]?.count,
  )

test(
  'Adding and changing staff answer any input under 500 with the envelope; a refused call changes nothing and audits nothing',
  async () => {
    const { app, db } = await buildFuzzApp()
    const admin = await signInStaff(db, { roles: ['admin'] })
    const target = await signInStaff(db, { roles: ['support'] })
    const tally = new StatusTally()
    // A refused call (4xx) writes nothing: no staff row changes and no audit row appears. A
    // quarter of FUZZ_RUNS per endpoint: each run also reads the staff table and the audit count.
    const onAnswer = await unchangedWhenRefused(async () =>
      JSON.stringify([
        await snapshotRows(db, ['staff_users']),
        await auditCount(db),
      ]),
    )
    const cookie = sessionCookieOnly(admin).cookie
    const options = {
      tally,
      numRuns: Math.ceil(FUZZ_RUNS / 4),
      cookie,
      onAnswer,
    }
    await fuzzJsonPost(
      app,
      `${API}/console/staff`,
      { email: 'fuzz@va.example', name: 'Fu Zz', roles: ['support'] },
      options,
    )
    await fuzzJsonPost(
      app,
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constant(`${API}/console/staff/${target.staff.id}`),
        },
        {
          weight: 1,
          arbitrary: pathSegment.map((id) => `${API}/console/staff/${id}`),
        },
      ),
      { roles: ['support', 'reviewer'], active: true },
      { ...options, method: 'PATCH' },
    )
    console.info(`console staff writes: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
    // The admin who made every call is still the admin they were.
    const row = await db
      .selectFrom('staff_users')
      .select(['roles', 'active'])
      .where('id', '=', admin.staff.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ roles: ['admin'], active: true })
  },
  FUZZ_TIMEOUT * 2,
)

test(
  'The audit trail, its export, the overview and the sign-in endpoints answer any query under 500 with the envelope',
  async () => {
    const { app, db } = await buildFuzzApp()
    const admin = await signInStaff(db, { roles: ['admin'] })
    const tally = new StatusTally()
    const paths = [
      '/console/audit',
      '/console/audit.csv',
      '/console/overview',
      '/console/auth/sign-in',
      '/console/auth/callback',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        queryString,
        requestHeaders,
        async (path, query, headers) => {
          const response = await injectSettled(app, {
            method: 'GET',
            url: `${API}${path}?${query}`,
            headers: { ...headers, cookie: admin.headers.cookie ?? '' },
          })
          expectSafeAnswer(response, tally)
          // Redirects go to the console or the identity provider, never elsewhere.
          const location = String(response.headers.location ?? '/console')
          expect(location).toMatch(
            /^(\/console|http:\/\/127\.0\.0\.1:8080\/dev-idp\/auth\?)/,
          )
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: Math.ceil(FUZZ_RUNS / 4) },
    )
    console.info(`console reads: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT,
)
