import fc from 'fast-check'
import { expect, test } from 'vitest'
import { accountCookieOnly, signInAccount } from '../account-kit.ts'
import { csrfHeaders } from '../build-test-app.ts'
import { ACCOUNT, joinTeam } from '../team-kit.ts'
import { UNKNOWN_TOKEN } from './fuzz-arbitraries.ts'
import {
  mostlyTarget,
  pathSegment,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
  buildFuzzApp,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'
import { unchangedWhenRefused } from './console-fuzz-kit.ts'

type Db = Awaited<ReturnType<typeof buildFuzzApp>>['db']

// What a team call or an account deletion writes (a session's last_seen_at moves on any call).
async function stateOf(db: Db) {
  const rows = await snapshotRows(db, [
    'team_invitations',
    'team_activity',
    'developer_accounts',
    'email_outbox',
  ])
  const members = await db
    .selectFrom('team_members')
    .select(['team_id', 'account_id', 'role'])
    .orderBy('team_id')
    .orderBy('account_id')
    .execute()
  const sessions = await db
    .selectFrom('account_sessions')
    .select('id_hash')
    .orderBy('id_hash')
    .execute()
  return JSON.stringify({ rows, members, sessions })
}

test(
  'The team endpoints and account deletion answer any input under 500 with the envelope; a refused call changes nothing (R-TEAM-*, R-ACCOUNT-DELETE)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const owner = await signInAccount(db)
    const member = await signInAccount(db)
    await joinTeam(db, owner.teamId, member, 'developer')
    const team = `${ACCOUNT}/teams/${owner.teamId}`
    // Each run reads six tables: a sixteenth of FUZZ_RUNS per endpoint keeps CI in budget.
    const runs = Math.ceil(FUZZ_RUNS / 16)
    const tally = new StatusTally()
    const onAnswer = await unchangedWhenRefused(() => stateOf(db))
    // The session cookie alone: fuzzJsonPost adds (or spoils) the CSRF pair.
    const { cookie } = accountCookieOnly(owner)
    const options = { tally, numRuns: runs, cookie, onAnswer }
    const odd = fc
      .tuple(pathSegment, pathSegment)
      .map(([teamId, rest]) => `${ACCOUNT}/teams/${teamId}/${rest}`)
    const choose = (good: string) => mostlyTarget(good, odd)
    await fuzzJsonPost(
      app,
      choose(`${team}/invitations`),
      { email: 'fuzz-invitee@example.com', role: 'developer' },
      options,
    )
    await fuzzJsonPost(
      app,
      choose(`${team}/members/${member.account.id}`),
      { role: 'developer' },
      { ...options, method: 'PATCH' },
    )
    await fuzzJsonPost(
      app,
      `${ACCOUNT}/invitation-acceptances`,
      { token: UNKNOWN_TOKEN },
      options,
    )
    // The owner is the last owner of a team with another member: every deletion is refused.
    await fuzzJsonPost(
      app,
      `${ACCOUNT}/deletion`,
      { email: owner.account.email },
      options,
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .tuple(pathSegment, pathSegment)
            .map(([teamId, id]) => `${ACCOUNT}/teams/${teamId}/members/${id}`),
          pathSegment.map((id) => `${team}/invitations/${id}`),
          pathSegment.map((teamId) => `${ACCOUNT}/teams/${teamId}/membership`),
          fc.constant(`${team}/membership`),
        ),
        requestHeaders,
        async (url, headers) => {
          const response = await injectSettled(app, {
            method: 'DELETE',
            url,
            headers: {
              ...headers,
              ...csrfHeaders(),
              cookie: `${cookie}; ${csrfHeaders().cookie}`,
            },
          })
          expectSafeAnswer(response, tally)
          await onAnswer(response)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: runs },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          pathSegment.map((teamId) => `${ACCOUNT}/teams/${teamId}`),
          pathSegment.map((teamId) => `${ACCOUNT}/teams/${teamId}/activity`),
          fc.constant(`${team}/activity`),
        ),
        requestHeaders,
        async (url, headers) => {
          const response = await injectSettled(app, {
            method: 'GET',
            url,
            headers: { ...headers, cookie },
          })
          expectSafeAnswer(response, tally)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: runs },
    )
    console.info(`team calls: ${tally}`)
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
    expect(tally.counts.get(409) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT * 3,
)
