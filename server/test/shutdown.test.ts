import http from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { openDatabase } from '../src/db/client.ts'
import { CSRF_HEADERS, spawnBuiltServer } from './built-server.ts'

// R-OPS-SHUTDOWN: SIGTERM stops accepting, lets in-flight requests finish, closes the database and
// exits 0 within the deadline; a second signal or the deadline ends it at once.

async function startLocal(extra: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'))
  const server = await spawnBuiltServer({
    // Embedded PGlite, also in the test:pg pass whose environment names a server.
    DATABASE_URL: '',
    REDIS_URL: '',
    PGLITE_DIR: path.join(dir, 'pgdata'),
    MAIL_DIR: path.join(dir, 'mail'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    CREDENTIAL_HASH_SECRET: 'shutdown-test-credential-secret',
    TEST_DATA_LINK_SECRET: 'shutdown-test-link-secret',
    ...extra,
  })
  onTestFinished(() => {
    server.child.kill('SIGKILL')
  })
  return { ...server, dir }
}

/** A contact POST whose body is sent in two halves, so it is in flight while we signal. */
function halfSentContact(origin: string, email: string) {
  const body = JSON.stringify({
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    role: 'Developer',
    description: 'Sent across a shutdown.',
  })
  const request = http.request(
    `${origin}/platform-backend/v0/support/contact-us/requests`,
    {
      method: 'POST',
      headers: { ...CSRF_HEADERS, 'content-length': Buffer.byteLength(body) },
    },
  )
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
  })
  request.write(body.slice(0, 20))
  return { finish: () => request.end(body.slice(20)), status, request }
}

const refusesConnections = (origin: string) =>
  fetch(`${origin}/platform-backend/v0/health/live`).then(
    () => false,
    () => true,
  )

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
  const server = await startLocal()
  const inFlight = halfSentContact(server.origin, 'shutdown@example.org')
  await wait(300)
  server.child.kill('SIGTERM')
  await wait(300)
  expect(await refusesConnections(server.origin)).toBe(true)
  inFlight.finish()
  expect(await inFlight.status).toBe(204)
  const started = Date.now()
  expect(await server.exited).toBe(0)
  expect(Date.now() - started).toBeLessThan(10_000)
  // The request answered 204 is stored, and the database was closed cleanly enough to reopen.
  const database = await openDatabase({
    pglitePath: path.join(server.dir, 'pgdata'),
  })
  onTestFinished(() => database.close())
  const stored = await database.db
    .selectFrom('support_requests')
    .select('email')
    .execute()
  expect(stored).toEqual([{ email: 'shutdown@example.org' }])
})

test('A second signal ends a shutdown that waits on a request at once, with exit code 1', async () => {
  const server = await startLocal()
  const stuck = halfSentContact(server.origin, 'stuck@example.org')
  // Its connection is cut when the process ends; that is the point.
  stuck.status.catch(() => undefined)
  await wait(300)
  server.child.kill('SIGTERM')
  await wait(500)
  expect(server.child.exitCode).toBeNull()
  const signalled = Date.now()
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(1)
  expect(Date.now() - signalled).toBeLessThan(2_000)
})

test('The shutdown deadline ends a process whose request never finishes', async () => {
  const server = await startLocal({ SHUTDOWN_DEADLINE_MS: '1500' })
  const stuck = halfSentContact(server.origin, 'never@example.org')
  // Its connection is cut when the process ends; that is the point.
  stuck.status.catch(() => undefined)
  await wait(300)
  const signalled = Date.now()
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(1)
  const took = Date.now() - signalled
  expect(took).toBeGreaterThanOrEqual(1_400)
  expect(took).toBeLessThan(5_000)
  expect(server.output()).toMatch(/shutdown took longer than 1500 ms/)
})
