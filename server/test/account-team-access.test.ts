// R-TEAM-ACCESS: who may call each team endpoint, checked on the server. Each cell is a fresh
// team (an owner, a developer, a member to act on, a pending invitation) and one caller: its
// owner, its developer, the owner of another team, or nobody signed in.
import { expect, test } from 'vitest'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import { TEAM_MESSAGES } from '@portal/schema/developer-teams'
import { buildTestApp, csrfHeaders } from './build-test-app.ts'
import { signInAccount } from './account-kit.ts'
import { ACCOUNT, joinTeam } from './team-kit.ts'

type Caller = 'owner' | 'developer' | 'another team' | 'no session'
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

interface Fixture {
  teamId: string
  targetId: string
  invitationId: string
}

const ENDPOINTS: {
  name: string
  method: Method
  path: (fixture: Fixture) => string
  body?: (fixture: Fixture) => Record<string, unknown>
  expected: Record<Caller, number>
}[] = [
  {
    name: 'read the team',
    method: 'GET',
    path: (f) => `/teams/${f.teamId}`,
    expected: {
      owner: 200,
      developer: 200,
      'another team': 404,
      'no session': 401,
    },
  },
  {
    name: 'read the activity',
    method: 'GET',
    path: (f) => `/teams/${f.teamId}/activity`,
    expected: {
      owner: 200,
      developer: 403,
      'another team': 404,
      'no session': 401,
    },
  },
  {
    name: 'invite',
    method: 'POST',
    path: (f) => `/teams/${f.teamId}/invitations`,
    body: () => ({
      email: `invited-${crypto.randomUUID()}@example.com`,
      role: 'developer',
    }),
    expected: {
      owner: 201,
      developer: 403,
      'another team': 404,
      'no session': 401,
    },
  },
  {
    name: 'cancel an invitation',
    method: 'DELETE',
    path: (f) => `/teams/${f.teamId}/invitations/${f.invitationId}`,
    expected: {
      owner: 204,
      developer: 403,
      'another team': 404,
      'no session': 401,
    },
  },
  {
    name: 'change a role',
    method: 'PATCH',
    path: (f) => `/teams/${f.teamId}/members/${f.targetId}`,
    body: () => ({ role: 'owner' }),
    expected: {
      owner: 200,
      developer: 403,
      'another team': 404,
      'no session': 401,
    },
  },
  {
    name: 'remove a member',
    method: 'DELETE',
    path: (f) => `/teams/${f.teamId}/members/${f.targetId}`,
    expected: {
      owner: 204,
      developer: 403,
      'another team': 404,
      'no session': 401,
    },
  },
  {
    // The owner is the team's last: leaving is refused to it alone.
    name: 'leave',
    method: 'DELETE',
    path: (f) => `/teams/${f.teamId}/membership`,
    expected: {
      owner: 409,
      developer: 204,
      'another team': 404,
      'no session': 401,
    },
  },
]

// Each refusal's words.
const REFUSALS: Record<number, string | undefined> = {
  401: ACCOUNT_MESSAGES.signInRequired,
  403: TEAM_MESSAGES.ownersOnly,
  404: TEAM_MESSAGES.teamNotFound,
  409: TEAM_MESSAGES.lastOwnerLeave,
}

const CALLERS: Caller[] = ['owner', 'developer', 'another team', 'no session']

test('R-TEAM-ACCESS: every team endpoint answers each caller as its role allows, and a refused call changes nothing', async () => {
  const { app, db } = await buildTestApp({
    rateLimits: { writePerMinute: 1000, emailPerHour: 1000 },
  })
  const table: string[] = []
  for (const endpoint of ENDPOINTS) {
    for (const caller of CALLERS) {
      const owner = await signInAccount(db)
      const developer = await signInAccount(db)
      const target = await signInAccount(db)
      const outsider = await signInAccount(db)
      await joinTeam(db, owner.teamId, developer, 'developer')
      await joinTeam(db, owner.teamId, target, 'developer')
      const invitation = await app.inject({
        method: 'POST',
        url: `${ACCOUNT}/teams/${owner.teamId}/invitations`,
        headers: owner.headers,
        payload: {
          email: `pending-${crypto.randomUUID()}@example.com`,
          role: 'developer',
        },
      })
      const fixture: Fixture = {
        teamId: owner.teamId,
        targetId: target.account.id,
        invitationId: invitation.json().id,
      }
      const before = await snapshot(db, owner.teamId)
      const headers = {
        owner: owner.headers,
        developer: developer.headers,
        'another team': outsider.headers,
        'no session': csrfHeaders(),
      }[caller]
      const response = await app.inject({
        method: endpoint.method,
        url: `${ACCOUNT}${endpoint.path(fixture)}`,
        headers,
        ...(endpoint.body ? { payload: endpoint.body(fixture) } : {}),
      })
      table.push(`${endpoint.name} × ${caller}: ${response.statusCode}`)
      expect(
        response.statusCode,
        `${endpoint.name} × ${caller}: ${response.body}`,
      ).toBe(endpoint.expected[caller])
      const refusal = REFUSALS[response.statusCode]
      // A refused call says why, and changes nothing; an allowed one is checked by the rule tests.
      expect(refusal ? response.json().errors : [refusal]).toEqual([refusal])
      expect(refusal ? await snapshot(db, owner.teamId) : before).toEqual(
        before,
      )
    }
  }
  expect(table).toHaveLength(ENDPOINTS.length * CALLERS.length)
})

/** What a team call could change: its members and roles, invitations, activity and sessions. */
async function snapshot(
  db: Awaited<ReturnType<typeof buildTestApp>>['db'],
  teamId: string,
) {
  const members = await db
    .selectFrom('team_members')
    .select(['account_id', 'role'])
    .where('team_id', '=', teamId)
    .orderBy('account_id')
    .execute()
  const invitations = await db
    .selectFrom('team_invitations')
    .select('id')
    .where('team_id', '=', teamId)
    .orderBy('id')
    .execute()
  const activity = await db
    .selectFrom('team_activity')
    .select('action')
    .where('team_id', '=', teamId)
    .orderBy('id')
    .execute()
  const sessions = await db
    .selectFrom('account_sessions')
    .select('account_id')
    .where(
      'account_id',
      'in',
      members.map((member) => member.account_id),
    )
    .orderBy('account_id')
    .execute()
  return { members, invitations, activity, sessions }
}
