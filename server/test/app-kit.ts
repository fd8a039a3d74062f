import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { AppDetail } from '@portal/schema/developer-apps'
import type { Db } from '../src/db/client.ts'
import { signInAccount, type AccountSession } from './account-kit.ts'
import { csrfHeaders } from './build-test-app.ts'

/** The apps' base address. */
const APPS = '/platform-backend/v0/account/apps'

/** Sends an account call as a session (or with no session: `null`). */
export function asAccount(
  app: FastifyInstance,
  session: AccountSession | null,
) {
  // No session: still the CSRF pair, so the refusal is the session's (401), not the CSRF check's.
  const headers = session?.headers ?? csrfHeaders()
  return (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${APPS}${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}

/** Creates an app through the route; its page data. */
export async function createApp(
  app: FastifyInstance,
  session: AccountSession,
  name = 'Claims helper',
): Promise<AppDetail> {
  const response = await asAccount(app, session)('POST', '', { name })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<AppDetail>()
}

/** An API-key API added to the app through the route; the key shown once. */
export async function addKeyApi(
  app: FastifyInstance,
  session: AccountSession,
  appId: string,
  typeAndApi = 'apikey/facilities',
): Promise<{ token: string; userId: string }> {
  const response = await asAccount(app, session)('POST', `/${appId}/apis`, {
    typeAndApi,
    termsOfService: true,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ token: string; userId: string }>()
}

/**
 * Adds a member of the given role to a team straight in the database: the teams engineer's
 * invitations make members through the routes; the apps' tests only need one to exist.
 */
export async function memberOf(
  db: Db,
  teamId: string,
  role: 'owner' | 'developer',
): Promise<AccountSession> {
  const member = await signInAccount(db)
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, account_id: member.account.id, role })
    .execute()
  return member
}

/** The first credential of the app's first signup. */
export function firstCredentialOf(detail: AppDetail) {
  const credential =
    detail.signups[0]?.applications[0]?.credentials[0] ?? undefined
  if (!credential) throw new Error('the app has no credential')
  return credential
}
