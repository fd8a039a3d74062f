import fc from 'fast-check'
import { expect } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { nastyString } from './fuzz-arbitraries.ts'
import {
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  injectSettled,
  type StatusTally,
} from './fuzz-kit.ts'

// What the console's fuzz tests share (staff, the queues, the request pages): a queue's query,
// the reads of a queue and its requests, and the checks that a refused change changed nothing and
// that a bystander request was never touched.

/**
 * A queue's query string: any query, or the queue's own parameters (`filters`: a good value or
 * anything, each) with the page and its size, each present or not.
 */
export function queueQueryOf(
  filters: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<string> {
  return fc.oneof(
    queryString,
    fc
      .record(
        {
          ...filters,
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
}

/** A good value of a filter, or anything. */
export const filterValue = (...good: string[]) =>
  fc.oneof(fc.constantFrom(...good), nastyString)

/** The assignee filter's values: me, nobody, a staff id, or anything. */
export const assigneeValue = fc.oneof(
  fc.constantFrom('me', 'nobody'),
  fc.uuid(),
  nastyString,
)

/**
 * GETs as a staff member (FUZZ_RUNS cases): each case one of `urls`, made of a fuzzed queue
 * query and a fuzzed path segment.
 */
export async function fuzzStaffReads(
  app: FastifyInstance,
  options: {
    queueQuery: fc.Arbitrary<string>
    urls: ((query: string, segment: string) => string)[]
    cookie: string
    tally: StatusTally
  },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      options.queueQuery,
      pathSegment,
      requestHeaders,
      fc.nat(options.urls.length - 1),
      async (query, segment, headers, pick) => {
        const url = options.urls[pick]?.(query, segment) ?? ''
        const response = await injectSettled(app, {
          url,
          headers: { ...headers, cookie: options.cookie },
        })
        expectSafeAnswer(response, options.tally)
      },
    ),
    FUZZ_PARAMETERS,
  )
}

/**
 * An `onAnswer` check for `fuzzJsonPost`: a refused call (4xx) leaves the request's state as it
 * was; an accepted one may change it. `stateOf` reads everything a call could change.
 */
export async function unchangedWhenRefused(
  stateOf: () => Promise<string>,
): Promise<(response: LightMyRequestResponse) => Promise<void>> {
  let state = await stateOf()
  return async (response) => {
    const now = await stateOf()
    const isRefused = response.statusCode >= 400
    expect(
      isRefused && now !== state,
      `${response.statusCode} ${response.body}`,
    ).toBe(false)
    state = now
  }
}

/** The rows of one request in a snapshot (its own row, and the rows with its `request_id`). */
export function rowsOfRequest(
  snapshot: Record<string, unknown[]>,
  requestId: string,
): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, rows]) => [
      table,
      rows.filter((row) => {
        const record = row as { id: string; request_id?: string }
        return (record.request_id ?? record.id) === requestId
      }),
    ]),
  )
}
