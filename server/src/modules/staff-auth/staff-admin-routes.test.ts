import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { STAFF_AUDIT_ACTIONS, STAFF_MESSAGES } from '@portal/schema/staff'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { sessionCookieOnly, signInStaff } from '../../../test/staff-kit.ts'

const STAFF = '/platform-backend/v0/console/staff'

const uniqueEmail = (name: string) =>
  `${name}-${Math.random().toString(36).slice(2, 10)}@va.example`

test('An admin adds a staff member; the list shows them and the audit trail has the addition', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const email = uniqueEmail('new')
  const response = await app.inject({
    method: 'POST',
    url: STAFF,
    headers: admin.headers,
    payload: {
      email: ` ${email.toUpperCase()} `,
      name: 'Nia New',
      roles: ['support', 'reviewer'],
    },
  })
  expect(response.statusCode).toBe(201)
  expect(response.json()).toMatchObject({
    email,
    name: 'Nia New',
    roles: ['reviewer', 'support'],
    active: true,
    lastSignInAt: null,
  })
  const list = await app.inject({ url: STAFF, headers: admin.headers })
  expect(list.json().staff).toContainEqual(
    expect.objectContaining({ email, roles: ['reviewer', 'support'] }),
  )
  const audit = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', STAFF_AUDIT_ACTIONS.staffAdded)
    .where('entity_id', '=', response.json().id)
    .executeTakeFirstOrThrow()
  expect(audit).toMatchObject({
    staff_id: admin.staff.id,
    staff_email: admin.staff.email,
    before: null,
    after: {
      email,
      name: 'Nia New',
      roles: ['reviewer', 'support'],
      active: true,
    },
    ip: '127.0.0.1',
  })
  expect(audit.request_id).toBe(response.headers['x-request-id'])
})

test('Adding an email twice answers 409; a bad body answers 400 with the form’s messages', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const email = uniqueEmail('twice')
  const add = () =>
    app.inject({
      method: 'POST',
      url: STAFF,
      headers: admin.headers,
      payload: { email, name: 'Tw Ice', roles: ['support'] },
    })
  expect((await add()).statusCode).toBe(201)
  const again = await add()
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({
    errors: [STAFF_MESSAGES.emailTaken],
    fieldErrors: { email: [STAFF_MESSAGES.emailTaken] },
  })

  const bad = await app.inject({
    method: 'POST',
    url: STAFF,
    headers: admin.headers,
    payload: { email: 'not-an-email', name: ' ', roles: [] },
  })
  expect(bad.statusCode).toBe(400)
  expect(bad.json().fieldErrors).toEqual({
    email: [STAFF_MESSAGES.emailRequired],
    name: [STAFF_MESSAGES.nameRequired],
    roles: [STAFF_MESSAGES.rolesRequired],
  })
  const outside = await app.inject({
    method: 'POST',
    url: STAFF,
    headers: admin.headers,
    payload: {
      email: 'someone@elsewhere.example',
      name: 'Out Side',
      roles: ['support'],
    },
  })
  expect(outside.statusCode).toBe(400)
  expect(outside.json().fieldErrors).toEqual({
    email: [STAFF_MESSAGES.emailDomain],
  })
})

test('An admin changes roles and deactivates; before and after are audited and the session ends', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const member = await signInStaff(db, { roles: ['support'] })
  const patch = (payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `${STAFF}/${member.staff.id}`,
      headers: admin.headers,
      payload,
    })
  const roles = await patch({ roles: ['publisher', 'support'] })
  expect(roles.statusCode).toBe(200)
  expect(roles.json().roles).toEqual(['support', 'publisher'])
  const session = await app.inject({
    url: '/platform-backend/v0/console/session',
    headers: member.headers,
  })
  expect(session.json().roles).toEqual(['support', 'publisher'])

  const off = await patch({ active: false })
  expect(off.json().active).toBe(false)
  const after = await app.inject({
    url: '/platform-backend/v0/console/session',
    headers: member.headers,
  })
  expect(after.statusCode).toBe(401)
  const changes = await db
    .selectFrom('audit_events')
    .select(['before', 'after'])
    .where('action', '=', STAFF_AUDIT_ACTIONS.staffChanged)
    .where('entity_id', '=', member.staff.id)
    .orderBy('id')
    .execute()
  expect(changes).toEqual([
    {
      before: { roles: ['support'], active: true },
      after: { roles: ['support', 'publisher'], active: true },
    },
    {
      before: { roles: ['support', 'publisher'], active: true },
      after: { roles: ['support', 'publisher'], active: false },
    },
  ])
  expect(
    await db
      .selectFrom('staff_sessions')
      .select('id_hash')
      .where('staff_id', '=', member.staff.id)
      .execute(),
  ).toEqual([])
})

test('The last active admin cannot be demoted or deactivated (409); with a second admin it can', async () => {
  const { app, db } = await buildTestApp()
  // Only this test's admins count: the others of the shared database are set aside.
  await db
    .updateTable('staff_users')
    .set({ active: false })
    .where(sql<boolean>`'admin' = any(roles)`)
    .execute()
  const admin = await signInStaff(db, { roles: ['admin', 'reviewer'] })
  const patchSelf = (payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `${STAFF}/${admin.staff.id}`,
      headers: admin.headers,
      payload,
    })
  for (const payload of [{ roles: ['reviewer'] }, { active: false }]) {
    const refused = await patchSelf(payload)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ errors: [STAFF_MESSAGES.lastAdmin] })
  }
  const row = await db
    .selectFrom('staff_users')
    .select(['roles', 'active'])
    .where('id', '=', admin.staff.id)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ roles: ['admin', 'reviewer'], active: true })

  await signInStaff(db, { roles: ['admin'] })
  const allowed = await patchSelf({ roles: ['reviewer'] })
  expect(allowed.statusCode).toBe(200)
  expect(allowed.json().roles).toEqual(['reviewer'])
})

test('A staff member that does not exist answers 404; an id that is not one answers 400', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const missing = await app.inject({
    method: 'PATCH',
    url: `${STAFF}/00000000-0000-4000-8000-000000000000`,
    headers: admin.headers,
    payload: { active: false },
  })
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ errors: [STAFF_MESSAGES.staffNotFound] })
  const malformed = await app.inject({
    method: 'PATCH',
    url: `${STAFF}/not-a-uuid`,
    headers: admin.headers,
    payload: { active: false },
  })
  expect(malformed.statusCode).toBe(400)
})

test('An unsafe call without the CSRF pair is refused (403) and changes nothing', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const email = uniqueEmail('csrf')
  const response = await app.inject({
    method: 'POST',
    url: STAFF,
    headers: sessionCookieOnly(admin),
    payload: { email, name: 'Cs Rf', roles: ['support'] },
  })
  expect(response.statusCode).toBe(403)
  expect(response.json()).toEqual({ errors: ['Access is forbidden'] })
  expect(
    await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', email)
      .execute(),
  ).toEqual([])
})
