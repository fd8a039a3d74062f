import { expect, test } from 'vitest'
import { signInAccount } from './account-kit.ts'
import { addKeyApi, asAccount, createApp, memberOf } from './app-kit.ts'
import { FACILITY } from './care-kit.ts'
import { millisUntil, twoInstancesOnPostgres } from './two-instances-kit.ts'

// Issue 37 with two instances on one PostgreSQL (the test:pg pass; skipped on PGlite, which one
// process holds). Two apps, each with its own pool and listener, stand for two servers behind a
// balancer: an app made on one is the team's on the other, and a deletion on one is refused by
// the other's gateway, whose key cache forgets on NOTIFY (R-APP-DELETE, R-REVOKE-AT-ONCE).

const databaseUrl = process.env.DATABASE_URL

test.skipIf(!databaseUrl)(
  'An app made on one instance is the team’s on the other; deleted on one, its key is refused by the other within a second (R-APP-TWO-INSTANCES)',
  { timeout: 120_000 },
  async () => {
    const { a, b, db } = await twoInstancesOnPostgres()
    const owner = await signInAccount(db)
    const developer = await memberOf(db, owner.teamId, 'developer')
    const created = await createApp(a, owner)
    const { token } = await addKeyApi(b, developer, created.id)
    const call = () => b.inject({ url: FACILITY, headers: { apikey: token } })
    // B's gateway has the key in its cache before A deletes the app.
    expect((await call()).statusCode).toBe(200)
    expect(
      (await asAccount(a, owner)('DELETE', `/${created.id}`)).statusCode,
    ).toBe(204)
    expect(
      await millisUntil(async () => (await call()).statusCode === 401, 1000),
    ).not.toBeNull()
    expect(
      (await asAccount(b, developer)('GET', `/${created.id}`)).statusCode,
    ).toBe(404)
  },
)
