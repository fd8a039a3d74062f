// What the review's API tests share: an app with a reviewer, a submitted request, calls as staff
// or as the applicant, and the moves that bring a request to a status.
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { ProductionRequest } from '@portal/schema/production-request'
import { REVIEW_CHECKS } from '@portal/schema/production-review-checklist'
import type { TransitionRequest } from '@portal/schema/production-review'
import type { StaffRole } from '@portal/schema/staff'
import { makeProductionRequestBody } from '@portal/schema/fixtures/production-request'
import type { Db } from '../src/db/client.ts'
import { statusLinkSignature } from '../src/modules/production-requests/index.ts'
import {
  buildTestApp,
  csrfHeaders,
  TEST_SECRETS,
  type TestAppOptions,
} from './build-test-app.ts'
import { signInStaff, type StaffSession } from './staff-kit.ts'

const PRODUCTION_REQUESTS_URL =
  '/platform-backend/v0/consumers/production-requests'

/** A valid two-step request (an open-data API with a key), for an organization of its own. */
export const requestBody = (overrides: Partial<ProductionRequest> = {}) =>
  makeProductionRequestBody({
    organization: `Engines ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
    ...overrides,
  })

/** The console's review API. */
export const CONSOLE = '/platform-backend/v0/console/production-requests'
/** The applicant's status API. */
const STATUS =
  '/platform-backend/v0/consumers/production-requests/status'

/** A test app with a signed-in reviewer. */
export async function reviewApp(options: TestAppOptions = {}) {
  const { app, db } = await buildTestApp(options)
  const reviewer = await signInStaff(db, { roles: ['reviewer'] })
  return { app, db, reviewer }
}

/** Someone else with a console session and these roles. */
export const staffWith = (db: Db, roles: StaffRole[]) =>
  signInStaff(db, { roles })

/** Submits a request through the public form's endpoint; its id. */
export async function submitRequest(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<ProductionRequest> = {},
): Promise<string> {
  const body = requestBody(overrides)
  const response = await app.inject({
    method: 'POST',
    url: PRODUCTION_REQUESTS_URL,
    headers: csrfHeaders(),
    payload: body,
  })
  expect(response.statusCode).toBe(204)
  const row = await db
    .selectFrom('production_requests')
    .select('id')
    .where('organization', '=', body.organization ?? '')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A console call as a staff member. */
export function asStaff(
  app: FastifyInstance,
  session: StaffSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `${CONSOLE}${path}`,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  })
}

/** A reviewer's move; the answer. */
export const move = (
  app: FastifyInstance,
  session: StaffSession,
  id: string,
  body: TransitionRequest,
) => asStaff(app, session, 'POST', `/${id}/transitions`, body)

/** Marks every check of the checklist. */
export async function markAllChecks(
  app: FastifyInstance,
  session: StaffSession,
  id: string,
  outcome: 'passed' | 'failed' = 'passed',
) {
  for (const check of REVIEW_CHECKS) {
    const response = await asStaff(
      app,
      session,
      'PUT',
      `/${id}/checks/${check}`,
      {
        outcome,
        comment: outcome === 'failed' ? 'Not good enough' : '',
      },
    )
    expect(response.statusCode).toBe(200)
  }
}

/** A demo a week from the test's clock. */
export const DEMO = {
  action: 'schedule_demo',
  date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  time: '14:30',
  meetingLink: 'https://meet.example.gov/engine-finder',
  message: 'Bring the iOS build.',
} as const

/** Moves a fresh request to `in_review` (start), then further as asked. */
export async function reviewTo(
  app: FastifyInstance,
  session: StaffSession,
  id: string,
  moves: TransitionRequest[],
) {
  for (const body of [{ action: 'start_review' } as const, ...moves]) {
    const response = await move(app, session, id, body)
    expect(response.statusCode, response.body).toBe(200)
  }
}

/** The applicant's signed link of a request. */
export const linkOf = (id: string) => ({
  id,
  signature: statusLinkSignature(TEST_SECRETS.testDataLink, id),
})

/** An applicant's call through the signed link. */
export const asApplicant = (
  app: FastifyInstance,
  path: '' | '/answer' | '/withdraw' | '/calendar',
  payload: object,
) =>
  app.inject({
    method: 'POST',
    url: `${STATUS}${path}`,
    headers: csrfHeaders(),
    payload,
  })

/** The outbox rows of a request's review emails: template and recipient, oldest first. */
export const reviewMails = (db: Db, id: string) =>
  db
    .selectFrom('email_outbox')
    .select(['template', 'recipient', 'payload'])
    .where('template', 'like', 'production-review-%')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'text'), 'like', `%${id}%`),
    )
    .orderBy('id')
    .execute()

/** The audit rows of a request, oldest first. */
export const auditOf = (db: Db, id: string) =>
  db
    .selectFrom('audit_events')
    .select([
      'action',
      'staff_id',
      'staff_email',
      'before',
      'after',
      'request_id',
    ])
    .where('entity_type', '=', 'production_request')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute()
