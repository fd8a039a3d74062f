import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  REQUEST_LOG_MAX_PAGE,
  REQUEST_LOG_STATUS_CLASSES,
  RequestLogPageSchema,
  RequestLogQuerySchema,
} from '@portal/schema/request-log'
import { listCalls } from '../../src/modules/request-log/index.ts'
import { buildTestApp } from '../build-test-app.ts'
import { keyWithId, seedCalls } from '../request-log-kit.ts'
import { nastyString } from './fuzz-arbitraries.ts'
import { FUZZ_PARAMETERS, FUZZ_RUNS, FUZZ_TIMEOUT } from './fuzz-kit.ts'

// A query value as the apps route hands it over: a string, repeated parameters as an array.
const queryValue = fc.oneof(
  nastyString,
  fc.constantFrom(
    '',
    '2xx',
    '4xx',
    '5xx',
    '3xx',
    '404',
    '99',
    '600',
    '0',
    '100',
    ' 200',
  ),
  fc.constantFrom('va-forms', 'benefits-claims', 'VA FORMS', 'a'.repeat(101)),
  fc.uuid().map(String),
  fc.integer({ min: -5, max: 500 }).map(String),
  fc.array(nastyString, { maxLength: 3 }),
)
const rawQuery = fc.record(
  {
    status: queryValue,
    api: queryValue,
    before: queryValue,
    limit: queryValue,
  },
  { requiredKeys: [] },
)

test(
  'Any query either parses into the log’s bounds or is refused with a message; never a throw (R-REQLOG-QUERY)',
  () => {
    fc.assert(
      fc.property(rawQuery, (query) => {
        const parsed = RequestLogQuerySchema.safeParse(query)
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            expect(issue.message.length).toBeGreaterThan(0)
          return
        }
        const { status, limit, before, api } = parsed.data
        if (typeof status === 'number') {
          expect(Number.isInteger(status)).toBe(true)
          expect(status).toBeGreaterThanOrEqual(100)
          expect(status).toBeLessThan(600)
        } else if (status !== undefined)
          expect(REQUEST_LOG_STATUS_CLASSES).toContain(status)
        if (limit !== undefined) {
          expect(Number.isInteger(limit)).toBe(true)
          expect(limit).toBeGreaterThanOrEqual(1)
          expect(limit).toBeLessThanOrEqual(REQUEST_LOG_MAX_PAGE)
        }
        if (before !== undefined) expect(before).toMatch(/^[0-9a-f-]{36}$/i)
        if (api !== undefined) expect(api).toMatch(/^[A-Za-z0-9_-]{1,100}$/)
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
    const mineSeeded = await seedCalls(db, [mine.id], 300)
    await seedCalls(db, [theirs.id], 50)
    const cursors = fc.constantFrom(
      ...mineSeeded.slice(0, 40).map((_, index) => index),
    )
    const ids = await listCalls(db, { credentialIds: [mine.id] }, 100)
    await fc.assert(
      fc.asyncProperty(
        rawQuery,
        cursors,
        fc.boolean(),
        async (query, cursorAt, useOwnCursor) => {
          const parsed = RequestLogQuerySchema.safeParse(query)
          if (!parsed.success) return
          const { limit, ...filter } = parsed.data
          const before = useOwnCursor ? ids.calls[cursorAt]?.id : filter.before
          const page = await listCalls(
            db,
            { credentialIds: [mine.id], ...filter, before },
            limit,
          )
          expect(RequestLogPageSchema.parse(page)).toEqual(page)
          expect(page.calls.length).toBeLessThanOrEqual(limit ?? 50)
          for (const call of page.calls) {
            expect(call.credential.id).toBe(mine.id)
            if (filter.api) expect(call.api).toBe(filter.api)
            if (typeof filter.status === 'number')
              expect(call.status).toBe(filter.status)
            else if (filter.status)
              expect(String(call.status)[0]).toBe(filter.status[0])
          }
          const times = page.calls.map((call) => call.at)
          expect(times).toEqual([...times].sort().reverse())
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: Math.ceil(FUZZ_RUNS / 5) },
    )
  },
  FUZZ_TIMEOUT,
)
