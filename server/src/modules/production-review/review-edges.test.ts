import { expect, test } from 'vitest'
import type {
  ApplicantStatus,
  ReviewRequest,
} from '@portal/schema/production-review'
import {
  asApplicant,
  asStaff,
  auditOf,
  DEMO,
  linkOf,
  markAllChecks,
  move,
  reviewApp,
  reviewTo,
  submitRequest,
} from '../../../test/review-kit.ts'

// The review's rough edges of issue 34: what a decided request keeps and refuses.

test('A decided request keeps its demo’s date and link, in the console and on the status page (R-REVIEW-DEMO-KEPT)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  await reviewTo(app, reviewer, id, [DEMO])
  await markAllChecks(app, reviewer, id)
  const approved = await move(app, reviewer, id, { action: 'approve' })
  expect(approved.statusCode).toBe(200)

  const console = approved.json<ReviewRequest>()
  expect(console.status).toBe('approved')
  expect(console.demo).toMatchObject({ meetingLink: DEMO.meetingLink })
  expect(console.demo?.at).toMatch(new RegExp(`^${DEMO.date}T`))
  const status = await asApplicant(app, '', linkOf(id))
  expect(status.statusCode).toBe(200)
  expect(status.json<ApplicantStatus>()).toMatchObject({
    status: 'approved',
    demo: console.demo,
  })
})

test('A request sent back for changes after its demo was set shows no demo until a new one (R-REVIEW-DEMO-KEPT)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  await reviewTo(app, reviewer, id, [
    DEMO,
    { action: 'request_changes', message: 'Add the privacy policy.' },
  ])
  const page = await asStaff(app, reviewer, 'GET', `/${id}`)
  expect(page.json<ReviewRequest>()).toMatchObject({
    status: 'changes_requested',
    demo: null,
  })
})

test('A closed request cannot be assigned or unassigned: 409 in the envelope, nothing written (R-REVIEW-STATE-ACTIONS)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  await reviewTo(app, reviewer, id, [])
  await markAllChecks(app, reviewer, id)
  const denied = await move(app, reviewer, id, {
    action: 'deny',
    reason: 'The app does not serve Veterans.',
  })
  expect(denied.statusCode).toBe(200)
  const before = await auditOf(db, id)

  for (const to of ['me', 'nobody'] as const) {
    const response = await asStaff(app, reviewer, 'POST', `/${id}/assign`, {
      to,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      errors: ['A request that is denied cannot be assigned.'],
    })
  }
  expect(await auditOf(db, id)).toEqual(before)
  const page = await asStaff(app, reviewer, 'GET', `/${id}`)
  expect(page.json<ReviewRequest>().assignee).toBeNull()
})
