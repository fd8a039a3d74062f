import { expect, test } from 'vitest'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  latestSignInEmail,
  makeProofStale,
  signInAccount,
  signInWithEmailCode,
} from '../../../test/account-kit.ts'
import { createTestClock } from '../../plugins/test-clock.ts'
import { endSessionsOf, teamRoleOf } from './index.ts'

const BASE = '/platform-backend/v0/account'
const MINUTE = 60_000

test('R-ACCOUNT-SESSION: without a session, or with a made-up one, the account answers 401 in the envelope', async () => {
  const { app } = await buildTestApp()
  for (const cookie of [
    undefined,
    'account_session=not-a-token',
    `account_session=${'A'.repeat(43)}`,
  ]) {
    const response = await app.inject({
      url: `${BASE}/session`,
      headers: cookie ? { cookie } : {},
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      errors: [ACCOUNT_MESSAGES.signInRequired],
    })
  }
})

test('R-ACCOUNT-EMAIL-PROOF: the emailed code makes the account, its own team and a session; a second proof signs into the same account', async () => {
  const { app, db } = await buildTestApp()
  const email = 'Grace.Hopper@Example.com'
  const headers = await signInWithEmailCode(app, db, email)
  const me = await app.inject({ url: `${BASE}/session`, headers })
  expect(me.statusCode).toBe(200)
  expect(me.json()).toMatchObject({
    email,
    profileComplete: false,
    hasPasskey: false,
    teams: [{ role: 'owner' }],
  })
  const again = await signInWithEmailCode(app, db, email.toLowerCase())
  const meAgain = await app.inject({ url: `${BASE}/session`, headers: again })
  expect(meAgain.json().id).toBe(me.json().id)
  const accounts = await db
    .selectFrom('developer_accounts')
    .select('id')
    .where('email_lower', '=', email.toLowerCase())
    .execute()
  expect(accounts).toHaveLength(1)
  const sessions = await db
    .selectFrom('account_sessions')
    .select('id_hash')
    .where('account_id', '=', me.json().id)
    .execute()
  expect(sessions).toHaveLength(2)
  for (const row of sessions) expect(row.id_hash).toMatch(/^[0-9a-f]{64}$/)
})

test('R-ACCOUNT-NO-ENUMERATION: asking for a proof answers the same for a known and an unknown address, and the email has the link and the code', async () => {
  const { app, db } = await buildTestApp()
  const known = await signInAccount(db)
  const answers = []
  for (const email of [known.account.email, 'nobody-yet@example.com']) {
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/email-proofs`,
      headers: csrfHeaders(),
      payload: { email },
    })
    answers.push([response.statusCode, response.body])
    const mail = await latestSignInEmail(db, email)
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(mail.link).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/account\/sign-in#token=[A-Za-z0-9_-]{43}$/,
    )
  }
  expect(answers[0]).toEqual(answers[1])
  expect(answers[0]?.[0]).toBe(202)
  const stored = await db
    .selectFrom('account_email_proofs')
    .selectAll()
    .where('email_lower', '=', 'nobody-yet@example.com')
    .executeTakeFirstOrThrow()
  const mail = await latestSignInEmail(db, 'nobody-yet@example.com')
  expect(JSON.stringify(stored)).not.toContain(mail.code)
  expect(JSON.stringify(stored)).not.toContain(mail.token)
})

test('R-ACCOUNT-EMAIL-PROOF: the link works once; a used or unknown link is refused in the envelope', async () => {
  const { app, db } = await buildTestApp()
  const email = 'link-user@example.com'
  await app.inject({
    method: 'POST',
    url: `${BASE}/email-proofs`,
    headers: csrfHeaders(),
    payload: { email },
  })
  const { token } = await latestSignInEmail(db, email)
  const sign = () =>
    app.inject({
      method: 'POST',
      url: `${BASE}/sessions`,
      headers: csrfHeaders(),
      payload: { token },
    })
  const first = await sign()
  expect(first.statusCode).toBe(201)
  expect(first.json()).toMatchObject({ email })
  const cookie = first.cookies.find((item) => item.name === 'account_session')
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/platform-backend/v0/account',
  })
  const second = await sign()
  expect(second.statusCode).toBe(400)
  expect(second.json()).toMatchObject({ errors: [ACCOUNT_MESSAGES.linkDead] })
})

test('R-ACCOUNT-EMAIL-PROOF: five wrong codes kill the proof, even the right code after them; nothing is signed in', async () => {
  const { app, db } = await buildTestApp()
  const email = 'guesser@example.com'
  await app.inject({
    method: 'POST',
    url: `${BASE}/email-proofs`,
    headers: csrfHeaders(),
    payload: { email },
  })
  const { code } = await latestSignInEmail(db, email)
  const wrong = code === '000000' ? '111111' : '000000'
  const attempt = (value: string) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/sessions`,
      headers: { ...csrfHeaders(), 'x-forwarded-for': value },
      payload: { email, code: value },
    })
  for (let index = 0; index < 5; index += 1) {
    const response = await attempt(wrong)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      errors: [ACCOUNT_MESSAGES.codeWrong],
      fieldErrors: { code: [ACCOUNT_MESSAGES.codeWrong] },
    })
  }
  const late = await attempt(code)
  expect(late.statusCode).toBe(400)
  const accounts = await db
    .selectFrom('developer_accounts')
    .select('id')
    .where('email_lower', '=', email)
    .execute()
  expect(accounts).toEqual([])
})

test('R-ACCOUNT-EMAIL-PROOF: a code is good for 15 minutes only', async () => {
  const clock = createTestClock()
  const { app, db } = await buildTestApp({ testClock: clock })
  const email = 'slow@example.com'
  await app.inject({
    method: 'POST',
    url: `${BASE}/email-proofs`,
    headers: csrfHeaders(),
    payload: { email },
  })
  const { code } = await latestSignInEmail(db, email)
  clock.advance(15 * MINUTE + 1000)
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/sessions`,
    headers: csrfHeaders(),
    payload: { email, code },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([ACCOUNT_MESSAGES.codeWrong])
})

test('R-ACCOUNT-SESSION: a session ends after 30 minutes idle and after 12 hours whatever happens', async () => {
  const clock = createTestClock()
  const { app, db } = await buildTestApp({ testClock: clock })
  const idle = await signInAccount(db, { now: clock.now() })
  const busy = await signInAccount(db, { now: clock.now() })
  const get = (headers: Record<string, string>) =>
    app.inject({ url: `${BASE}/session`, headers })
  // A request every 20 minutes keeps one alive until its 12th hour; the other is left idle.
  for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
    clock.advance(20 * MINUTE)
    expect((await get(busy.headers)).statusCode).toBe(200)
  }
  clock.advance(20 * MINUTE)
  expect((await get(busy.headers)).statusCode).toBe(401)
  expect((await get(idle.headers)).statusCode).toBe(401)
})

test('R-ACCOUNT-SESSION: sign out ends this session; sign out everywhere ends them all', async () => {
  const { app, db } = await buildTestApp()
  const one = await signInAccount(db)
  const two = await signInAccount(db, { email: one.account.email })
  const three = await signInAccount(db, { email: one.account.email })
  const out = await app.inject({
    method: 'DELETE',
    url: `${BASE}/sessions/current`,
    headers: one.headers,
  })
  expect(out.statusCode).toBe(204)
  const get = (headers: Record<string, string>) =>
    app.inject({ url: `${BASE}/session`, headers })
  expect((await get(one.headers)).statusCode).toBe(401)
  expect((await get(two.headers)).statusCode).toBe(200)
  const everywhere = await app.inject({
    method: 'DELETE',
    url: `${BASE}/sessions`,
    headers: two.headers,
  })
  expect(everywhere.statusCode).toBe(204)
  expect((await get(two.headers)).statusCode).toBe(401)
  expect((await get(three.headers)).statusCode).toBe(401)
})

test('R-ACCOUNT-SESSION: sign out without the CSRF pair is refused and the session lives on', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const out = await app.inject({
    method: 'DELETE',
    url: `${BASE}/sessions/current`,
    headers: { cookie: `account_session=${session.token}` },
  })
  expect(out.statusCode).toBe(403)
  const me = await app.inject({
    url: `${BASE}/session`,
    headers: session.headers,
  })
  expect(me.statusCode).toBe(200)
})

test('R-ACCOUNT-PROFILE: the profile is saved and checked by the shared schema', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const bad = await app.inject({
    method: 'PUT',
    url: `${BASE}/profile`,
    headers: session.headers,
    payload: {
      firstName: ' ',
      lastName: 'Hopper',
      organization: 'x'.repeat(101),
    },
  })
  expect(bad.statusCode).toBe(400)
  expect(bad.json().fieldErrors).toMatchObject({
    firstName: [ACCOUNT_MESSAGES.firstName],
    organization: ['Organization must be 100 characters or fewer'],
  })
  const before = await app.inject({
    url: `${BASE}/session`,
    headers: session.headers,
  })
  expect(before.json().firstName).toBe('Ada')
  const good = await app.inject({
    method: 'PUT',
    url: `${BASE}/profile`,
    headers: session.headers,
    payload: { firstName: 'Grace', lastName: 'Hopper', organization: 'Navy' },
  })
  expect(good.statusCode).toBe(200)
  expect(good.json()).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
    organization: 'Navy',
    profileComplete: true,
  })
})

test('R-ACCOUNT-SESSION: the test kit can age the proof (the fresh-proof guard reads it)', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const fresh = await app.inject({
    url: `${BASE}/session`,
    headers: session.headers,
  })
  await makeProofStale(db, session)
  const stale = await app.inject({
    url: `${BASE}/session`,
    headers: session.headers,
  })
  expect(
    Date.parse(fresh.json().provenAt) - Date.parse(stale.json().provenAt),
  ).toBeGreaterThan(5 * MINUTE)
})

test('R-ACCOUNT-TEAM: a new account owns its own team; teamRoleOf answers null for another team; endSessionsOf ends every session at once', async () => {
  const { app, db } = await buildTestApp()
  const mine = await signInAccount(db)
  const theirs = await signInAccount(db)
  expect(await teamRoleOf(db, mine.account.id, mine.teamId)).toBe('owner')
  expect(await teamRoleOf(db, mine.account.id, theirs.teamId)).toBeNull()
  await endSessionsOf(db, mine.account.id)
  const me = await app.inject({ url: `${BASE}/session`, headers: mine.headers })
  expect(me.statusCode).toBe(401)
  const them = await app.inject({
    url: `${BASE}/session`,
    headers: theirs.headers,
  })
  expect(them.statusCode).toBe(200)
})
