import { expect, test } from 'vitest'
import { STAFF_AUDIT_ACTIONS } from '@portal/schema/staff'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { seedDevStaff, signInThroughDevIdp } from '../../../test/staff-kit.ts'

const SESSION = '/platform-backend/v0/console/session'

test('A reviewer signs in through the embedded identity provider with real OpenID Connect redirects', async () => {
  const { app, db } = await buildTestApp()
  await seedDevStaff(db)
  const flow = await signInThroughDevIdp(app, 'dev-reviewer', '/console/staff')

  const authorization = new URL(String(flow.start.headers.location))
  expect(flow.start.statusCode).toBe(303)
  expect(authorization.pathname).toBe('/dev-idp/auth')
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorization.searchParams.get('state')).toBeTruthy()
  expect(authorization.searchParams.get('nonce')).toBeTruthy()
  expect(flow.page.statusCode).toBe(200)
  expect(flow.page.body).toContain('Riley Reviewer')
  expect(flow.callback.statusCode).toBe(303)
  expect(flow.callback.headers.location).toBe('/console/staff')
  const setCookie = String(
    [flow.callback.headers['set-cookie']].flat().join('\n'),
  )
  expect(setCookie).toMatch(
    /staff_session=[A-Za-z0-9_-]{43}; Path=\/platform-backend\/v0\/console; HttpOnly; SameSite=Lax/,
  )
  expect(setCookie).not.toMatch(/staff_session=[^;]*;[^\n]*Secure/)

  const me = await flow.go(SESSION)
  expect(me.statusCode).toBe(200)
  expect(me.json()).toMatchObject({
    email: 'reviewer@va.example',
    name: 'Riley Reviewer',
    roles: ['reviewer'],
  })
  const audit = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', STAFF_AUDIT_ACTIONS.signIn)
    .where('staff_email', '=', 'reviewer@va.example')
    .execute()
  expect(audit.length).toBeGreaterThan(0)
})

test.each([
  ['dev-visitor', 'unknown', 'visitor@va.example'],
  ['dev-unverified', 'unverified', 'unverified@va.example'],
  ['dev-outsider', 'domain', 'someone@elsewhere.example'],
])(
  'The identity provider’s %s is refused with a reason, audited, and gets no session',
  async (userId, reason, email) => {
    const { app, db } = await buildTestApp()
    await seedDevStaff(db)
    const flow = await signInThroughDevIdp(app, userId)
    expect(flow.callback.statusCode).toBe(303)
    expect(flow.callback.headers.location).toBe(
      `/console/sign-in?error=${reason}`,
    )
    expect(flow.jar.cookies.has('staff_session')).toBe(false)
    expect((await flow.go(SESSION)).statusCode).toBe(401)
    const rows = await db
      .selectFrom('audit_events')
      .select(['after', 'staff_id'])
      .where('action', '=', STAFF_AUDIT_ACTIONS.signInRefused)
      .where('staff_email', '=', email)
      .execute()
    expect(rows.at(-1)).toMatchObject({ staff_id: null, after: { reason } })
  },
)

test('A callback without the browser’s sign-in cookie, or replayed, is refused as expired', async () => {
  const { app, db } = await buildTestApp()
  await seedDevStaff(db)
  const flow = await signInThroughDevIdp(app, 'dev-support')
  const callbackUrl = String(flow.resume.headers.location)
  const replay = await app.inject({
    url: new URL(callbackUrl).pathname + new URL(callbackUrl).search,
  })
  expect(replay.headers.location).toBe('/console/sign-in?error=expired')
})

test('A deactivated staff member is refused at sign-in', async () => {
  const { app, db } = await buildTestApp()
  await seedDevStaff(db)
  await db
    .updateTable('staff_users')
    .set({ active: false })
    .where('email', '=', 'publisher@va.example')
    .execute()
  const flow = await signInThroughDevIdp(app, 'dev-publisher')
  expect(flow.callback.headers.location).toBe('/console/sign-in?error=unknown')
  await db
    .updateTable('staff_users')
    .set({ active: true })
    .where('email', '=', 'publisher@va.example')
    .execute()
})
