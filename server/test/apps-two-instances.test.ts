import { expect, onTestFinished, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, openTestDatabase } from './build-test-app.ts'
import { signInAccount } from './account-kit.ts'
import { addKeyApi, asAccount, createApp, memberOf } from './app-kit.ts'
import { FACILITY } from './care-kit.ts'

// Issue 37 with two instances on one PostgreSQL (the test:pg pass; skipped on PGlite, which one
// process holds). Two apps, each with its own pool and listener, stand for two servers behind a
// balancer: an app made on one is the team's on the other, and a deletion on one is refused by
// the other's gateway, whose key cache forgets on NOTIFY (R-APP-DELETE, R-REVOKE-AT-ONCE).

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

async function within(ms: number, check: () => Promise<boolean>) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

test.skipIf(!databaseUrl)(
  'An app made on one instance is the team’s on the other; deleted on one, its key is refused by the other within a second (R-APP-TWO-INSTANCES)',
  { timeout: 120_000 },
  async () => {
    const a = await instance()
    const b = await instance()
    const database = await openTestDatabase()
    onTestFinished(() => database.close())
    const owner = await signInAccount(database.db)
    const developer = await memberOf(database.db, owner.teamId, 'developer')
    const created = await createApp(a.app, owner)
    const { token } = await addKeyApi(b.app, developer, created.id)
    const call = () =>
      b.app.inject({ url: FACILITY, headers: { apikey: token } })
    // B's gateway has the key in its cache before A deletes the app.
    expect((await call()).statusCode).toBe(200)
    expect(
      (await asAccount(a.app, owner)('DELETE', `/${created.id}`)).statusCode,
    ).toBe(204)
    expect(
      await within(1000, async () => (await call()).statusCode === 401),
    ).toBe(true)
    expect(
      (await asAccount(b.app, developer)('GET', `/${created.id}`)).statusCode,
    ).toBe(404)
  },
)
