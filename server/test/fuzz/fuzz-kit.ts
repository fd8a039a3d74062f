import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { sql } from 'kysely'
import { expect } from 'vitest'
import type {
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify'
import { ApiErrorSchema } from '@portal/schema/api-error'
import type { Db } from '../../src/db/client.ts'
import { buildTestApp, csrfHeaders } from '../build-test-app.ts'
import { wireBody } from './fuzz-arbitraries.ts'
import { csrfChoice, requestHeaders } from './fuzz-request-arbitraries.ts'

/** The API's address prefix in the test app. */
export const API = '/platform-backend/v0'

/**
 * Fixed seed, so a failure replays; `npm run fuzz` raises the runs to 20,000 (FUZZ_RUNS).
 * Counterexamples are not shrunk: a replay with the seed and path is quicker to read.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
export const FUZZ_PARAMETERS = {
  seed: 20261124,
  numRuns: FUZZ_RUNS,
  endOnFailure: true,
}
/** A test's time budget: generous per run, since the two cores are shared. */
export const FUZZ_TIMEOUT = Math.max(120_000, FUZZ_RUNS * 150)

/** The real app, with rate limits out of the way so 429s hide no bug. */
export async function buildFuzzApp(now?: () => number, metricsToken?: string) {
  const unlimited = 1_000_000_000
  return buildTestApp({
    metricsToken,
    rateLimits: {
      readPerMinute: unlimited,
      writePerMinute: unlimited,
      emailPerHour: unlimited,
      reportPerMinute: unlimited,
      oauthPerMinute: unlimited,
      signInFailuresPerInteraction: unlimited,
      signInFailuresPerAddress: unlimited,
      staffSignInPerAddressPerMinute: unlimited,
      staffSignInPerIdentityPerMinute: unlimited,
    },
    sandboxPerMinute: unlimited,
    ...(now ? { now } : {}),
  })
}

// Exception text, parser or database wording, internal codes: none may reach a client.
const LEAKS =
  /TypeError|RangeError|ReferenceError|Cannot read prop|is not a function|node_modules|\.ts:\d|invalid byte sequence|Unicode escape|invalid input syntax|FST_|ERR_|JSON but content-type|Unexpected token|Unexpected end of|in JSON at position/i

/** Counts the statuses a fuzz run saw; a run that never got past the guards tests nothing. */
export class StatusTally {
  readonly counts = new Map<number, number>()

  add(status: number) {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1)
  }

  get total() {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0)
  }

  toString() {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
  }
}

// The fuzzed headers may accept brotli or gzip, and envelopes over 1 KB then come compressed
// (R-PERF-API-COMPRESS): the text is read as the browser would decode it.
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br')
    return brotliDecompressSync(response.rawPayload).toString('utf8')
  if (encoding === 'gzip')
    return gunzipSync(response.rawPayload).toString('utf8')
  return response.body
}

/**
 * R-INPUT-ENVELOPE, the property of every fuzzed request: never a 5xx, never a 429 (the limits
 * are off), and every 4xx is the `{"errors": [...]}` envelope without exception text.
 */
export function expectSafeAnswer(
  response: LightMyRequestResponse,
  tally?: StatusTally,
): void {
  tally?.add(response.statusCode)
  const text = decodedBody(response)
  const context = `${response.statusCode} ${text.slice(0, 300)}`
  expect(response.statusCode, context).toBeLessThan(500)
  expect(response.statusCode, context).not.toBe(429)
  // A HEAD answer has the headers of a GET and no body to check.
  if (response.statusCode < 400 || response.raw.req.method === 'HEAD') return
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    expect.fail(`a ${context} answer that is not JSON`)
  }
  const envelope = ApiErrorSchema.safeParse(body)
  expect(envelope.success, context).toBe(true)
  expect(envelope.data?.errors.length, context).toBeGreaterThan(0)
  expect(text, context).not.toMatch(LEAKS)
}

/** Every row of some tables, by table: compared before and after a run (nothing lost or changed). */
export async function snapshotRows(
  db: Db,
  tables: readonly string[],
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by id
    `.execute(db)
    snapshot[table] = rows
  }
  return snapshot
}

/** The rows of a snapshot are all still there, unchanged (rows added since are fine). */
export async function expectRowsUnchanged(
  db: Db,
  before: Record<string, unknown[]>,
): Promise<void> {
  const after = await snapshotRows(db, Object.keys(before))
  for (const [table, rows] of Object.entries(before)) {
    const now = after[table] ?? []
    for (const row of rows as { id: unknown }[]) {
      expect(
        now.find((candidate) => (candidate as { id: unknown }).id === row.id),
        `${table} row ${String(row.id)}`,
      ).toEqual(row)
    }
  }
}

/**
 * Injects a request and lets the event loop turn once: light-my-request frees a response's
 * buffers on a later tick, so thousands of back-to-back injections would otherwise pile up
 * (20,000 catalogue answers ran the worker out of memory).
 */
export async function injectSettled(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject(options)
  await new Promise((resolve) => setImmediate(resolve))
  return response
}

/** Sends JSON (or raw text) to a POST endpoint with the CSRF pair unless told otherwise. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  payload: string | Buffer,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...csrfHeaders(),
      'content-type': 'application/json',
      ...headers,
    },
  })
}

/** The CSRF headers of a choice: the right pair, none, or a cookie and header that differ. */
function csrfFor(
  choice: 'right' | 'missing' | 'mismatched',
): Record<string, string> {
  if (choice === 'missing') return {}
  if (choice === 'right') return csrfHeaders()
  return {
    'x-csrf-token': 'fuzz-token-0123456789abcdef',
    cookie: 'CSRF-TOKEN=another-token-0123456789ab',
  }
}

/**
 * Fuzzes a JSON POST endpoint around a valid body (FUZZ_RUNS cases): mutated fields, wrong types,
 * missing and unknown fields, any JSON, deep nesting, cut-off and non-JSON bodies, odd headers.
 * `url` is one address, or an arbitrary of them (the right one weighted against odd paths).
 */
export async function fuzzJsonPost(
  app: FastifyInstance,
  url: string | fc.Arbitrary<string>,
  valid: Record<string, unknown>,
  options: {
    extraPaths?: string[]
    tally: StatusTally
    /** PUT or PATCH instead of POST. */
    method?: 'POST' | 'PUT' | 'PATCH'
    /** Fewer cases than FUZZ_RUNS, for an endpoint whose every case reads much. */
    numRuns?: number
    /** A cookie sent beside the CSRF one (a console session). */
    cookie?: string
    /** Checks of its own on each answer (that a refused call changed nothing). */
    onAnswer?: (response: LightMyRequestResponse) => Promise<void>
  },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      typeof url === 'string' ? fc.constant(url) : url,
      wireBody(valid, options.extraPaths),
      requestHeaders,
      csrfChoice,
      async (target, payload, headers, csrf) => {
        const csrfPair = csrfFor(csrf)
        const cookie = [options.cookie, csrfPair.cookie].filter(Boolean)
        const response = await injectSettled(app, {
          method: options.method ?? 'POST',
          url: target,
          payload,
          headers: {
            ...headers,
            ...csrfPair,
            ...(cookie.length ? { cookie: cookie.join('; ') } : {}),
          },
        })
        expectSafeAnswer(response, options.tally)
        await options.onAnswer?.(response)
      },
    ),
    { ...FUZZ_PARAMETERS, numRuns: options.numRuns ?? FUZZ_RUNS },
  )
}
