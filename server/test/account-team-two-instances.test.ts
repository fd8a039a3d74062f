import { expect, test } from 'vitest'
import { csrfHeaders } from './build-test-app.ts'
import { signInAccount } from './account-kit.ts'
import { FACILITY } from './care-kit.ts'
import { ACCOUNT, joinTeam } from './team-kit.ts'
import {
  millisUntil,
  ROOMY_LIMITS,
  twoAppsOnOneDatabase,
} from './two-instances-kit.ts'

const LIMITS = { rateLimits: ROOMY_LIMITS }

// R-TEAM-REMOVE across instances: sessions live in the database only, so a member removed on one
// instance is refused on the other from its very next request, with no cache to wait for.
test('A member removed on one instance is refused (401) on the other at once', async () => {
  const { first, second, db } = await twoAppsOnOneDatabase(LIMITS)
  const owner = await signInAccount(db)
  const member = await signInAccount(db)
  await joinTeam(db, owner.teamId, member, 'developer')
  const read = () =>
    second.inject({
      url: `${ACCOUNT}/teams/${owner.teamId}`,
      headers: member.headers,
    })
  expect((await read()).statusCode).toBe(200)
  const removed = await first.inject({
    method: 'DELETE',
    url: `${ACCOUNT}/teams/${owner.teamId}/members/${member.account.id}`,
    headers: owner.headers,
  })
  expect(removed.statusCode).toBe(204)
  const next = await read()
  expect(next.statusCode).toBe(401)
  expect(
    (
      await second.inject({
        url: `${ACCOUNT}/session`,
        headers: member.headers,
      })
    ).statusCode,
  ).toBe(401)
})

// R-ACCOUNT-DELETE across instances: the other instance's gateway had the key in its cache; the
// deletion's revocation reaches it by NOTIFY (migration 011's trigger) within a second.
test('An account deleted on one instance: its key is refused by the other instance’s gateway within a second', async () => {
  const { first, second, db } = await twoAppsOnOneDatabase(LIMITS)
  const email = `two-delete-${Date.now()}@example.org`
  const signup = await first.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      organization: 'Analytical Engines',
      typeAndApi: 'apikey/facilities',
      apis: 'apikey/facilities',
      termsOfService: true,
    },
  })
  expect(signup.statusCode, signup.body).toBe(201)
  const key = signup.json().token as string
  const gateway = async () =>
    (await second.inject({ url: FACILITY, headers: { apikey: key } }))
      .statusCode
  expect(await gateway()).toBe(200)
  const account = await signInAccount(db, { email })
  const deleted = await first.inject({
    method: 'POST',
    url: `${ACCOUNT}/deletion`,
    headers: account.headers,
    payload: { email },
  })
  expect(deleted.statusCode).toBe(204)
  const refusedMs = await millisUntil(
    async () => (await gateway()) === 401,
    1000,
  )
  expect(refusedMs).not.toBeNull()
  console.info(`refused on the other instance after ${refusedMs} ms`)
})

// R-TEAM-ROLE, R-TEAM-LEAVE under a race: the two owners of a team demote each other, or both
// leave, at the same moment on two instances. The members' rows are locked while the rule is
// checked, so one change wins and the other is refused: the team keeps an owner.
test('Two owners demoting each other, or both leaving, at once on two instances: one wins, the team keeps an owner', async () => {
  const { first, second, db } = await twoAppsOnOneDatabase(LIMITS)
  for (const move of ['demote', 'leave'] as const) {
    const a = await signInAccount(db)
    const b = await signInAccount(db)
    await joinTeam(db, a.teamId, b, 'owner')
    const call = (app: typeof first, actor: typeof a, other: typeof a) =>
      move === 'demote'
        ? app.inject({
            method: 'PATCH',
            url: `${ACCOUNT}/teams/${a.teamId}/members/${other.account.id}`,
            headers: actor.headers,
            payload: { role: 'developer' },
          })
        : app.inject({
            method: 'DELETE',
            url: `${ACCOUNT}/teams/${a.teamId}/membership`,
            headers: actor.headers,
          })
    const answers = await Promise.all([call(first, a, b), call(second, b, a)])
    // The loser is no longer an owner (403), or would leave the team without one (409).
    expect(answers.map((answer) => answer.statusCode).sort(), move).toEqual(
      move === 'demote' ? [200, 403] : [204, 409],
    )
    const owners = await db
      .selectFrom('team_members')
      .select('account_id')
      .where('team_id', '=', a.teamId)
      .where('role', '=', 'owner')
      .execute()
    expect(owners, move).toHaveLength(1)
  }
})
