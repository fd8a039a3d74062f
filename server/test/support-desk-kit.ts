// What the support desk's API tests share: an app with a support staff member, a contact-form
// request submitted through the public endpoint, console calls as staff, the outbox and the audit.
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import {
  buildTestApp,
  csrfHeaders,
  type TestAppOptions,
} from './build-test-app.ts'
import { signInStaff, type StaffSession } from './staff-kit.ts'

const CONTACT_URL = '/platform-backend/v0/support/contact-us/requests'

// The console's support desk API.
const DESK = '/platform-backend/v0/console/support-requests'

/** A test app with a signed-in support staff member. */
export async function deskApp(options: TestAppOptions = {}) {
  const { app, db } = await buildTestApp({
    supportEmail: 'support@example.gov',
    ...options,
  })
  const support = await signInStaff(db, { roles: ['support'] })
  return { app, db, support }
}

const uniqueEmail = () =>
  `desk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

/** A consumer support request's body; `type: 'PUBLISHING'` gives a publishing one. */
function contactBody(
  type: 'DEFAULT' | 'PUBLISHING' = 'DEFAULT',
  overrides: Record<string, unknown> = {},
) {
  return {
    type,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    organization: `Engines ${Math.random().toString(36).slice(2, 8)}`,
    role: 'Developer',
    ...(type === 'DEFAULT'
      ? { description: 'My sandbox key returns 401.' }
      : {
          apiDetails: 'Claims status API for VSOs',
          apiInternalOnly: false,
        }),
    ...overrides,
  }
}

/** Submits a request through the contact form's endpoint; its id and what was sent. */
export async function submitContact(
  app: FastifyInstance,
  db: Db,
  type: 'DEFAULT' | 'PUBLISHING' = 'DEFAULT',
  overrides: Record<string, unknown> = {},
) {
  const body = contactBody(type, overrides)
  const response = await app.inject({
    method: 'POST',
    url: CONTACT_URL,
    headers: csrfHeaders(),
    payload: body,
  })
  expect(response.statusCode, response.body).toBe(204)
  const row = await db
    .selectFrom('support_requests')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow()
  return { id: row.id, body }
}

/** A console call to the desk as a staff member. */
export function asStaff(
  app: FastifyInstance,
  session: StaffSession,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `${DESK}${path}`,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  })
}

/** The audit rows of a request, oldest first. */
export const deskAuditOf = (db: Db, id: string) =>
  db
    .selectFrom('audit_events')
    .select(['action', 'staff_id', 'before', 'after'])
    .where('entity_type', '=', 'support_request')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute()

/** The replies queued for a request's requester, oldest first. */
export const repliesTo = (db: Db, email: string) =>
  db
    .selectFrom('email_outbox')
    .select(['template', 'recipient', 'payload'])
    .where('template', '=', 'support-reply')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute()
