import { expect, test } from 'vitest'
import type { InjectOptions } from 'fastify'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import {
  DELETED_ACCOUNT,
  DELETED_TEAM_NAME,
  TEAM_MESSAGES,
} from '@portal/schema/developer-teams'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  accountCookieOnly,
  makeProofStale,
  signInAccount,
  type AccountSession,
} from '../../../test/account-kit.ts'
import {
  ACCOUNT,
  joinTeam,
  latestInvitationEmail,
} from '../../../test/team-kit.ts'
import type { Db } from '../../db/client.ts'
import { addKeyApi, createApp } from '../../../test/app-kit.ts'
import { FACILITY, signUp } from '../../../test/care-kit.ts'

const LIMITS = { rateLimits: { writePerMinute: 1000, emailPerHour: 1000 } }

const isSession = (
  value: AccountSession | Record<string, string>,
): value is AccountSession => typeof value.token === 'string'

async function teamApp() {
  const { app, db } = await buildTestApp(LIMITS)
  const owner = await signInAccount(db)
  const call = (
    session: AccountSession | Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const options: InjectOptions = {
      method,
      url: `${ACCOUNT}${url}`,
      headers: isSession(session) ? session.headers : session,
    }
    if (payload) options.payload = payload
    return app.inject(options)
  }
  return { app, db, owner, call }
}

const outboxCount = async (db: Db, template: string, recipient: string) =>
  (
    await db
      .selectFrom('email_outbox')
      .select('id')
      .where('template', '=', template)
      .where('recipient', '=', recipient)
      .execute()
  ).length

test('R-TEAM-INVITE: an owner invites an address; the email carries a single-use link for 7 days, only its hash is stored, and a new invitation replaces the pending one', async () => {
  const { db, owner, call } = await teamApp()
  const email = `invitee-${Date.now()}@example.com`
  const first = await call(
    owner,
    'POST',
    `/teams/${owner.teamId}/invitations`,
    {
      email,
      role: 'developer',
    },
  )
  expect(first.statusCode, first.body).toBe(201)
  expect(first.json()).toMatchObject({ email, role: 'developer' })
  const days = (Date.parse(first.json().expiresAt) - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(6.99)
  expect(days).toBeLessThanOrEqual(7)
  const mail = await latestInvitationEmail(db, email)
  expect(mail.link).toMatch(
    /^http:\/\/127\.0\.0\.1:8080\/account\/invitation#token=[A-Za-z0-9_-]{43}$/,
  )
  const stored = await db
    .selectFrom('team_invitations')
    .select('token_hash')
    .where('email_lower', '=', email)
    .execute()
  expect(stored).toHaveLength(1)
  expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
  expect(stored[0]?.token_hash).not.toContain(mail.token)

  const second = await call(
    owner,
    'POST',
    `/teams/${owner.teamId}/invitations`,
    {
      email: email.toUpperCase(),
      role: 'owner',
    },
  )
  expect(second.statusCode).toBe(201)
  const team = await call(owner, 'GET', `/teams/${owner.teamId}`)
  expect(team.json().invitations).toEqual([
    expect.objectContaining({ role: 'owner' }),
  ])
  // The first link is dead: the replacement took its place.
  const old = await call(csrfHeaders(), 'POST', '/invitation-acceptances', {
    token: mail.token,
  })
  expect(old.statusCode).toBe(400)
  expect(old.json().errors).toEqual([TEAM_MESSAGES.invitationDead])
})

test('R-TEAM-ACCEPT: the link signs in to the invited address’s account (made if new) with the invited role, once; the member sees the team', async () => {
  const { app, db, owner, call } = await teamApp()
  const email = `new-member-${Date.now()}@example.com`
  await call(owner, 'POST', `/teams/${owner.teamId}/invitations`, {
    email,
    role: 'developer',
  })
  const { token } = await latestInvitationEmail(db, email)
  const accepted = await call(
    csrfHeaders(),
    'POST',
    '/invitation-acceptances',
    {
      token,
    },
  )
  expect(accepted.statusCode, accepted.body).toBe(201)
  expect(accepted.json()).toMatchObject({
    teamId: owner.teamId,
    role: 'developer',
  })
  const cookie = accepted.cookies.find(
    (item) => item.name === 'account_session',
  )
  expect(cookie?.httpOnly).toBe(true)
  const member = {
    ...csrfHeaders(),
    cookie: `account_session=${cookie?.value}; CSRF-TOKEN=test-csrf-token-0123456789abcdef`,
  }
  const me = await app.inject({ url: `${ACCOUNT}/session`, headers: member })
  expect(me.json()).toMatchObject({ email })
  expect(me.json().teams).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: owner.teamId, role: 'developer' }),
      expect.objectContaining({ role: 'owner' }),
    ]),
  )
  const team = await call(member, 'GET', `/teams/${owner.teamId}`)
  expect(team.statusCode).toBe(200)
  expect(
    team.json().members.map((item: { email: string }) => item.email),
  ).toEqual([owner.account.email, email])
  expect(team.json().invitations).toEqual([])
  const again = await call(csrfHeaders(), 'POST', '/invitation-acceptances', {
    token,
  })
  expect(again.statusCode).toBe(400)
})

test('R-TEAM-ACCEPT: an expired link is refused and adds nobody; an existing account joins as itself', async () => {
  let offset = 0
  const { app, db } = await buildTestApp({
    ...LIMITS,
    now: () => Date.now() + offset,
  })
  const owner = await signInAccount(db)
  const existing = await signInAccount(db)
  const invite = (email: string) =>
    app.inject({
      method: 'POST',
      url: `${ACCOUNT}/teams/${owner.teamId}/invitations`,
      headers: owner.headers,
      payload: { email, role: 'owner' },
    })
  await invite(existing.account.email)
  const late = `late-${Date.now()}@example.com`
  await invite(late)
  const lateToken = (await latestInvitationEmail(db, late)).token
  const existingToken = (
    await latestInvitationEmail(db, existing.account.email)
  ).token
  const accept = (token: string) =>
    app.inject({
      method: 'POST',
      url: `${ACCOUNT}/invitation-acceptances`,
      headers: csrfHeaders(),
      payload: { token },
    })
  const joined = await accept(existingToken)
  expect(joined.statusCode).toBe(201)
  expect(
    await db
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', owner.teamId)
      .where('account_id', '=', existing.account.id)
      .executeTakeFirst(),
  ).toEqual({ role: 'owner' })
  offset = 7 * 86_400_000 + 1000
  const expired = await accept(lateToken)
  expect(expired.statusCode).toBe(400)
  expect(
    await db
      .selectFrom('developer_accounts')
      .select('id')
      .where('email_lower', '=', late)
      .execute(),
  ).toEqual([])
})

test('R-TEAM-INVITE: inviting needs an owner with a fresh proof; a member is not invited twice; bad input changes nothing', async () => {
  const { db, owner, call } = await teamApp()
  const developer = await signInAccount(db)
  await joinTeam(db, owner.teamId, developer, 'developer')
  const url = `/teams/${owner.teamId}/invitations`
  const body = { email: `x-${Date.now()}@example.com`, role: 'developer' }
  const byDeveloper = await call(developer, 'POST', url, body)
  expect(byDeveloper.statusCode).toBe(403)
  expect(byDeveloper.json().errors).toEqual([TEAM_MESSAGES.ownersOnly])
  await makeProofStale(db, owner)
  const stale = await call(owner, 'POST', url, body)
  expect(stale.statusCode).toBe(403)
  expect(stale.json().errors).toEqual([ACCOUNT_MESSAGES.freshProofRequired])
  const fresh = await signInAccount(db, { email: owner.account.email })
  const member = await call(fresh, 'POST', url, {
    email: developer.account.email,
    role: 'developer',
  })
  expect(member.statusCode).toBe(409)
  expect(member.json().errors).toEqual([TEAM_MESSAGES.alreadyMember])
  for (const bad of [
    { email: 'not-an-address', role: 'developer' },
    { email: body.email, role: 'admin' },
    {},
  ]) {
    const response = await call(fresh, 'POST', url, bad)
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toBeDefined()
  }
  const noCsrf = await call(accountCookieOnly(fresh), 'POST', url, body)
  expect(noCsrf.statusCode).toBe(403)
  expect(
    await db
      .selectFrom('team_invitations')
      .select('id')
      .where('team_id', '=', owner.teamId)
      .execute(),
  ).toEqual([])
  expect(await outboxCount(db, 'team-invitation', body.email)).toBe(0)
})

test('R-TEAM-INVITE: an owner cancels a pending invitation and its link stops working', async () => {
  const { db, owner, call } = await teamApp()
  const email = `cancel-${Date.now()}@example.com`
  const invited = await call(
    owner,
    'POST',
    `/teams/${owner.teamId}/invitations`,
    {
      email,
      role: 'developer',
    },
  )
  const { token } = await latestInvitationEmail(db, email)
  const cancelled = await call(
    owner,
    'DELETE',
    `/teams/${owner.teamId}/invitations/${invited.json().id}`,
  )
  expect(cancelled.statusCode).toBe(204)
  const accept = await call(csrfHeaders(), 'POST', '/invitation-acceptances', {
    token,
  })
  expect(accept.statusCode).toBe(400)
  const twice = await call(
    owner,
    'DELETE',
    `/teams/${owner.teamId}/invitations/${invited.json().id}`,
  )
  expect(twice.statusCode).toBe(404)
})

test('R-TEAM-ROLE: an owner changes roles; the last owner cannot be demoted (409) and a developer cannot change roles', async () => {
  const { db, owner, call } = await teamApp()
  const member = await signInAccount(db)
  await joinTeam(db, owner.teamId, member, 'developer')
  const url = (id: string) => `/teams/${owner.teamId}/members/${id}`
  const demoteSelf = await call(owner, 'PATCH', url(owner.account.id), {
    role: 'developer',
  })
  expect(demoteSelf.statusCode).toBe(409)
  expect(demoteSelf.json().errors).toEqual([TEAM_MESSAGES.lastOwnerDemote])
  const byDeveloper = await call(member, 'PATCH', url(member.account.id), {
    role: 'owner',
  })
  expect(byDeveloper.statusCode).toBe(403)
  const promoted = await call(owner, 'PATCH', url(member.account.id), {
    role: 'owner',
  })
  expect(promoted.statusCode).toBe(200)
  expect(promoted.json()).toMatchObject({ role: 'owner' })
  const nowDemote = await call(owner, 'PATCH', url(owner.account.id), {
    role: 'developer',
  })
  expect(nowDemote.statusCode).toBe(200)
  const unknown = await call(member, 'PATCH', url(crypto.randomUUID()), {
    role: 'owner',
  })
  expect(unknown.statusCode).toBe(404)
})

test('R-TEAM-REMOVE: removing a member ends every session of theirs at once: their next request is 401; the last owner cannot be removed', async () => {
  const { db, owner, call } = await teamApp()
  const member = await signInAccount(db)
  await joinTeam(db, owner.teamId, member, 'developer')
  expect((await call(member, 'GET', '/session')).statusCode).toBe(200)
  const byDeveloper = await call(
    member,
    'DELETE',
    `/teams/${owner.teamId}/members/${owner.account.id}`,
  )
  expect(byDeveloper.statusCode).toBe(403)
  const last = await call(
    owner,
    'DELETE',
    `/teams/${owner.teamId}/members/${owner.account.id}`,
  )
  expect(last.statusCode).toBe(409)
  expect(last.json().errors).toEqual([TEAM_MESSAGES.lastOwnerRemove])
  const removed = await call(
    owner,
    'DELETE',
    `/teams/${owner.teamId}/members/${member.account.id}`,
  )
  expect(removed.statusCode).toBe(204)
  const next = await call(member, 'GET', '/session')
  expect(next.statusCode).toBe(401)
  expect(next.json()).toEqual({ errors: [ACCOUNT_MESSAGES.signInRequired] })
  const team = await call(owner, 'GET', `/teams/${owner.teamId}`)
  expect(team.json().members).toHaveLength(1)
})

test('R-TEAM-LEAVE: a developer leaves; the last owner cannot (409) with a clear message', async () => {
  const { db, owner, call } = await teamApp()
  const member = await signInAccount(db)
  await joinTeam(db, owner.teamId, member, 'developer')
  const ownerLeaves = await call(
    owner,
    'DELETE',
    `/teams/${owner.teamId}/membership`,
  )
  expect(ownerLeaves.statusCode).toBe(409)
  expect(ownerLeaves.json()).toEqual({ errors: [TEAM_MESSAGES.lastOwnerLeave] })
  const leaves = await call(
    member,
    'DELETE',
    `/teams/${owner.teamId}/membership`,
  )
  expect(leaves.statusCode).toBe(204)
  expect((await call(member, 'GET', `/teams/${owner.teamId}`)).statusCode).toBe(
    404,
  )
  // Leaving is not removal: the member's own session lives on.
  expect((await call(member, 'GET', '/session')).statusCode).toBe(200)
})

test('R-TEAM-ACTIVITY: every change is in the activity list, newest first, which only owners read', async () => {
  const { db, owner, call } = await teamApp()
  const email = `activity-${Date.now()}@example.com`
  await call(owner, 'POST', `/teams/${owner.teamId}/invitations`, {
    email,
    role: 'developer',
  })
  const { token } = await latestInvitationEmail(db, email)
  const accepted = await call(
    csrfHeaders(),
    'POST',
    '/invitation-acceptances',
    {
      token,
    },
  )
  const cookie = accepted.cookies.find(
    (item) => item.name === 'account_session',
  )
  const member = {
    ...csrfHeaders(),
    cookie: `account_session=${cookie?.value}; CSRF-TOKEN=test-csrf-token-0123456789abcdef`,
  }
  const memberId = (await call(member, 'GET', '/session')).json().id
  await call(owner, 'PATCH', `/teams/${owner.teamId}/members/${memberId}`, {
    role: 'owner',
  })
  await call(owner, 'PATCH', `/teams/${owner.teamId}/members/${memberId}`, {
    role: 'developer',
  })
  expect(
    (await call(member, 'GET', `/teams/${owner.teamId}/activity`)).statusCode,
  ).toBe(403)
  await call(owner, 'DELETE', `/teams/${owner.teamId}/members/${memberId}`)
  const activity = await call(owner, 'GET', `/teams/${owner.teamId}/activity`)
  expect(activity.statusCode).toBe(200)
  expect(
    activity
      .json()
      .items.map((item: { action: string; actor: string; subject: string }) => [
        item.action,
        item.actor,
        item.subject,
      ]),
  ).toEqual([
    ['member.removed', owner.account.email, email],
    ['member.role-changed', owner.account.email, email],
    ['member.role-changed', owner.account.email, email],
    ['member.joined', email, email],
    ['member.invited', owner.account.email, email],
  ])
  const other = await signInAccount(db)
  expect(
    (await call(other, 'GET', `/teams/${owner.teamId}/activity`)).statusCode,
  ).toBe(404)
})

test('R-ACCOUNT-DELETE: deleting needs a fresh proof and the account’s own address; it revokes the signups’ credentials (the gateway refuses them at once), ends sessions, erases personal data and emails a confirmation', async () => {
  const { app, db, call } = await teamApp()
  const email = `leaving-${Date.now()}@example.com`
  const signup = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      organization: 'Navy',
      typeAndApi: 'apikey/facilities',
      apis: 'apikey/facilities',
      termsOfService: true,
    },
  })
  expect(signup.statusCode, signup.body).toBe(201)
  const key = signup.json().token as string
  const gateway = () =>
    app
      .inject({
        url: '/sandbox-api/services/va_facilities/v0/facilities/vha_688',
        headers: { apikey: key },
      })
      .then((response) => response.statusCode)
  expect(await gateway()).toBe(200)
  const account = await signInAccount(db, { email })
  const other = await signInAccount(db)
  await joinTeam(db, other.teamId, account, 'developer')

  const wrong = await call(account, 'POST', '/deletion', {
    email: 'someone-else@example.com',
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json().fieldErrors).toEqual({
    email: [TEAM_MESSAGES.deleteEmail],
  })
  await makeProofStale(db, account)
  const stale = await call(account, 'POST', '/deletion', { email })
  expect(stale.statusCode).toBe(403)
  expect(await gateway()).toBe(200)

  const session = await signInAccount(db, { email })
  const deleted = await call(session, 'POST', '/deletion', {
    email: email.toUpperCase(),
  })
  expect(deleted.statusCode, deleted.body).toBe(204)
  expect(await gateway()).toBe(401)
  expect((await call(session, 'GET', '/session')).statusCode).toBe(401)
  expect((await call(account, 'GET', '/session')).statusCode).toBe(401)
  const row = await db
    .selectFrom('developer_accounts')
    .selectAll()
    .where('id', '=', account.account.id)
    .executeTakeFirstOrThrow()
  expect(row.deleted_at).not.toBeNull()
  expect(row.email).toMatch(/^deleted-[0-9a-f]{64}$/)
  expect([row.first_name, row.last_name, row.organization]).toEqual([
    '',
    '',
    '',
  ])
  expect(
    await db
      .selectFrom('team_members')
      .select('team_id')
      .where('account_id', '=', account.account.id)
      .execute(),
  ).toEqual([])
  // The team it was alone in stays (its apps' production requests keep their link) without the
  // address as its name.
  expect(
    await db
      .selectFrom('developer_teams')
      .select('name')
      .where('id', '=', account.teamId)
      .executeTakeFirstOrThrow(),
  ).toEqual({ name: DELETED_TEAM_NAME })
  expect(await outboxCount(db, 'account-deleted', email)).toBe(1)
  const activity = await call(other, 'GET', `/teams/${other.teamId}/activity`)
  expect(activity.json().items[0]).toMatchObject({
    action: 'member.account-deleted',
    actor: DELETED_ACCOUNT,
  })
  // The address can make a new account later: a new one, with nothing of the old.
  const again = await signInAccount(db, { email })
  expect(again.account.id).not.toBe(account.account.id)
})

test('R-ACCOUNT-DELETE: the last owner of a team with other members is refused (409, naming the team) and nothing changes', async () => {
  const { db, owner, call } = await teamApp()
  const member = await signInAccount(db)
  await joinTeam(db, owner.teamId, member, 'developer')
  const refused = await call(owner, 'POST', '/deletion', {
    email: owner.account.email,
  })
  expect(refused.statusCode).toBe(409)
  expect(refused.json().errors[0]).toContain(owner.account.email)
  expect(refused.json().errors[0]).toContain('Make another member an owner')
  expect((await call(owner, 'GET', '/session')).statusCode).toBe(200)
  expect(await outboxCount(db, 'account-deleted', owner.account.email)).toBe(0)
})

test('R-ACCOUNT-DELETE-RETENTION: the activity lists forget a deleted account’s address and keep only its hash', async () => {
  const { db, owner, call } = await teamApp()
  const member = await signInAccount(db)
  await joinTeam(db, owner.teamId, member, 'developer')
  await call(
    owner,
    'PATCH',
    `/teams/${owner.teamId}/members/${member.account.id}`,
    {
      role: 'owner',
    },
  )
  const deleted = await call(member, 'POST', '/deletion', {
    email: member.account.email,
  })
  expect(deleted.statusCode).toBe(204)
  const items = (
    await call(owner, 'GET', `/teams/${owner.teamId}/activity`)
  ).json().items as { subject: string; actor: string }[]
  expect(JSON.stringify(items)).not.toContain(member.account.email)
  const rows = await db
    .selectFrom('team_activity')
    .select(['subject_email', 'subject_email_hash'])
    .where('team_id', '=', owner.teamId)
    .execute()
  expect(rows.every((row) => row.subject_email === null)).toBe(true)
  expect(rows[0]?.subject_email_hash).toMatch(/^[0-9a-f]{64}$/)
})

test('R-ACCOUNT-DELETE: the apps of a team the account was alone in lose every credential at once, the gateway refusing them, and leave the app list', async () => {
  const { app, db, call } = await teamApp()
  const account = await signInAccount(db)
  const created = await createApp(app, account)
  const { token } = await addKeyApi(app, account, created.id)
  // A signup made under another address and kept in the app: the app's, not the address's.
  const other = await signUp(app)
  await db
    .insertInto('developer_app_consumers')
    .values({ app_id: created.id, consumer_id: other.userId })
    .execute()
  const gateway = (key: string) =>
    app
      .inject({ url: FACILITY, headers: { apikey: key } })
      .then((response) => response.statusCode)
  expect(await gateway(token)).toBe(200)
  expect(await gateway(other.token ?? '')).toBe(200)
  const deleted = await call(account, 'POST', '/deletion', {
    email: account.account.email,
  })
  expect(deleted.statusCode).toBe(204)
  expect(await gateway(token)).toBe(401)
  expect(await gateway(other.token ?? '')).toBe(401)
  const apps = await db
    .selectFrom('developer_apps')
    .select('deleted_at')
    .where('id', '=', created.id)
    .executeTakeFirstOrThrow()
  expect(apps.deleted_at).not.toBeNull()
})
