import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '@portal/schema/staff'
import type { Db } from '../src/db/client.ts'
import {
  STAFF_SESSION_COOKIE,
  createStaffStore,
  ensureStaffAtStart,
} from '../src/modules/staff-auth/index.ts'
import { DEV_IDENTITY_USERS } from '../src/modules/dev-identity/index.ts'
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
export function sessionCookieOnly(session: StaffSession): { cookie: string } {
  return { cookie: `${STAFF_SESSION_COOKIE}=${session.token}` }
}

/** The embedded identity provider's staff, as `server.ts` adds them at start on local runs. */
export async function seedDevStaff(db: Db): Promise<void> {
  await ensureStaffAtStart(db, {
    firstAdmin: null,
    devStaff: DEV_IDENTITY_USERS.flatMap((user) =>
      user.portalRoles
        ? [{ email: user.email, name: user.name, roles: user.portalRoles }]
        : [],
    ),
  })
}

/** A browser's cookies, by name (paths ignored: enough for one origin's sign-in). */
class CookieJar {
  readonly cookies = new Map<string, string>()

  take(response: { headers: Record<string, unknown> }): void {
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair = '', ...attributes] = String(line).split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const expired = attributes.some((attribute) =>
        /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ')
  }
}

/**
 * Walks a browser through a real sign-in at the embedded identity provider, in-process: the
 * console's redirect, the provider's authorization and sign-in page, the user's choice, the
 * callback. Returns the callback's answer and the browser's cookies. Given several apps (instances
 * on one database), each step goes to the next one in turn, as behind a load balancer.
 */
export async function signInThroughDevIdp(
  apps: FastifyInstance | FastifyInstance[],
  userId: string,
  returnTo = '/console',
) {
  const instances = [apps].flat()
  let turn = 0
  const jar = new CookieJar()
  const go = async (
    url: string,
    options: { method?: 'GET' | 'POST'; payload?: string } = {},
  ) => {
    const target = new URL(url, 'http://127.0.0.1:8080')
    const app = instances[turn++ % instances.length] as FastifyInstance
    const response = await app.inject({
      method: options.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        cookie: jar.header(),
        ...(options.payload
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    })
    jar.take(response)
    return response
  }
  const start = await go(
    `/platform-backend/v0/console/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
  )
  const authorize = await go(String(start.headers.location))
  const interactionUrl = String(authorize.headers.location)
  const page = await go(interactionUrl)
  const login = await go(`${interactionUrl}/login`, {
    method: 'POST',
    payload: `user=${encodeURIComponent(userId)}`,
  })
  const resume = await go(String(login.headers.location))
  const callback = await go(String(resume.headers.location))
  return { start, authorize, page, login, resume, callback, jar, go }
}
