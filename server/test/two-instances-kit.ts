import { onTestFinished } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import {
  buildTestApp,
  openTestDatabase,
  type TestAppOptions,
} from './build-test-app.ts'
import { spawnBuiltServer, type SpawnedServer } from './built-server.ts'

/** Limits a two-instance test's own calls never reach: such a test is not about limits. */
export const ROOMY_LIMITS = { writePerMinute: 1000, emailPerHour: 1000 }

/**
 * Two apps on one PostgreSQL (the test:pg pass; PGlite is held by one process), each with its own
 * pool and listener, standing for two servers behind a balancer; `db` is the test's own pool for
 * what it sets up and checks. All close when the test ends.
 */
export async function twoInstancesOnPostgres(): Promise<{
  a: FastifyInstance
  b: FastifyInstance
  db: Db
}> {
  // Without DATABASE_URL each open would be a PGlite copy of its own: two databases, not one.
  if (!process.env.DATABASE_URL)
    throw new Error('twoInstancesOnPostgres needs DATABASE_URL (test:pg)')
  const instance = async () => {
    const database = await openTestDatabase()
    onTestFinished(() => database.close())
    const { app } = await buildTestApp({
      db: database.db,
      listen: database.listen,
      rateLimits: ROOMY_LIMITS,
    })
    return app
  }
  const a = await instance()
  const b = await instance()
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  return { a, b, db: database.db }
}

/**
 * Two apps over this test file's one database and pool (PGlite, or the test:pg copy): enough for
 * state that lives only in rows, such as sessions, proofs and challenges, on every pass.
 */
export async function twoAppsOnOneDatabase(
  options: TestAppOptions = {},
): Promise<{ first: FastifyInstance; second: FastifyInstance; db: Db }> {
  const { app: first, db } = await buildTestApp(options)
  const { app: second } = await buildTestApp(options)
  return { first, second, db }
}

/** Two built servers started at once with the same settings; both are killed when the test ends. */
export async function spawnTwoBuiltServers(
  env: Record<string, string>,
): Promise<[SpawnedServer, SpawnedServer]> {
  const servers = await Promise.all([
    spawnBuiltServer(env),
    spawnBuiltServer(env),
  ])
  onTestFinished(() => {
    for (const server of servers) server.child.kill('SIGKILL')
  })
  return servers
}

/** Polls `check` every 20 ms until it is true; the milliseconds it took, or null after `limitMs`. */
export async function millisUntil(
  check: () => Promise<boolean>,
  limitMs: number,
): Promise<number | null> {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    if (await check()) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return null
}
