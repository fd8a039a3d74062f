import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  REQUEST_LOG_MAX_PAGE,
  REQUEST_LOG_STATUS_CLASSES,
  RequestLogPageSchema,
  RequestLogQuerySchema,
  type RequestLogPage,
  type RequestLogQuery,
} from '@portal/schema/request-log'
import { listCalls } from '../../src/modules/request-log/index.ts'
import { buildTestApp } from '../build-test-app.ts'
import { keyWithId, seedCalls } from '../request-log-kit.ts'
import { nastyString } from './fuzz-arbitraries.ts'
import { FUZZ_PARAMETERS, FUZZ_RUNS, FUZZ_TIMEOUT } from './fuzz-kit.ts'

// A query value as the apps route hands it over: a string, repeated parameters as an array;
// each parameter's good values often, so the reads are tested as much as the refusals.
const anyValue = fc.oneof(
  nastyString,
  fc.constantFrom(
    '',
    '3xx',
    '99',
    '600',
    '0',
    ' 200',
    'VA FORMS',
    'a'.repeat(101),
  ),
  fc.integer({ min: -5, max: 500 }).map(String),
  fc.array(nastyString, { maxLength: 3 }),
)
const valueOr = (good: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: anyValue, weight: 1 })
const rawQuery = fc.record(
  {
    status: valueOr(
      fc.constantFrom('', '2xx', '4xx', '5xx', '200', '404', '503'),
    ),
    api: valueOr(
      fc.constantFrom('', 'va-forms', 'va-facilities', 'benefits-claims'),
    ),
    before: valueOr(fc.uuid().map(String)),
    limit: valueOr(fc.integer({ min: 1, max: 100 }).map(String)),
  },
  { requiredKeys: [] },
)

/** What a parsed query has outside the log's bounds, in words (none for a good parse). */
function outOfBounds(query: RequestLogQuery): string[] {
  const { status, limit, before, api } = query
  const problems: string[] = []
  const isStatusCode =
    typeof status === 'number' &&
    Number.isInteger(status) &&
    status >= 100 &&
    status < 600
  const isStatusClass = REQUEST_LOG_STATUS_CLASSES.some(
    (kind) => kind === status,
  )
  if (status !== undefined && !isStatusCode && !isStatusClass)
    problems.push(`status ${String(status)}`)
  if (
    limit !== undefined &&
    !(Number.isInteger(limit) && limit >= 1 && limit <= REQUEST_LOG_MAX_PAGE)
  )
    problems.push(`limit ${limit}`)
  if (before !== undefined && !/^[0-9a-f-]{36}$/i.test(before))
    problems.push(`before ${before}`)
  if (api !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(api))
    problems.push(`api ${api}`)
  return problems
}

/** The calls of a page that break the query or belong to another credential. */
function strayCalls(
  page: RequestLogPage,
  credentialId: string,
  filter: Omit<RequestLogQuery, 'limit'>,
): string[] {
  return page.calls.flatMap((call) => {
    const statusMatches =
      filter.status === undefined ||
      (typeof filter.status === 'number'
        ? call.status === filter.status
        : String(call.status)[0] === filter.status[0])
    const matches =
      call.credential.id === credentialId &&
      (filter.api === undefined || call.api === filter.api) &&
      statusMatches
    return matches ? [] : [call.id]
  })
}

test(
  'Any query either parses into the log’s bounds or is refused with a message; never a throw (R-REQLOG-QUERY)',
  () => {
    fc.assert(
      fc.property(rawQuery, (query) => {
        const parsed = RequestLogQuerySchema.safeParse(query)
        const problems = parsed.success
          ? outOfBounds(parsed.data)
          : parsed.error.issues
              .filter((issue) => issue.message.length === 0)
              .map((issue) => `no message at ${issue.path.join('.')}`)
        expect(problems).toEqual([])
      }),
      FUZZ_PARAMETERS,
    )
  },
  FUZZ_TIMEOUT,
)

test(
  'Any parsed query reads a page of the app’s own calls only, matching its filters, newest first, within the page size (R-REQLOG-QUERY, R-REQLOG-OWN)',
  async () => {
    const { app, db } = await buildTestApp()
    const mine = await keyWithId(app, db)
    const theirs = await keyWithId(app, db)
    await seedCalls(db, [mine.id], 300)
    await seedCalls(db, [theirs.id], 50)
    const firstPage = await listCalls(db, { credentialIds: [mine.id] }, 100)
    // A cursor of my own log, one of theirs, or what the query says.
    const ownCursor = fc.constantFrom(
      ...firstPage.calls.slice(0, 40).map((call) => call.id),
    )
    let parsedQueries = 0
    await fc.assert(
      fc.asyncProperty(
        rawQuery,
        fc.option(ownCursor, { nil: undefined }),
        async (query, cursor) => {
          const parsed = RequestLogQuerySchema.safeParse(query)
          if (!parsed.success) return
          parsedQueries += 1
          const { limit, ...filter } = parsed.data
          const before = cursor ?? filter.before
          const page = await listCalls(
            db,
            { credentialIds: [mine.id], ...filter, before },
            limit,
          )
          expect(RequestLogPageSchema.parse(page)).toEqual(page)
          expect(page.calls.length).toBeLessThanOrEqual(limit ?? 50)
          expect(strayCalls(page, mine.id, filter)).toEqual([])
          const times = page.calls.map((call) => call.at)
          expect(times).toEqual([...times].sort().reverse())
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: Math.ceil(FUZZ_RUNS / 5) },
    )
    // The run tested the reads, not only the refusals.
    expect(parsedQueries).toBeGreaterThan(10)
  },
  FUZZ_TIMEOUT,
)
