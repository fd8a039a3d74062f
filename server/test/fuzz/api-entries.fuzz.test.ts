import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import { apiIdOf, newEntry } from '../api-entry-kit.ts'
import { signInStaff, type StaffSession } from '../staff-kit.ts'
import { wireBody } from './fuzz-arbitraries.ts'
import {
  csrfChoice,
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
import { staffHeadersFor } from './console-fuzz-kit.ts'

const ENTRIES = `${API}/console/api-entries`
// What a change of an entry writes: the API rows, their versions, the audit trail.
const TABLES = ['apis', 'api_entry_versions', 'audit_events']

type App = Awaited<ReturnType<typeof buildFuzzApp>>['app']

/** Fuzzed bodies to one unsafe endpoint as a publisher: under 500, and a refused call writes nothing. */
async function fuzzWrite(
  app: App,
  db: Db,
  publisher: StaffSession,
  options: {
    method: 'POST' | 'PUT'
    url: fc.Arbitrary<string>
    valid: Record<string, unknown>
    tally: StatusTally
    runs: number
  },
) {
  await fc.assert(
    fc.asyncProperty(
      options.url,
      wireBody(options.valid),
      requestHeaders,
      csrfChoice,
      async (url, payload, headers, csrf) => {
        const before = await snapshotRows(db, TABLES)
        const response = await injectSettled(app, {
          method: options.method,
          url,
          payload,
          headers: { ...headers, ...staffHeadersFor(publisher, csrf) },
        })
        expectSafeAnswer(response, options.tally)
        if (response.statusCode >= 400) {
          await expectRowsUnchanged(db, before)
          for (const table of TABLES)
            expect(
              (await snapshotRows(db, [table]))[table]?.length,
              table,
            ).toBe(before[table]?.length)
        }
      },
    ),
    { ...FUZZ_PARAMETERS, numRuns: options.runs },
  )
}

test(
  'Creating, changing, previewing and reverting API entries answer any input under 500 with the envelope; a refused call changes nothing (R-ENTRY-VALIDATION)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const publisher = await signInStaff(db, { roles: ['publisher'] })
    const id = await apiIdOf(db, 'va-facilities')
    const current = (
      await app.inject({ url: `${ENTRIES}/${id}`, headers: publisher.headers })
    ).json<{ entry: Record<string, unknown> }>().entry
    // Each run reads three tables twice: an eighth of FUZZ_RUNS per endpoint keeps CI in budget.
    const runs = Math.ceil(FUZZ_RUNS / 16)
    const tally = new StatusTally()
    await fuzzWrite(app, db, publisher, {
      method: 'POST',
      url: fc.constantFrom(ENTRIES, `${ENTRIES}/preview`),
      valid: newEntry({
        urlSlug: 'fuzz-entry',
        urlFragment: 'fuzz_entry',
        altID: null,
      }),
      tally,
      runs,
    })
    await fuzzWrite(app, db, publisher, {
      method: 'PUT',
      url: fc.oneof(
        { weight: 6, arbitrary: fc.constant(`${ENTRIES}/${id}`) },
        {
          weight: 1,
          arbitrary: pathSegment.map((segment) => `${ENTRIES}/${segment}`),
        },
      ),
      valid: { ...current, description: 'Fuzzed description' },
      tally,
      runs,
    })
    await fuzzWrite(app, db, publisher, {
      method: 'POST',
      url: fc.oneof(
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
      valid: {
        markdown:
          '## Heading\n\n<script>alert(1)</script> [x](javascript:alert(1))',
      },
      tally,
      runs,
    })
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
