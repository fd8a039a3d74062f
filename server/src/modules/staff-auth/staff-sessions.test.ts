import { expect, test } from 'vitest'
import { STAFF_MESSAGES } from '@portal/schema/staff'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { createTestClock } from '../../plugins/test-clock.ts'
import { createStaffStore } from './staff-store.ts'

const SESSION = '/platform-backend/v0/console/session'
const MINUTE = 60_000

test('Without a session, or with a made-up one, the console answers 401 in the envelope', async () => {
  const { app } = await buildTestApp()
  for (const cookie of [
    undefined,
    'staff_session=not-a-token',
    `staff_session=${'A'.repeat(43)}`,
  ]) {
    const response = await app.inject({
      url: SESSION,
      headers: cookie ? { cookie } : {},
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ errors: [STAFF_MESSAGES.signInRequired] })
  }
})

test('A live session answers who is signed in; the database keeps only a hash of its id', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInStaff(db, {
    roles: ['reviewer', 'support'],
    name: 'Rita Reviewer',
  })
  const response = await app.inject({ url: SESSION, headers: session.headers })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toMatchObject({
    email: session.staff.email,
    name: 'Rita Reviewer',
    roles: ['reviewer', 'support'],
  })
  const rows = await db
    .selectFrom('staff_sessions')
    .select('id_hash')
    .where('staff_id', '=', session.staff.id)
    .execute()
  expect(rows).toHaveLength(1)
  expect(rows[0]?.id_hash).not.toContain(session.token)
  expect(rows[0]?.id_hash).toMatch(/^[0-9a-f]{64}$/)
})

test('A session ends after 30 minutes without a request, and each request keeps it alive', async () => {
  const clock = createTestClock()
  const { app, db } = await buildTestApp({ testClock: clock })
  const session = await signInStaff(db, {
    roles: ['support'],
    now: clock.now(),
  })
  const get = () => app.inject({ url: SESSION, headers: session.headers })

  clock.advance(29 * MINUTE)
  expect((await get()).statusCode).toBe(200)
  clock.advance(29 * MINUTE)
  expect((await get()).statusCode).toBe(200)
  clock.advance(31 * MINUTE)
  expect((await get()).statusCode).toBe(401)
})

test('A session ends 12 hours after sign-in however busy it is', async () => {
  const clock = createTestClock()
  const { app, db } = await buildTestApp({ testClock: clock })
  const start = clock.now()
  const session = await signInStaff(db, { roles: ['admin'], now: start })
  const get = () => app.inject({ url: SESSION, headers: session.headers })
  const first = await get()
  expect(new Date(first.json().expiresAt).getTime()).toBe(
    start + 12 * 60 * MINUTE,
  )
  // Keep it busy: a request every 20 minutes, for 11 hours 40 minutes.
  for (let elapsed = 0; elapsed < 11 * 60 + 40; elapsed += 20) {
    clock.advance(20 * MINUTE)
    expect((await get()).statusCode).toBe(200)
  }
  clock.advance(20 * MINUTE + 1)
  expect((await get()).statusCode).toBe(401)
})

test('A deactivated staff member’s session stops working at once', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInStaff(db, { roles: ['publisher'] })
  await db
    .updateTable('staff_users')
    .set({ active: false })
    .where('id', '=', session.staff.id)
    .execute()
  const response = await app.inject({ url: SESSION, headers: session.headers })
  expect(response.statusCode).toBe(401)
})

test('Ended sessions are purged; live ones stay', async () => {
  const clock = createTestClock()
  const { db } = await buildTestApp({ testClock: clock })
  const ended = await signInStaff(db, { roles: ['support'], now: clock.now() })
  clock.advance(31 * MINUTE)
  const live = await signInStaff(db, { roles: ['support'], now: clock.now() })
  await createStaffStore(db).purgeExpired(clock.now())
  const left = await db
    .selectFrom('staff_sessions')
    .select('staff_id')
    .where('staff_id', 'in', [ended.staff.id, live.staff.id])
    .execute()
  expect(left).toEqual([{ staff_id: live.staff.id }])
})

test('Console answers are never stored nor indexed', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInStaff(db, { roles: ['reviewer'] })
  const response = await app.inject({ url: SESSION, headers: session.headers })
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
})
