import { expect, test } from 'vitest'
import { STAFF_ROLES } from '@portal/schema/staff'
import { csrfHeaders } from '../../../test/build-test-app.ts'
import { sessionCookieOnly } from '../../../test/staff-kit.ts'
import {
  auditOf,
  CONSOLE,
  reviewApp,
  staffWith,
  submitRequest,
} from '../../../test/review-kit.ts'

// Every endpoint of the review, with a body that a reviewer's call would accept.
const ENDPOINTS = (id: string) =>
  [
    ['GET', '', undefined],
    ['GET', `/${id}`, undefined],
    ['GET', `/${id}/sandbox-usage`, undefined],
    ['POST', `/${id}/assign`, { to: 'me' }],
    ['POST', `/${id}/notes`, { note: 'A note' }],
    ['PUT', `/${id}/checks/app_name`, { outcome: 'passed' }],
    ['POST', `/${id}/transitions`, { action: 'start_review' }],
  ] as const

test('Role table: no session 401, a staff member without the reviewer role 403, a reviewer 200 (R-REVIEW-ROLES)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const others = await Promise.all(
    STAFF_ROLES.filter((role) => role !== 'reviewer').map((role) =>
      staffWith(db, [role]),
    ),
  )
  for (const [method, path, payload] of ENDPOINTS(id)) {
    const call = (headers: Record<string, string>) =>
      app.inject({
        method,
        url: `${CONSOLE}${path}`,
        headers,
        ...(payload ? { payload } : {}),
      })
    const anonymous = await call(csrfHeaders())
    expect(anonymous.statusCode, `${method} ${path} signed out`).toBe(401)
    expect(anonymous.json<{ errors: string[] }>().errors).toHaveLength(1)
    for (const session of others) {
      const refused = await call(session.headers)
      expect(
        refused.statusCode,
        `${method} ${path} as ${session.staff.roles.join()}`,
      ).toBe(403)
      expect(refused.json<{ errors: string[] }>().errors).toHaveLength(1)
    }
    // The session alone is not enough for a change: the CSRF pair is checked first.
    const withoutCsrf = await call(sessionCookieOnly(reviewer))
    expect(withoutCsrf.statusCode).toBe(method === 'GET' ? 200 : 403)
    const allowed = await call(reviewer.headers)
    expect(allowed.statusCode, `${method} ${path} as reviewer`).toBe(200)
  }
  // Only the reviewer's own calls reached the request.
  expect((await auditOf(db, id)).map((row) => row.staff_id)).toEqual(
    Array(4).fill(reviewer.staff.id),
  )
}, 60_000)

test('A reviewer who also holds other roles is a reviewer', async () => {
  const { app, db } = await reviewApp()
  const both = await staffWith(db, ['support', 'reviewer'])
  const response = await app.inject({
    method: 'GET',
    url: CONSOLE,
    headers: both.headers,
  })
  expect(response.statusCode).toBe(200)
})
