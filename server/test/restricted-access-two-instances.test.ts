import { expect, test } from 'vitest'
import {
  ask,
  asApplicant,
  callAppeals,
  grant,
  linkOf,
  move,
} from './restricted-access-kit.ts'
import { signInStaff } from './staff-kit.ts'
import { millisUntil, twoInstancesOnPostgres } from './two-instances-kit.ts'

// Issue 36, "Done means": restricted access with two instances on one PostgreSQL (the test:pg pass;
// skipped on PGlite, which one process holds). Two apps, each with its own pool and listener, stand
// for two servers behind a balancer: a grant on one is honoured by the other's gateway at once,
// and a revocation on one is refused by the other's, whose key cache forgets on NOTIFY.

const databaseUrl = process.env.DATABASE_URL

test.skipIf(!databaseUrl)(
  'A grant on one instance is honoured by the other’s gateway at once, and a revocation on one is refused by the other within a second (R-RESTRICTED-TWO-INSTANCES)',
  { timeout: 120_000 },
  async () => {
    const { a, b, db } = await twoInstancesOnPostgres()
    const reviewer = await signInStaff(db, { roles: ['reviewer'] })

    const { id } = await ask(a, db)
    await grant(b, reviewer, id)
    const collected = await asApplicant(a, '/credentials', linkOf(id))
    expect(collected.statusCode, collected.body).toBe(201)
    const { token } = collected.json<{ token: string }>()
    // B never saw this key before: its gateway finds the row A wrote.
    expect((await callAppeals(b, token)).statusCode).toBe(200)

    const revoked = await move(a, reviewer, id, {
      action: 'revoke',
      reason: 'The agreement ended.',
    })
    expect(revoked.statusCode).toBe(200)
    expect((await callAppeals(a, token)).statusCode).toBe(401)
    // B had the key cached (5 s): only the NOTIFY makes it forget this soon.
    expect(
      await millisUntil(
        async () => (await callAppeals(b, token)).statusCode === 401,
        1000,
      ),
    ).not.toBeNull()
  },
)
