import { expect, onTestFinished, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, openTestDatabase } from './build-test-app.ts'
import {
  ask,
  asApplicant,
  callAppeals,
  grant,
  linkOf,
  move,
} from './restricted-access-kit.ts'
import { signInStaff } from './staff-kit.ts'

// Issue 36, "Done means": restricted access with two instances on one PostgreSQL (the test:pg pass;
// skipped on PGlite, which one process holds). Two apps, each with its own pool and listener, stand
// for two servers behind a balancer: a grant on one is honoured by the other's gateway at once,
// and a revocation on one is refused by the other's, whose key cache forgets on NOTIFY.

const databaseUrl = process.env.DATABASE_URL

async function instance(): Promise<{ app: FastifyInstance }> {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  return buildTestApp({
    db: database.db,
    listen: database.listen,
    rateLimits: { writePerMinute: 1000, emailPerHour: 1000 },
  })
}

// Polls `check` every 50 ms for up to `ms`; whether it came true.
async function within(ms: number, check: () => Promise<boolean>) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

test.skipIf(!databaseUrl)(
  'A grant on one instance is honoured by the other’s gateway at once, and a revocation on one is refused by the other within a second (R-RESTRICTED-TWO-INSTANCES)',
  { timeout: 120_000 },
  async () => {
    const a = await instance()
    const b = await instance()
    const database = await openTestDatabase()
    onTestFinished(() => database.close())
    const { db } = database
    const reviewer = await signInStaff(db, { roles: ['reviewer'] })

    const { id } = await ask(a.app, db)
    await grant(b.app, reviewer, id)
    const collected = await asApplicant(a.app, '/credentials', linkOf(id))
    expect(collected.statusCode, collected.body).toBe(201)
    const { token } = collected.json<{ token: string }>()
    // B never saw this key before: its gateway finds the row A wrote.
    expect((await callAppeals(b.app, token)).statusCode).toBe(200)

    const revoked = await move(a.app, reviewer, id, {
      action: 'revoke',
      reason: 'The agreement ended.',
    })
    expect(revoked.statusCode).toBe(200)
    expect((await callAppeals(a.app, token)).statusCode).toBe(401)
    // B had the key cached (5 s): only the NOTIFY makes it forget this soon.
    expect(
      await within(
        1000,
        async () => (await callAppeals(b.app, token)).statusCode === 401,
      ),
    ).toBe(true)
  },
)
