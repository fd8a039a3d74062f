import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { signInAccount } from '../../test/account-kit.ts'
import { signInStaff } from '../../test/staff-kit.ts'
import { createAccountStore } from '../modules/developer-accounts/index.ts'
import { createStaffStore } from '../modules/staff-auth/index.ts'
import type { Db } from './client.ts'

const MINUTE = 60_000

/** How both tables name a session: the SHA-256 of its token. */
const hashOf = (token: string) =>
  createHash('sha256').update(token).digest('hex')

// The one session store behind both kinds of session (R-CONSOLE-SESSION, R-ACCOUNT-SESSION):
// each is written as used at most once a minute, and the idle limit counts from that write.
const KINDS = [
  {
    table: 'staff_sessions',
    signIn: async (db: Db, now: number) =>
      (await signInStaff(db, { roles: ['support'], now })).token,
    lookUp: (db: Db, token: string, now: number) =>
      createStaffStore(db).sessionStaff(token, now),
  },
  {
    table: 'account_sessions',
    signIn: async (db: Db, now: number) =>
      (await signInAccount(db, { now })).token,
    lookUp: (db: Db, token: string, now: number) =>
      createAccountStore(db).sessionAccount(token, now),
  },
] as const

for (const kind of KINDS)
  test(`${kind.table}: a session is marked as used at most once a minute, and stays live 30 minutes from that mark`, async () => {
    const { db } = await buildTestApp()
    const start = Date.now()
    const token = await kind.signIn(db, start)
    const lastSeen = async () =>
      (
        await db
          .selectFrom(kind.table)
          .select('last_seen_at')
          .where('id_hash', '=', hashOf(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime()

    expect(await kind.lookUp(db, token, start + 30_000)).not.toBeNull()
    expect(await lastSeen()).toBe(start)
    expect(await kind.lookUp(db, token, start + MINUTE)).not.toBeNull()
    expect(await lastSeen()).toBe(start + MINUTE)
    // 30 minutes after sign-in but not after the mark: live; 30 minutes after the mark: ended.
    expect(await kind.lookUp(db, token, start + 30 * MINUTE)).not.toBeNull()
    expect(await kind.lookUp(db, token, start + 61 * MINUTE)).toBeNull()
  })
