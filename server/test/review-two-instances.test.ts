import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { ConsoleOverview } from '@portal/schema/console-overview'
import type { ReviewRequest } from '@portal/schema/production-review'
import { REVIEW_CHECKS } from '@portal/schema/production-review-checklist'
import { csrfHeaders } from './build-test-app.ts'
import {
  CONSOLE,
  DEMO,
  requestBody,
  reviewMails,
  auditOf,
} from './review-kit.ts'
import { seedDevStaff, signInThroughDevIdp } from './staff-kit.ts'
import { twoInstancesOnPostgres } from './two-instances-kit.ts'

// Issue 28, "Done means": the whole review flow on PostgreSQL with two instances (the test:pg pass
// of `.ci/run`; skipped on PGlite, which one process holds). Two apps, each with its own pool on
// the same database, stand for two servers behind a load balancer: the staff session made on one
// works on the other, the moves alternate between them, the applicant's signed link is read on
// the second, and the emails and the audit trail are those of one request worked once.

const databaseUrl = process.env.DATABASE_URL
const STATUS = '/platform-backend/v0/consumers/production-requests/status'
const RECIPIENTS = [
  'ada@lovelace.dev',
  'charles@lovelace.dev',
  'status@lovelace.dev',
]

test.skipIf(!databaseUrl)(
  'A production request is worked from submission to approval across two instances on one PostgreSQL (R-REVIEW-TWO-INSTANCES)',
  { timeout: 120_000 },
  async () => {
    const { a, b, db } = await twoInstancesOnPostgres()
    await seedDevStaff(db)

    // The reviewer signs in on A alone: the session is a row both instances read.
    const signIn = await signInThroughDevIdp(a, 'dev-reviewer')
    expect(signIn.callback.headers.location).toBe('/console')
    const csrf = csrfHeaders()
    const reviewer = {
      cookie: `${signIn.jar.header()}; ${csrf.cookie ?? ''}`,
      'x-csrf-token': csrf['x-csrf-token'] ?? '',
    }
    const me = await b.inject({
      url: '/platform-backend/v0/console/session',
      headers: reviewer,
    })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email: 'reviewer@va.example' })
    const staffId = me.json<{ id: string }>().id

    // The applicant submits on A.
    const body = requestBody()
    const submitted = await a.inject({
      method: 'POST',
      url: '/platform-backend/v0/consumers/production-requests',
      headers: csrfHeaders(),
      payload: body,
    })
    expect(submitted.statusCode).toBe(204)
    const { id } = await db
      .selectFrom('production_requests')
      .select('id')
      .where('organization', '=', body.organization ?? '')
      .executeTakeFirstOrThrow()
    // The confirmation carries the signed status link: the applicant's way back, on any instance.
    const confirmation = await db
      .selectFrom('email_outbox')
      .select(['recipient', 'payload'])
      .where('template', '=', 'production-request-confirmation')
      .where(({ eb, ref }) =>
        eb(eb.cast(ref('payload'), 'text'), 'like', `%${id}%`),
      )
      .execute()
    expect(confirmation.length).toBeGreaterThan(0)
    const statusUrl = String(
      (confirmation[0]?.payload as { statusUrl?: string }).statusUrl,
    )
    const [, linkId, signature] =
      /\/production-access\/status\/([^/]+)\/([^/]+)$/.exec(statusUrl) ?? []
    expect(linkId).toBe(id)
    const link = { id, signature }
    const applicant = (
      app: FastifyInstance,
      path: '' | '/answer',
      extra: object = {},
    ) =>
      app.inject({
        method: 'POST',
        url: `${STATUS}${path}`,
        headers: csrfHeaders(),
        payload: { ...link, ...extra },
      })

    // Each step on the next instance, as a load balancer would send them.
    const staff = (
      app: FastifyInstance,
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      payload?: object,
    ) =>
      app.inject({
        method,
        url: `${CONSOLE}/${id}${path}`,
        headers: reviewer,
        ...(payload ? { payload } : {}),
      })
    const moveOn = async (app: FastifyInstance, payload: object) => {
      const response = await staff(app, 'POST', '/transitions', payload)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<ReviewRequest>()
    }
    expect((await moveOn(b, { action: 'start_review' })).status).toBe(
      'in_review',
    )
    expect(
      (
        await moveOn(a, {
          action: 'request_changes',
          message: 'Add your privacy policy link.',
        })
      ).status,
    ).toBe('changes_requested')
    // The applicant reads the status on B and answers there.
    const seen = await applicant(b, '')
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toMatchObject({
      status: 'changes_requested',
      canAnswer: true,
    })
    const answered = await applicant(b, '/answer', {
      answer: 'Added: https://lovelace.dev/privacy',
    })
    expect(answered.statusCode, answered.body).toBe(200)
    // Checks alternate too; then the demo on B and the approval on A.
    for (const [index, check] of REVIEW_CHECKS.entries()) {
      const marked = await staff(index % 2 ? a : b, 'PUT', `/checks/${check}`, {
        outcome: 'passed',
        comment: '',
      })
      expect(marked.statusCode, check).toBe(200)
    }
    expect((await moveOn(b, DEMO)).status).toBe('demo_scheduled')
    const approved = await moveOn(a, {
      action: 'approve',
      message: 'Welcome aboard.',
    })
    expect(approved.status).toBe('approved')

    // Both instances read the same request, with the whole timeline, and the applicant sees the
    // approval through the link on B.
    const onB = await staff(b, 'GET', '')
    expect(onB.statusCode).toBe(200)
    expect(
      onB
        .json<ReviewRequest>()
        .events.filter((event) => event.kind === 'transition')
        .map((event) => event.action),
    ).toEqual([
      'start_review',
      'request_changes',
      'answer',
      'schedule_demo',
      'approve',
    ])
    expect((await applicant(b, '')).json()).toMatchObject({
      status: 'approved',
    })

    // One email per move and recipient, queued in the outbox once, whichever instance moved.
    const mails = await reviewMails(db, id)
    expect(mails.map((mail) => [mail.template, mail.recipient])).toEqual(
      [
        'production-review-in-review',
        'production-review-changes-requested',
        'production-review-answered',
        'production-review-demo-scheduled',
        'production-review-approved',
      ].flatMap((template) =>
        RECIPIENTS.map((recipient) => [template, recipient]),
      ),
    )
    // The audit trail: every staff action, by the reviewer who signed in on A.
    const audit = await auditOf(db, id)
    expect(audit.map((row) => row.action)).toEqual([
      'production_request.start_review',
      'production_request.request_changes',
      ...Array<string>(REVIEW_CHECKS.length).fill('production_request.checked'),
      'production_request.schedule_demo',
      'production_request.approve',
    ])
    expect(audit.every((row) => row.staff_id === staffId)).toBe(true)
    expect(audit.at(-1)).toMatchObject({
      before: { status: 'demo_scheduled' },
      after: { status: 'approved', message: 'Welcome aboard.' },
    })

    // Either instance's overview counts the decision the other made.
    const overview = await b.inject({
      url: '/platform-backend/v0/console/overview',
      headers: reviewer,
    })
    expect(
      overview.json<ConsoleOverview>().productionRequests.decisions,
    ).toBeGreaterThanOrEqual(1)
  },
)
