// R-APP-ACCESS: every app endpoint × every caller: the app team's owner, a developer member of it,
// a member of another team, and no session. Members of either role see and use the team's apps;
// only owners delete; another team gets 404, as for an app that does not exist; no session 401.
import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { signInAccount, type AccountSession } from './account-kit.ts'
import {
  addKeyApi,
  asAccount,
  createApp,
  firstCredentialOf,
  memberOf,
} from './app-kit.ts'
import { buildTestApp } from './build-test-app.ts'
import { FACILITY, signUp } from './care-kit.ts'
import { requestBody } from './review-kit.ts'
import { recordedCalls } from './request-log-kit.ts'

type Role = 'owner' | 'developer' | 'another team' | 'no session'
const ROLES: Role[] = ['owner', 'developer', 'another team', 'no session']

/** A team with an app that has an API key and (when asked) a recorded call. */
async function fixture(app: FastifyInstance, db: Db, withCall = false) {
  const owner = await signInAccount(db)
  const developer = await memberOf(db, owner.teamId, 'developer')
  const outsider = await signInAccount(db)
  const created = await createApp(app, owner)
  const { token } = await addKeyApi(app, owner, created.id)
  const detail = (await asAccount(app, owner)('GET', `/${created.id}`)).json()
  const credential = firstCredentialOf(detail)
  let callId = '00000000-0000-4000-8000-000000000000'
  if (withCall) {
    await app.inject({ url: FACILITY, headers: { apikey: token } })
    const [recorded] = await recordedCalls(db, [credential.id])
    callId = recorded?.id ?? callId
  }
  const sessions: Record<Role, AccountSession | null> = {
    owner,
    developer,
    'another team': outsider,
    'no session': null,
  }
  return { appId: created.id, credentialId: credential.id, callId, sessions }
}

type Fixture = Awaited<ReturnType<typeof fixture>>

interface Row {
  endpoint: string
  /** Whether the call changes the app (then each caller gets a fixture of its own). */
  changes: boolean
  send: (
    app: FastifyInstance,
    db: Db,
    at: Fixture,
    session: AccountSession | null,
  ) =>
    | ReturnType<FastifyInstance['inject']>
    | Promise<Awaited<ReturnType<FastifyInstance['inject']>>>
  expected: Record<Role, number>
}

const members = (status: number, outsider = 404) => ({
  owner: status,
  developer: status,
  'another team': outsider,
  'no session': 401,
})

const ROWS: Row[] = [
  {
    endpoint: 'GET /apps',
    changes: false,
    send: (app, _db, _at, session) => asAccount(app, session)('GET', ''),
    expected: members(200, 200),
  },
  {
    endpoint: 'POST /apps',
    changes: false,
    send: (app, _db, _at, session) =>
      asAccount(app, session)('POST', '', { name: 'Another' }),
    expected: members(201, 201),
  },
  {
    endpoint: 'GET /apps/{id}',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)('GET', `/${at.appId}`),
    expected: members(200),
  },
  {
    endpoint: 'DELETE /apps/{id}',
    changes: true,
    send: (app, _db, at, session) =>
      asAccount(app, session)('DELETE', `/${at.appId}`),
    expected: { ...members(204), developer: 403 },
  },
  {
    endpoint: 'POST /apps/{id}/apis',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)('POST', `/${at.appId}/apis`, {
        typeAndApi: 'apikey/vaForms',
        termsOfService: true,
      }),
    expected: members(201),
  },
  {
    endpoint: 'POST /apps/{id}/signups',
    changes: true,
    send: async (app, _db, at, session) => {
      // Each caller moves a signup of its own address.
      const own = await signUp(app, {
        email: session?.account.email ?? 'nobody@example.com',
      })
      return asAccount(app, session)('POST', `/${at.appId}/signups`, {
        consumerId: own.userId,
      })
    },
    expected: members(200),
  },
  {
    endpoint: 'GET /apps/{id}/credentials/{credentialId}/usage',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)(
        'GET',
        `/${at.appId}/credentials/${at.credentialId}/usage`,
      ),
    expected: members(200),
  },
  {
    endpoint: 'POST /apps/{id}/credentials/{credentialId}/rotate',
    changes: true,
    send: (app, _db, at, session) =>
      asAccount(app, session)(
        'POST',
        `/${at.appId}/credentials/${at.credentialId}/rotate`,
        { overlap: '1h' },
      ),
    expected: members(200),
  },
  {
    endpoint: 'POST /apps/{id}/credentials/{credentialId}/revoke',
    changes: true,
    send: (app, _db, at, session) =>
      asAccount(app, session)(
        'POST',
        `/${at.appId}/credentials/${at.credentialId}/revoke`,
      ),
    expected: members(204),
  },
  {
    // 400 for members: access passed and the care rule answered (an API key has no public key).
    endpoint: 'POST /apps/{id}/credentials/{credentialId}/public-key',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)(
        'POST',
        `/${at.appId}/credentials/${at.credentialId}/public-key`,
        { overlap: 'none', publicKey: {} },
      ),
    expected: members(400),
  },
  {
    // 400 for members: access passed and the care rule answered (an API key has no redirect URIs).
    endpoint: 'POST /apps/{id}/credentials/{credentialId}/redirect-uris',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)(
        'POST',
        `/${at.appId}/credentials/${at.credentialId}/redirect-uris`,
        { redirectUris: ['https://app.example.org/cb'] },
      ),
    expected: members(400),
  },
  {
    endpoint: 'GET /apps/{id}/calls',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)('GET', `/${at.appId}/calls`),
    expected: members(200),
  },
  {
    endpoint: 'GET /apps/{id}/calls/{callId}',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)('GET', `/${at.appId}/calls/${at.callId}`),
    expected: members(200),
  },
  {
    endpoint: 'GET /apps/{id}/production-request-prefill',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)('GET', `/${at.appId}/production-request-prefill`),
    expected: members(200),
  },
  {
    endpoint: 'POST /apps/{id}/production-requests',
    changes: false,
    send: (app, _db, at, session) =>
      asAccount(app, session)(
        'POST',
        `/${at.appId}/production-requests`,
        requestBody(),
      ),
    expected: members(201),
  },
]

test('R-APP-ACCESS: role × endpoint', async () => {
  const { app, db } = await buildTestApp({
    rateLimits: { writePerMinute: 1000 },
  })
  const shared = await fixture(app, db, true)
  const seen: Record<string, Record<Role, number>> = {}
  const expected: Record<string, Record<Role, number>> = {}
  for (const row of ROWS) {
    expected[row.endpoint] = row.expected
    const statuses = {} as Record<Role, number>
    for (const role of ROLES) {
      const at = row.changes ? await fixture(app, db) : shared
      const response = await row.send(app, db, at, at.sessions[role])
      statuses[role] = response.statusCode
    }
    seen[row.endpoint] = statuses
  }
  expect(seen).toEqual(expected)
})
