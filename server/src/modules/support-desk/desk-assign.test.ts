import { expect, test } from 'vitest'
import type { SupportDeskRequest } from '@portal/schema/support-desk'
import {
  asStaff,
  deskApp,
  deskAuditOf,
  submitContact,
} from '../../../test/support-desk-kit.ts'

test('A closed support request offers no assignment and refuses one with 409 until it is reopened (R-REVIEW-STATE-ACTIONS)', async () => {
  const { app, db, support } = await deskApp()
  const { id } = await submitContact(app, db)
  const closed = await asStaff(app, support, 'POST', `/${id}/transitions`, {
    action: 'close',
  })
  expect(closed.json<SupportDeskRequest>()).toMatchObject({
    status: 'closed',
    canAssign: false,
  })
  const before = await deskAuditOf(db, id)

  const refused = await asStaff(app, support, 'POST', `/${id}/assign`, {
    to: 'me',
  })
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({
    errors: ['A request that is closed cannot be assigned.'],
  })
  expect(await deskAuditOf(db, id)).toEqual(before)

  const reopened = await asStaff(app, support, 'POST', `/${id}/transitions`, {
    action: 'reopen',
  })
  expect(reopened.json<SupportDeskRequest>().canAssign).toBe(true)
  const assigned = await asStaff(app, support, 'POST', `/${id}/assign`, {
    to: 'me',
  })
  expect(assigned.statusCode).toBe(200)
  expect(assigned.json<SupportDeskRequest>().assignee?.id).toBe(
    support.staff.id,
  )
})
