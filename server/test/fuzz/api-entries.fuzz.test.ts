import fc from 'fast-check'
import { expect, test } from 'vitest'
import { apiIdOf, newEntry } from '../api-entry-kit.ts'
import { sessionCookieOnly, signInStaff } from '../staff-kit.ts'
import {
  mostlyTarget,
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

const ENTRIES = `${API}/console/api-entries`
// What a change of an entry writes: the API rows, their versions, the audit trail.
const TABLES = ['apis', 'api_entry_versions', 'audit_events']

test(
  'Creating, changing, previewing and reverting API entries answer any input under 500 with the envelope; a refused call changes nothing (R-ENTRY-VALIDATION)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const id = await apiIdOf(db, 'va-facilities')
    const current = (
      await app.inject({ url: `${ENTRIES}/${id}`, headers: publisher.headers })
    ).json<{ entry: Record<string, unknown> }>().entry
    // Each run reads three tables: a sixteenth of FUZZ_RUNS per endpoint keeps CI in budget.
    const runs = Math.ceil(FUZZ_RUNS / 16)
    const tally = new StatusTally()
    // What a change of an entry writes, all read after each call: a refused one wrote nothing.
    const onAnswer = await unchangedWhenRefused(async () =>
      JSON.stringify(await snapshotRows(db, TABLES)),
    )
    const cookie = sessionCookieOnly(publisher).cookie
    const options = { tally, numRuns: runs, cookie, onAnswer }
    await fuzzJsonPost(
      app,
      fc.constantFrom(ENTRIES, `${ENTRIES}/preview`),
      newEntry({
        urlSlug: 'fuzz-entry',
        urlFragment: 'fuzz_entry',
        altID: null,
      }),
      options,
    )
    await fuzzJsonPost(
      app,
      mostlyTarget(
        `${ENTRIES}/${id}`,
        pathSegment.map((segment) => `${ENTRIES}/${segment}`),
      ),
      { ...current, description: 'Fuzzed description' },
      { ...options, method: 'PUT' },
    )
    await fuzzJsonPost(
      app,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(`${ENTRIES}/markdown-preview`) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              pathSegment,
              fc.oneof(
                pathSegment,
                fc.constantFrom('1', '2', '0', '-1', '1e9'),
              ),
            )
            .map(
              ([entry, version]) =>
                `${ENTRIES}/${entry}/versions/${version}/revert`,
            ),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('1', '2', '3', '99', 'x')
            .map((version) => `${ENTRIES}/${id}/versions/${version}/revert`),
        },
      ),
      {
        markdown:
          '## Heading\n\n<script>alert(1)</script> [x](javascript:alert(1))',
      },
      options,
    )
    console.info(`api entry writes: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT * 3,
)

test(
  'The entry list, an entry and its history answer any query and path under 500 with the envelope',
  async () => {
    const { app, db } = await buildFuzzApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const id = await apiIdOf(db, 'va-facilities')
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(ENTRIES),
          fc.constant(`${ENTRIES}/${id}`),
          fc.constant(`${ENTRIES}/${id}/versions`),
          pathSegment.map((segment) => `${ENTRIES}/${segment}`),
          pathSegment.map((segment) => `${ENTRIES}/${segment}/versions`),
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
    console.info(`api entry reads: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT,
)
