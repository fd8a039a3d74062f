import { Writable } from 'node:stream'
import { sql } from 'kysely'
import { expect, onTestFinished, test } from 'vitest'
import { buildTestApp, openTestDatabase } from '../../../test/build-test-app.ts'
import { PROBE_TIMEOUT_MS } from './health-store.ts'

const PROBES = [
  '/platform-backend/v0/health/live',
  '/platform-backend/v0/health/ready',
  '/platform-backend/v0/healthcheck',
]

test('Live, ready and the older healthcheck answer ok while the database answers', async () => {
  const { app } = await buildTestApp()
  for (const url of PROBES) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(200)
    expect(response.json(), url).toEqual({ status: 'ok' })
    expect(response.headers['cache-control'], url).toBe('no-store')
  }
})

test('Once the database pool is destroyed, ready and healthcheck answer 503 in the envelope; live still answers', async () => {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  const { app } = await buildTestApp({ db: database.db })
  expect((await app.inject({ url: PROBES[1] })).statusCode).toBe(200)
  await database.db.destroy()
  for (const url of PROBES.slice(1)) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(503)
    expect(response.json(), url).toEqual({ errors: ['Database unavailable'] })
  }
  const live = await app.inject({ url: PROBES[0] })
  expect(live.statusCode).toBe(200)
})

test('Probes are never rate limited', async () => {
  const { app } = await buildTestApp({
    rateLimits: { readPerMinute: 1 },
  })
  for (let call = 0; call < 3; call += 1) {
    for (const url of PROBES) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['x-ratelimit-limit'], url).toBeUndefined()
    }
  }
})

test('A successful probe writes nothing to the log at info level', async () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const { app } = await buildTestApp({ logger: { level: 'info', stream } })
  for (const url of PROBES) await app.inject({ url })
  expect(lines).toEqual([])
  // The same logger does write request lines for other routes, so the silence above is the probes'.
  await app.inject({ url: '/platform-backend/v0/site-config' })
  expect(lines.join('')).toContain('request completed')
})

test('From the shutdown signal on, ready answers 503 at once while live still answers, and every answer closes its connection (R-OPS-SHUTDOWN)', async () => {
  let shuttingDown = false
  const { app } = await buildTestApp({ isShuttingDown: () => shuttingDown })
  const before = await app.inject({ url: PROBES[1] })
  expect(before.statusCode).toBe(200)
  expect(before.headers.connection).not.toBe('close')
  shuttingDown = true
  for (const url of PROBES.slice(1)) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(503)
    expect(response.json(), url).toEqual({ errors: ['Shutting down'] })
    expect(response.headers.connection, url).toBe('close')
  }
  const live = await app.inject({ url: PROBES[0] })
  expect(live.statusCode).toBe(200)
  expect(live.headers.connection).toBe('close')
  const page = await app.inject({ url: '/platform-backend/v0/site-config' })
  expect(page.statusCode).toBe(200)
  expect(page.headers.connection).toBe('close')
})

// On a PostgreSQL server (the test:pg pass) the freeze test stops the real thing instead:
// server/test/database-freeze.test.ts.
test.skipIf(Boolean(process.env.DATABASE_URL))(
  'A database that does not answer fails readiness within 2 s, without waiting for the query (R-OPS-DB-FREEZE)',
  async () => {
    const database = await openTestDatabase()
    onTestFinished(() => database.close())
    const { app } = await buildTestApp({ db: database.db })
    // PGlite has one connection: a transaction that holds it stands for a server that stopped
    // answering, as far as the probe's query can tell.
    let release: () => void = () => undefined
    let held: () => void = () => undefined
    const holding = new Promise<void>((resolve) => (held = resolve))
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      held()
      await new Promise<void>((resolve) => (release = resolve))
    })
    await holding
    try {
      // The answer comes while the connection is still held, so the probe did not wait for its
      // query; it gives up after PROBE_TIMEOUT_MS. Wall time is not asserted: on a loaded CI
      // machine the same 1.5 s timer has fired after more than 3 s.
      const response = await app.inject({ url: PROBES[1] })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ errors: ['Database unavailable'] })
      expect(PROBE_TIMEOUT_MS).toBeLessThan(2_000)
    } finally {
      // Even when an expectation fails: a held connection would hang the app's close.
      release()
      await transaction
    }
    // Once the database answers again, so does readiness.
    expect((await app.inject({ url: PROBES[1] })).statusCode).toBe(200)
  },
)
