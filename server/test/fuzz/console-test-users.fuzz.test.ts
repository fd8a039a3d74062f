import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { ConsoleTestUsers } from '@portal/schema/console-test-users'
import { apiIdOf } from '../api-entry-kit.ts'
import { sessionCookieOnly, signInStaff } from '../staff-kit.ts'
import { testUserInput, testUsersUrl } from '../test-user-kit.ts'
import { csrfHeaders } from '../build-test-app.ts'
import {
  mostlyTarget,
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
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

// What a change of an API's test users writes: the tables and rows, the versions, the audit trail.
const TABLES = [
  'test_user_tables',
  'test_user_rows',
  'test_user_versions',
  'audit_events',
]

test(
  'Adding, changing and removing test users answer any input under 500 with the envelope; a refused call changes nothing (R-TEST-USERS-FIELDS)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const id = await apiIdOf(db, 'patient-health')
    const users = testUsersUrl(id)
    const added = await app.inject({
      method: 'POST',
      url: users,
      headers: publisher.headers,
      payload: testUserInput(),
    })
    expect(added.statusCode, added.body).toBe(201)
    const userId = added.json<ConsoleTestUsers>().users[0]?.id ?? ''
    // Each run reads four tables: a sixteenth of FUZZ_RUNS per endpoint keeps CI in budget.
    const runs = Math.ceil(FUZZ_RUNS / 16)
    const tally = new StatusTally()
    const onAnswer = await unchangedWhenRefused(async () =>
      JSON.stringify(await snapshotRows(db, TABLES)),
    )
    const cookie = sessionCookieOnly(publisher).cookie
    const options = { tally, numRuns: runs, cookie, onAnswer }
    const odd = pathSegment.map((segment) => `${testUsersUrl(segment)}`)
    await fuzzJsonPost(
      app,
      mostlyTarget(users, odd),
      testUserInput({ email: 'fuzz-user@example.com' }),
      options,
    )
    await fuzzJsonPost(
      app,
      mostlyTarget(
        `${users}/${userId}`,
        fc
          .tuple(
            pathSegment,
            fc.oneof(pathSegment, fc.constantFrom('0', '1', '-1', '1e9')),
          )
          .map(([api, user]) => `${testUsersUrl(api)}/${user}`),
      ),
      testUserInput({ email: 'fuzz-changed@example.com' }),
      { ...options, method: 'PUT' },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(pathSegment, pathSegment),
          fc.tuple(fc.constant(id), pathSegment),
        ),
        requestHeaders,
        async ([api, user], headers) => {
          const response = await injectSettled(app, {
            method: 'DELETE',
            url: `${testUsersUrl(api)}/${user}`,
            headers: {
              ...headers,
              ...csrfHeaders(),
              cookie: `${cookie}; ${csrfHeaders().cookie}`,
            },
          })
          expectSafeAnswer(response, tally)
          await onAnswer(response)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: runs },
    )
    console.info(`test user writes: ${tally}`)
    // Mutated bodies are rarely valid (none in some runs of 32): the valid write that opens the
    // test shows the routes accept one; the fuzz must reach their validation.
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT * 3,
)

test(
  'An API’s test users and their versions answer any query and path under 500 with the envelope',
  async () => {
    const { app, db } = await buildFuzzApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const id = await apiIdOf(db, 'patient-health')
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(testUsersUrl(id)),
          fc.constant(`${testUsersUrl(id)}/versions`),
          pathSegment.map((segment) => testUsersUrl(segment)),
          pathSegment.map((segment) => `${testUsersUrl(segment)}/versions`),
        ),
        queryString,
        requestHeaders,
        async (path, query, headers) => {
          const response = await injectSettled(app, {
            method: 'GET',
            url: `${path}?${query}`,
            headers: { ...headers, cookie: publisher.headers.cookie ?? '' },
          })
          expectSafeAnswer(response, tally)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: Math.ceil(FUZZ_RUNS / 4) },
    )
    console.info(`test user reads: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT,
)
