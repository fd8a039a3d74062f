import { expect, test } from 'vitest'
import type { SupportQueue } from '@portal/schema/support-desk'
import { signInStaff } from '../../../test/staff-kit.ts'
import {
  asStaff,
  deskApp,
  deskAuditOf,
  submitContact,
} from '../../../test/support-desk-kit.ts'

// 60 s a test: the first one of the file opens its database copy, slow on a shared machine.

const queueOf = async (
  response: Awaited<ReturnType<typeof asStaff>>,
): Promise<SupportQueue> => {
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SupportQueue>()
}

test('A contact-form request arrives in the queue as new; search, filters and sort find it (R-SUPPORT-DESK-QUEUE)', async () => {
  const { app, db, support } = await deskApp()
  const tag = `Queue${Date.now()}`
  const first = await submitContact(app, db, 'DEFAULT', {
    organization: `${tag} Alpha`,
    lastName: 'Babbage',
  })
  const second = await submitContact(app, db, 'PUBLISHING', {
    organization: `${tag} Beta`,
    lastName: 'Hopper',
  })

  const all = await queueOf(await asStaff(app, support, 'GET', `?q=${tag}`))
  expect(all.total).toBe(2)
  expect(all.rows.map((row) => row.id)).toEqual([first.id, second.id])
  expect(all.rows[0]).toMatchObject({
    type: 'DEFAULT',
    status: 'new',
    name: 'Ada Babbage',
    email: first.body.email,
    organization: `${tag} Alpha`,
    summary: 'My sandbox key returns 401.',
    handedOffAt: null,
    assignee: null,
  })
  // The search reads email too, and % is the character, not a wildcard.
  expect(
    (
      await queueOf(
        await asStaff(
          app,
          support,
          'GET',
          `?q=${encodeURIComponent(second.body.email.toUpperCase())}`,
        ),
      )
    ).rows.map((row) => row.id),
  ).toEqual([second.id])
  expect(
    (await queueOf(await asStaff(app, support, 'GET', `?q=${tag}%25`))).total,
  ).toBe(0)

  const byType = await queueOf(
    await asStaff(app, support, 'GET', `?q=${tag}&type=PUBLISHING`),
  )
  expect(byType.rows.map((row) => row.id)).toEqual([second.id])
  const newest = await queueOf(
    await asStaff(app, support, 'GET', `?q=${tag}&sort=-submitted`),
  )
  expect(newest.rows.map((row) => row.id)).toEqual([second.id, first.id])
  const byName = await queueOf(
    await asStaff(app, support, 'GET', `?q=${tag}&sort=-name`),
  )
  expect(byName.rows.map((row) => row.name)).toEqual([
    'Ada Hopper',
    'Ada Babbage',
  ])

  // Status and assignee filters follow the changes.
  await asStaff(app, support, 'POST', `/${first.id}/assign`, { to: 'me' })
  await asStaff(app, support, 'POST', `/${first.id}/transitions`, {
    action: 'open',
  })
  const mine = await queueOf(
    await asStaff(app, support, 'GET', `?q=${tag}&assignee=me&status=open`),
  )
  expect(mine.rows.map((row) => row.id)).toEqual([first.id])
  expect(mine.rows[0]?.assignee?.id).toBe(support.staff.id)
  const unassigned = await queueOf(
    await asStaff(app, support, 'GET', `?q=${tag}&assignee=nobody`),
  )
  expect(unassigned.rows.map((row) => row.id)).toEqual([second.id])
  const paged = await queueOf(
    await asStaff(app, support, 'GET', `?q=${tag}&pageSize=1&page=2`),
  )
  expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 })
  expect(paged.rows.map((row) => row.id)).toEqual([second.id])

  const bad = await asStaff(app, support, 'GET', '?status=pending&sort=age')
  expect(bad.statusCode).toBe(400)
  expect(bad.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0)
}, 60_000)

test('Assign to me, to another support staff member, or nobody; never to someone without the role (R-SUPPORT-DESK-ASSIGN)', async () => {
  const { app, db, support } = await deskApp()
  const colleague = await signInStaff(db, {
    roles: ['support'],
    name: 'Casey Colleague',
  })
  const reviewer = await signInStaff(db, { roles: ['reviewer'] })
  const { id } = await submitContact(app, db)

  const assignees = await asStaff(app, support, 'GET', '/assignees')
  expect(assignees.statusCode).toBe(200)
  const ids = assignees
    .json<{ staff: { id: string }[] }>()
    .staff.map((staff) => staff.id)
  expect(ids).toEqual(
    expect.arrayContaining([support.staff.id, colleague.staff.id]),
  )
  expect(ids).not.toContain(reviewer.staff.id)

  const toColleague = await asStaff(app, support, 'POST', `/${id}/assign`, {
    to: colleague.staff.id,
  })
  expect(toColleague.statusCode, toColleague.body).toBe(200)
  expect(toColleague.json().assignee).toMatchObject({
    id: colleague.staff.id,
    name: 'Casey Colleague',
  })
  const refused = await asStaff(app, support, 'POST', `/${id}/assign`, {
    to: reviewer.staff.id,
  })
  expect(refused.statusCode).toBe(400)
  expect(refused.json().fieldErrors).toEqual({
    to: ['That person does not hold the support role.'],
  })
  const toMe = await asStaff(app, support, 'POST', `/${id}/assign`, {
    to: 'me',
  })
  expect(toMe.json().assignee.id).toBe(support.staff.id)
  const toNobody = await asStaff(app, support, 'POST', `/${id}/assign`, {
    to: 'nobody',
  })
  expect(toNobody.json().assignee).toBeNull()

  const events = toNobody
    .json<{
      events: { kind: string; message: string; isInternal: boolean }[]
    }>()
    .events.filter((event) => event.kind === 'assignment')
  expect(events.map((event) => event.message)).toEqual([
    'Assigned to Casey Colleague',
    'Assigned to themselves',
    'Unassigned',
  ])
  expect(events.every((event) => event.isInternal)).toBe(true)
  // Three changes, three audit rows; the refused one left none.
  expect(
    (await deskAuditOf(db, id)).map((row) => [row.action, row.after]),
  ).toEqual([
    ['support_request.assigned', { assigneeId: colleague.staff.id }],
    ['support_request.assigned', { assigneeId: support.staff.id }],
    ['support_request.assigned', { assigneeId: null }],
  ])
}, 60_000)
