import { expect, test } from 'vitest'
import type { ReviewRequest } from '@portal/schema/production-review'
import {
  REVIEW_ERRORS,
  REVIEW_MESSAGES,
} from '@portal/schema/production-review-texts'
import {
  asStaff,
  auditOf,
  DEMO,
  markAllChecks,
  move,
  reviewApp,
  reviewMails,
  reviewTo,
  submitRequest,
} from '../../../test/review-kit.ts'

const RECIPIENTS = [
  'ada@lovelace.dev',
  'charles@lovelace.dev',
  'status@lovelace.dev',
]

test('A request goes submitted → in review → changes requested → (answer) → demo → approved, each move emailed and audited', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)

  const started = await move(app, reviewer, id, { action: 'start_review' })
  expect(started.statusCode).toBe(200)
  expect(started.json<ReviewRequest>()).toMatchObject({
    status: 'in_review',
    actions: ['request_changes', 'schedule_demo'],
  })
  const changes = await move(app, reviewer, id, {
    action: 'request_changes',
    message: 'Add a <b>privacy</b> policy link.',
  })
  expect(changes.json<ReviewRequest>().status).toBe('changes_requested')
  // The applicant's answer is its own test (applicant-status.test.ts); here the database stands in.
  await db
    .updateTable('production_requests')
    .set({ status: 'in_review' })
    .where('id', '=', id)
    .execute()
  const demo = await move(app, reviewer, id, DEMO)
  expect(demo.json<ReviewRequest>()).toMatchObject({
    status: 'demo_scheduled',
    demo: { meetingLink: DEMO.meetingLink },
  })
  expect(demo.json<ReviewRequest>().actions).toEqual([
    'request_changes',
    'schedule_demo',
  ])
  await markAllChecks(app, reviewer, id)
  const approved = await move(app, reviewer, id, {
    action: 'approve',
    message: 'Welcome aboard.',
  })
  expect(approved.statusCode).toBe(200)
  const final = approved.json<ReviewRequest>()
  expect(final.status).toBe('approved')
  expect(final.actions).toEqual([])
  expect(
    final.events
      .filter((event) => event.kind === 'transition')
      .map((event) => [event.action, event.status, event.message]),
  ).toEqual([
    ['start_review', 'in_review', null],
    [
      'request_changes',
      'changes_requested',
      'Add a <b>privacy</b> policy link.',
    ],
    ['schedule_demo', 'demo_scheduled', 'Bring the iOS build.'],
    ['approve', 'approved', 'Welcome aboard.'],
  ])

  const mails = await reviewMails(db, id)
  const templates = [
    'production-review-in-review',
    'production-review-changes-requested',
    'production-review-demo-scheduled',
    'production-review-approved',
  ]
  expect(mails.map((mail) => [mail.template, mail.recipient])).toEqual(
    templates.flatMap((template) =>
      RECIPIENTS.map((recipient) => [template, recipient]),
    ),
  )
  const audit = await auditOf(db, id)
  expect(audit.map((row) => row.action)).toEqual([
    'production_request.start_review',
    'production_request.request_changes',
    'production_request.schedule_demo',
    ...Array(6).fill('production_request.checked'),
    'production_request.approve',
  ])
  expect(audit[0]).toMatchObject({
    staff_id: reviewer.staff.id,
    staff_email: reviewer.staff.email,
    before: { status: 'submitted' },
    after: { status: 'in_review' },
  })
  expect(audit.at(-1)).toMatchObject({
    before: { status: 'demo_scheduled' },
    after: { status: 'approved', message: 'Welcome aboard.' },
  })
  expect(audit.every((row) => row.request_id.length > 0)).toBe(true)
})

test('Moves the status does not allow answer 409 in the envelope, and nothing changes', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const cases = [
    { action: 'request_changes', message: 'Early' },
    DEMO,
    { action: 'approve' },
    { action: 'deny', reason: 'Too soon' },
  ] as const
  for (const body of cases) {
    const response = await move(app, reviewer, id, body)
    expect(response.statusCode, body.action).toBe(409)
    expect(response.json<{ errors: string[] }>().errors[0]).toMatch(
      /^A request that is submitted cannot be /,
    )
  }
  await reviewTo(app, reviewer, id, [])
  expect(
    (await move(app, reviewer, id, { action: 'start_review' })).json(),
  ).toEqual({
    errors: [REVIEW_ERRORS.transition('In review', 'put in review')],
  })
  expect(
    (await move(app, reviewer, id, { action: 'approve' })).statusCode,
  ).toBe(409)
  const row = await db
    .selectFrom('production_requests')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(row.status).toBe('in_review')
  expect(await reviewMails(db, id)).toHaveLength(3)
  expect((await auditOf(db, id)).map((entry) => entry.action)).toEqual([
    'production_request.start_review',
  ])
})

test('The decision waits for the whole checklist (409), and approval for every check passed', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  await reviewTo(app, reviewer, id, [DEMO])
  const detail = await asStaff(app, reviewer, 'GET', `/${id}`)
  expect(detail.json<ReviewRequest>().actions).not.toContain('approve')
  expect((await move(app, reviewer, id, { action: 'approve' })).json()).toEqual(
    {
      errors: [REVIEW_ERRORS.checklistIncomplete],
    },
  )
  expect(
    (await move(app, reviewer, id, { action: 'deny', reason: 'No' }))
      .statusCode,
  ).toBe(409)
  await markAllChecks(app, reviewer, id)
  const failed = await asStaff(app, reviewer, 'PUT', `/${id}/checks/demo`, {
    outcome: 'failed',
    comment: 'The demo crashed.',
  })
  expect(failed.json<ReviewRequest>().actions).toEqual([
    'request_changes',
    'schedule_demo',
    'approve',
    'deny',
  ])
  expect((await move(app, reviewer, id, { action: 'approve' })).json()).toEqual(
    {
      errors: [REVIEW_ERRORS.checklistNotPassed],
    },
  )
  const denied = await move(app, reviewer, id, {
    action: 'deny',
    reason: 'The demo crashed.',
  })
  expect(denied.json<ReviewRequest>()).toMatchObject({
    status: 'denied',
    // The demo it had stays on the record (R-REVIEW-DEMO-KEPT).
    demo: { meetingLink: DEMO.meetingLink },
  })
  expect((await reviewMails(db, id)).map((mail) => mail.template).at(-1)).toBe(
    'production-review-denied',
  )
  // A closed request's checklist is closed too.
  expect(
    (
      await asStaff(app, reviewer, 'PUT', `/${id}/checks/demo`, {
        outcome: 'passed',
      })
    ).statusCode,
  ).toBe(409)
})

test('A denial needs a reason, a demo an https link and a future date: 400 with field messages', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  await reviewTo(app, reviewer, id, [])
  const noReason = await move(app, reviewer, id, {
    action: 'deny',
    reason: ' ',
  } as never)
  expect(noReason.statusCode).toBe(400)
  expect(noReason.json()).toMatchObject({
    fieldErrors: { reason: [REVIEW_MESSAGES.reason] },
  })
  const insecure = await move(app, reviewer, id, {
    ...DEMO,
    meetingLink: 'http://meet.example.gov/x',
  })
  expect(insecure.json()).toMatchObject({
    fieldErrors: { meetingLink: [REVIEW_MESSAGES.meetingLink] },
  })
  const past = await move(app, reviewer, id, { ...DEMO, date: '2020-01-02' })
  expect(past.statusCode).toBe(400)
  expect(past.json()).toMatchObject({
    fieldErrors: { date: [REVIEW_MESSAGES.dateInPast] },
  })
  const row = await db
    .selectFrom('production_requests')
    .select(['status', 'demo_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ status: 'in_review', demo_at: null })
})

test('Notes are internal, assignment is to oneself, checks are marked with notes: all on the timeline and in the audit trail', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const assigned = await asStaff(app, reviewer, 'POST', `/${id}/assign`, {
    to: 'me',
  })
  expect(assigned.json<ReviewRequest>().assignee).toEqual({
    id: reviewer.staff.id,
    name: reviewer.staff.name,
    email: reviewer.staff.email,
  })
  const noted = await asStaff(app, reviewer, 'POST', `/${id}/notes`, {
    note: '<script>alert(1)</script> Called the organization.',
  })
  const check = await asStaff(
    app,
    reviewer,
    'PUT',
    `/${id}/checks/organization`,
    {
      outcome: 'failed',
      comment: 'Not registered.',
    },
  )
  expect(noted.statusCode).toBe(200)
  const detail = check.json<ReviewRequest>()
  expect(detail.checks).toEqual([
    expect.objectContaining({
      check: 'organization',
      outcome: 'failed',
      note: 'Not registered.',
      markedBy: reviewer.staff.name,
    }),
  ])
  expect(
    detail.events.map((event) => [event.kind, event.isInternal, event.message]),
  ).toEqual([
    ['submitted', false, null],
    ['assignment', true, 'Assigned to themselves'],
    ['note', true, '<script>alert(1)</script> Called the organization.'],
    ['check', true, 'Failed: Not registered.'],
  ])
  expect(detail.events[2]?.staffName).toBe(reviewer.staff.name)
  const unassigned = await asStaff(app, reviewer, 'POST', `/${id}/assign`, {
    to: 'nobody',
  })
  expect(unassigned.json<ReviewRequest>().assignee).toBeNull()
  const audit = await auditOf(db, id)
  expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
    [
      'production_request.assigned',
      { assigneeId: null },
      { assigneeId: reviewer.staff.id },
    ],
    [
      'production_request.noted',
      null,
      { note: '<script>alert(1)</script> Called the organization.' },
    ],
    [
      'production_request.checked',
      null,
      { check: 'organization', outcome: 'failed', note: 'Not registered.' },
    ],
    [
      'production_request.assigned',
      { assigneeId: reviewer.staff.id },
      { assigneeId: null },
    ],
  ])
  expect(await reviewMails(db, id)).toEqual([])
})

test('The request page shows every field as sent, the APIs with their auth types, and 404 for an unknown id', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db, { apis: 'apikey/facilities' })
  const detail = (
    await asStaff(app, reviewer, 'GET', `/${id}`)
  ).json<ReviewRequest>()
  const stored = await db
    .selectFrom('production_requests')
    .select('request')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(detail.request).toEqual(stored.request)
  expect(detail.apis).toEqual([
    {
      entry: 'apikey/facilities',
      altId: 'facilities',
      authType: 'apikey',
      name: 'VA Facilities API',
    },
  ])
  expect(detail.status).toBe('submitted')
  const missing = await asStaff(
    app,
    reviewer,
    'GET',
    '/00000000-0000-4000-8000-000000000000',
  )
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ errors: [REVIEW_ERRORS.notFound] })
  expect((await asStaff(app, reviewer, 'GET', '/not-a-uuid')).statusCode).toBe(
    400,
  )
})
