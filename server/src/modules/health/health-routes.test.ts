import { Writable } from 'node:stream'
import { expect, onTestFinished, test } from 'vitest'
import { buildTestApp, openTestDatabase } from '../../../test/build-test-app.ts'

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
