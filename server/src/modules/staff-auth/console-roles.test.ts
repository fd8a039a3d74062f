import { expect, test } from 'vitest'
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  type StaffRole,
} from '@portal/schema/staff'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { newEntry } from '../../../test/api-entry-kit.ts'
import { testUserInput } from '../../../test/test-user-kit.ts'

const API = '/platform-backend/v0/console'
const DESK = `${API}/support-requests`
const NO_ID = '00000000-0000-4000-8000-000000000000'

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  url: string
  payload?: object
  /** The roles allowed; empty: any staff member. */
  roles: StaffRole[]
}

/** Every console endpoint, with the roles that may call it (issues 28 and 29). */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: `${API}/session`, roles: [] },
  { method: 'GET', url: `${API}/staff`, roles: ['admin'] },
  {
    method: 'POST',
    url: `${API}/staff`,
    payload: { email: 'table@va.example', name: 'Ta Ble', roles: ['support'] },
    roles: ['admin'],
  },
  {
    method: 'PATCH',
    url: `${API}/staff/00000000-0000-4000-8000-000000000000`,
    payload: { roles: ['support'] },
    roles: ['admin'],
  },
  { method: 'GET', url: `${API}/audit`, roles: ['admin'] },
  { method: 'GET', url: `${API}/audit.csv`, roles: ['admin'] },
  // The support desk (console-support): publishers reach the requests handed to them (a made-up
  // id is a 404 to both roles), support staff every request.
  { method: 'GET', url: DESK, roles: ['support', 'publisher'] },
  { method: 'GET', url: `${DESK}/assignees`, roles: ['support'] },
  { method: 'GET', url: `${DESK}/${NO_ID}`, roles: ['support', 'publisher'] },
  {
    method: 'POST',
    url: `${DESK}/${NO_ID}/assign`,
    payload: { to: 'me' },
    roles: ['support'],
  },
  {
    method: 'POST',
    url: `${DESK}/${NO_ID}/notes`,
    payload: { note: 'A note' },
    roles: ['support', 'publisher'],
  },
  {
    method: 'POST',
    url: `${DESK}/${NO_ID}/replies`,
    payload: { reply: 'Hello' },
    roles: ['support'],
  },
  {
    method: 'POST',
    url: `${DESK}/${NO_ID}/transitions`,
    payload: { action: 'close' },
    roles: ['support', 'publisher'],
  },
  {
    method: 'POST',
    url: `${DESK}/${NO_ID}/hand-off`,
    payload: {},
    roles: ['support'],
  },
  // The console overview (module console-overview).
  {
    method: 'GET',
    url: `${API}/overview`,
    roles: ['reviewer', 'support', 'admin'],
  },
  // API entries (issue 29): publishers only.
  { method: 'GET', url: `${API}/api-entries`, roles: ['publisher'] },
  {
    method: 'POST',
    url: `${API}/api-entries`,
    payload: newEntry({
      urlSlug: 'role-table',
      urlFragment: 'role_table',
      altID: null,
    }),
    roles: ['publisher'],
  },
  {
    method: 'POST',
    url: `${API}/api-entries/preview`,
    payload: newEntry(),
    roles: ['publisher'],
  },
  {
    method: 'POST',
    url: `${API}/api-entries/markdown-preview`,
    payload: { markdown: '**Hello**' },
    roles: ['publisher'],
  },
  {
    method: 'GET',
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000`,
    roles: ['publisher'],
  },
  {
    method: 'PUT',
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000`,
    payload: newEntry(),
    roles: ['publisher'],
  },
  {
    method: 'GET',
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000/versions`,
    roles: ['publisher'],
  },
  {
    method: 'POST',
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000/versions/1/revert`,
    roles: ['publisher'],
  },
  // An API's sandbox test users (issue 36): publishers only.
  ...(['GET', 'POST'] as const).map((method) => ({
    method,
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000/test-users`,
    ...(method === 'POST' ? { payload: testUserInput() } : {}),
    roles: ['publisher' as const],
  })),
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000/test-users/1`,
    ...(method === 'PUT' ? { payload: testUserInput() } : {}),
    roles: ['publisher' as const],
  })),
  {
    method: 'GET',
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000/test-users/versions`,
    roles: ['publisher'],
  },
  // Deprecation notices (issue 36).
  {
    method: 'GET',
    url: `${API}/api-entries/00000000-0000-4000-8000-000000000000/deprecation-notices`,
    roles: ['publisher'],
  },
  // Spec publishing (issue 29): an API that does not exist answers 404 once through the guard.
  { method: 'GET', url: `${API}/api-specs`, roles: ['publisher'] },
  { method: 'GET', url: `${API}/apis/no-such-api/specs`, roles: ['publisher'] },
  {
    method: 'POST',
    url: `${API}/apis/no-such-api/specs/check`,
    payload: { document: '{}' },
    roles: ['publisher'],
  },
  {
    method: 'POST',
    url: `${API}/apis/no-such-api/specs`,
    payload: { document: '{}', releaseNote: 'Note' },
    roles: ['publisher'],
  },
  {
    method: 'POST',
    url: `${API}/apis/no-such-api/specs/rollback`,
    payload: {},
    roles: ['publisher'],
  },
]

const label = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint.url.replace(API, '…/console')}`

test.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
  '%s: 401 without a session, 403 for a role without the right, through for one with it',
  async (_name, endpoint) => {
    const { app, db } = await buildTestApp()
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers,
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      })
    const anonymous = await call(csrfHeaders())
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({
      errors: [STAFF_MESSAGES.signInRequired],
    })

    const seen = []
    for (const role of STAFF_ROLES) {
      const session = await signInStaff(db, { roles: [role] })
      const response = await call(session.headers)
      // Through the guard: whatever the route then answers (404 for the made-up id, 409 twice).
      const through = [200, 201, 404, 409].includes(response.statusCode)
      seen.push({
        role,
        answer: through ? 'through' : response.json(),
      })
    }
    expect(seen).toEqual(
      STAFF_ROLES.map((role) => ({
        role,
        answer:
          endpoint.roles.length === 0 || endpoint.roles.includes(role)
            ? 'through'
            : { errors: [STAFF_MESSAGES.roleRequired] },
      })),
    )
  },
)

test('Sign-out ends the session on the server and is audited; without the CSRF pair it is refused', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInStaff(db, { roles: ['support'] })
  const signOut = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `${API}/auth/sign-out`, headers })

  const forged = await signOut({ cookie: session.headers.cookie ?? '' })
  expect(forged.statusCode).toBe(403)
  expect(
    (await app.inject({ url: `${API}/session`, headers: session.headers }))
      .statusCode,
  ).toBe(200)

  const out = await signOut(session.headers)
  expect(out.statusCode).toBe(204)
  expect(String(out.headers['set-cookie'])).toMatch(/staff_session=;/)
  // The cookie's value alone no longer opens anything, wherever it is replayed.
  expect(
    (await app.inject({ url: `${API}/session`, headers: session.headers }))
      .statusCode,
  ).toBe(401)
  const rows = await db
    .selectFrom('audit_events')
    .select(['action', 'staff_id'])
    .where('action', '=', 'staff.sign_out')
    .where('staff_id', '=', session.staff.id)
    .execute()
  expect(rows).toHaveLength(1)
})
