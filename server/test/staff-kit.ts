import { randomUUID } from 'node:crypto'
import type { StaffRole } from '@portal/schema/staff'
import type { Db } from '../src/db/client.ts'
import {
  STAFF_SESSION_COOKIE,
  createStaffStore,
} from '../src/modules/staff-auth/index.ts'
import { csrfHeaders } from './build-test-app.ts'

/** A staff member with a live console session, and what an API test sends as them. */
export interface StaffSession {
  staff: { id: string; email: string; name: string; roles: StaffRole[] }
  /** The session id (the cookie's value). */
  token: string
  /** Cookie (session + CSRF) and X-Csrf-Token: enough for any console call, safe or not. */
  headers: Record<string, string>
}

/** Options of `signInStaff`. */
export interface StaffSessionOptions {
  roles: StaffRole[]
  email?: string
  name?: string
  /** The session's start (the app's clock; a test clock's `now()` when the test moves time). */
  now?: number
  ip?: string
}

/**
 * Creates a staff member with these roles (or reuses the one with this email, giving it these
 * roles) and a live session directly in the database, as the OIDC callback would: API tests
 * skip the identity provider, browser tests go through it.
 */
export async function signInStaff(
  db: Db,
  options: StaffSessionOptions,
): Promise<StaffSession> {
  const store = createStaffStore(db)
  const email = (options.email ?? `staff-${randomUUID()}@va.gov`).toLowerCase()
  const name = options.name ?? `Staff ${options.roles.join(' ')}`
  const existing = await store.findByEmail(db, email)
  const row = existing
    ? await store.update(db, existing.id, {
        roles: options.roles,
        active: true,
      })
    : await store.insert(db, { email, name, roles: options.roles })
  if (!row) throw new Error(`could not create staff member ${email}`)
  const { token } = await store.createSession(
    db,
    row.id,
    options.now ?? Date.now(),
    { ip: options.ip ?? '127.0.0.1', userAgent: 'staff-kit' },
  )
  const csrf = csrfHeaders()
  return {
    staff: { id: row.id, email: row.email, name: row.name, roles: row.roles },
    token,
    headers: {
      'x-csrf-token': csrf['x-csrf-token'] ?? '',
      cookie: `${STAFF_SESSION_COOKIE}=${token}; ${csrf.cookie ?? ''}`,
    },
  }
}

/** The cookie header of a session alone (no CSRF): for checking that unsafe calls are refused. */
export function sessionCookieOnly(
  session: StaffSession,
): Record<string, string> {
  return { cookie: `${STAFF_SESSION_COOKIE}=${session.token}` }
}
