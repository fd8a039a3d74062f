// What the restricted-access tests share: an ask for a blocked API, the console's calls as a
// reviewer, the applicant's signed link, and a sandbox call with the collected key.
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { RestrictedAccessTransition } from '@portal/schema/restricted-access'
import { RESTRICTED_ACCESS_CHECKS } from '@portal/schema/restricted-access-texts'
import type { Db } from '../src/db/client.ts'
import { restrictedAccessStatusUrl } from '../src/modules/restricted-access/index.ts'
import { csrfHeaders, TEST_SECRETS } from './build-test-app.ts'
import type { StaffSession } from './staff-kit.ts'

// The developer’s endpoint.
const ASK_URL = '/platform-backend/v0/consumers/restricted-access-requests'
/** The console's endpoint. */
const CONSOLE = '/platform-backend/v0/console/restricted-access-requests'

let counter = 0
/** An ask for the Appeals Status API's key (its public form is blocked), for a fresh email. */
export const askBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace${Date.now()}-${(counter += 1)}@example.gov`,
  organization: 'Board of Veterans’ Appeals',
  description: 'We build the appeals tracker for Veteran Service Officers.',
  typeAndApi: 'apikey/appeals',
  apis: 'apikey/appeals',
  termsOfService: true,
  ...overrides,
})

/** Posts an ask (with the CSRF pair). */
export const postAsk = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: ASK_URL, headers: csrfHeaders(), payload })

/** Asks through the endpoint; the stored request's id. */
export async function ask(
  app: FastifyInstance,
  db: Db,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const body = askBody(overrides)
  const response = await postAsk(app, body)
  expect(response.statusCode, response.body).toBe(204)
  const { id } = await db
    .selectFrom('restricted_access_requests')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow()
  return { id, email: body.email }
}

/** A console call as a staff member. */
export const asStaff = (
  app: FastifyInstance,
  session: StaffSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `${CONSOLE}${path}`,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  })

/** A reviewer's move; the answer. */
export const move = (
  app: FastifyInstance,
  session: StaffSession,
  id: string,
  body: RestrictedAccessTransition,
) => asStaff(app, session, 'POST', `/${id}/transitions`, body)

/** Marks every check passed, then grants. */
export async function grant(
  app: FastifyInstance,
  session: StaffSession,
  id: string,
) {
  for (const check of RESTRICTED_ACCESS_CHECKS) {
    const response = await asStaff(
      app,
      session,
      'PUT',
      `/${id}/checks/${check}`,
      {
        outcome: 'passed',
      },
    )
    expect(response.statusCode, response.body).toBe(200)
  }
  const response = await move(app, session, id, { action: 'grant' })
  expect(response.statusCode, response.body).toBe(200)
}

/** The applicant's signed pair of a request. */
export const linkOf = (id: string) => ({
  id,
  signature:
    restrictedAccessStatusUrl('', TEST_SECRETS.testDataLink, id)
      .split('/')
      .pop() ?? '',
})

/** An applicant's call through the signed link. */
export const asApplicant = (
  app: FastifyInstance,
  path: '' | '/credentials',
  payload: object,
) =>
  app.inject({
    method: 'POST',
    url: `${ASK_URL}/status${path}`,
    headers: csrfHeaders(),
    payload,
  })

/** A sandbox call to the Appeals Status API with this key. */
export const callAppeals = (app: FastifyInstance, key: string) =>
  app.inject({
    method: 'GET',
    url: '/sandbox-api/services/appeals/appeals-status/v1/appeals?icn=1012832025V743496',
    headers: { apikey: key, accept: 'application/json' },
  })

/** The outbox rows of a request: template and recipient, oldest first. */
export const mailsOf = (db: Db, id: string) =>
  db
    .selectFrom('email_outbox')
    .select(['template', 'recipient', 'payload'])
    .where('template', 'like', 'restricted-access-%')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'text'), 'like', `%${id}%`),
    )
    .orderBy('id')
    .execute()

/** The audit rows of a request, oldest first. */
export const auditOf = (db: Db, id: string) =>
  db
    .selectFrom('audit_events')
    .select(['action', 'staff_id', 'after'])
    .where('entity_type', '=', 'restricted_access_request')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute()

/** How many requests are stored. */
export const countRequests = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('restricted_access_requests')
        .select(({ fn }) => fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  )
