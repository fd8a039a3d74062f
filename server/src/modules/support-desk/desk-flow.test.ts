import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { SupportDeskRequest } from '@portal/schema/support-desk'
import { signInStaff } from '../../../test/staff-kit.ts'
import {
  asStaff,
  deskApp,
  deskAuditOf,
  repliesTo,
  submitContact,
} from '../../../test/support-desk-kit.ts'
import {
  createFileMailer,
  createOutboxStore,
  processOutbox,
  readMailbox,
} from '../outbox/index.ts'

// 60 s a test: the first one of the file opens its database copy, slow on a shared machine.

const ok = (response: {
  statusCode: number
  body: string
  json: () => unknown
}) => {
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as SupportDeskRequest
}

const TYPED =
  'Try <script>alert("x")</script> & reset the key.\nThen call again.'

test('A request’s page shows everything the requester sent and the submission on the timeline (R-SUPPORT-DESK-REQUEST)', async () => {
  const { app, db, support } = await deskApp()
  const { id, body } = await submitContact(app, db, 'PUBLISHING', {
    apiInternalOnly: true,
    apiInternalOnlyDetails: 'VA network only',
    apiDescription: 'Status of claims',
    apiOtherInfo: 'OpenAPI 3 ready',
  })
  const page = ok(await asStaff(app, support, 'GET', `/${id}`))
  expect(page).toMatchObject({
    id,
    reference: `Reference ${id}`,
    type: 'PUBLISHING',
    status: 'new',
    handedOffAt: null,
    request: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: body.email,
      organization: body.organization,
      role: 'Developer',
      description: null,
      apiDetails: 'Claims status API for VSOs',
      apiDescription: 'Status of claims',
      apiInternalOnly: true,
      apiInternalOnlyDetails: 'VA network only',
      apiOtherInfo: 'OpenAPI 3 ready',
    },
    actions: ['open', 'close'],
    canReply: true,
    canHandOff: true,
    canAssign: true,
  })
  expect(page.events.map((event) => event.kind)).toEqual(['submitted'])
  expect(
    (
      await asStaff(
        app,
        support,
        'GET',
        `/00000000-0000-4000-8000-000000000000`,
      )
    ).statusCode,
  ).toBe(404)
}, 60_000)

test('A note is internal; a reply is emailed to the requester with the reference, escaped in HTML, and the request waits on them (R-SUPPORT-DESK-REPLY)', async () => {
  const { app, db, support } = await deskApp({ freshDatabase: true })
  const { id, body } = await submitContact(app, db)

  const noted = ok(
    await asStaff(app, support, 'POST', `/${id}/notes`, { note: TYPED }),
  )
  expect(noted.events.at(-1)).toMatchObject({
    kind: 'note',
    message: TYPED,
    isInternal: true,
    staffName: support.staff.name,
  })
  expect(await repliesTo(db, body.email)).toEqual([])

  const replied = ok(
    await asStaff(app, support, 'POST', `/${id}/replies`, { reply: TYPED }),
  )
  expect(replied.status).toBe('waiting_on_requester')
  expect(replied.events.at(-1)).toMatchObject({
    kind: 'reply',
    status: 'waiting_on_requester',
    message: TYPED,
    isInternal: false,
  })
  expect(replied.actions).toEqual(['open', 'close'])
  const queued = await repliesTo(db, body.email)
  expect(queued).toHaveLength(1)

  // The email as sent: to the requester, the reference in subject and body, answers to support.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-desk-mail-'))
  await processOutbox({
    store: createOutboxStore(db),
    mailer: createFileMailer(dir),
    publicOrigin: '',
    now: () => new Date(Date.now() + 1_000),
  })
  const mail = (await readMailbox(dir)).find(
    (message) =>
      message.to === body.email && message.subject.includes('Reference'),
  )
  expect(mail).toMatchObject({
    to: body.email,
    replyTo: 'support@example.gov',
    subject: `Your VA API Platform request (Reference ${id})`,
  })
  expect(mail?.text).toContain(TYPED)
  expect(mail?.text).toContain(`Reference ${id}`)
  expect(mail?.html).toContain(
    'Try &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; reset the key.',
  )
  expect(mail?.html).not.toContain('<script>')

  expect(
    (await deskAuditOf(db, id)).map((row) => [row.action, row.after]),
  ).toEqual([
    ['support_request.noted', { note: TYPED }],
    [
      'support_request.replied',
      { status: 'waiting_on_requester', reply: TYPED, to: body.email },
    ],
  ])
}, 60_000)

test('Moves: open, close, reopen; an illegal move answers 409 and writes nothing (R-SUPPORT-DESK-STATUS)', async () => {
  const { app, db, support } = await deskApp()
  const { id, body } = await submitContact(app, db)
  const move = (action: string) =>
    asStaff(app, support, 'POST', `/${id}/transitions`, { action })

  const refusedReopen = await move('reopen')
  expect(refusedReopen.statusCode).toBe(409)
  expect(refusedReopen.json()).toEqual({
    errors: ['A request that is new cannot be reopened.'],
  })
  expect(ok(await move('open')).status).toBe('open')
  expect((await move('open')).statusCode).toBe(409)
  const closed = ok(await move('close'))
  expect(closed).toMatchObject({
    status: 'closed',
    actions: ['reopen'],
    canReply: false,
  })
  const before = await deskAuditOf(db, id)
  const closedAgain = await move('close')
  expect(closedAgain.statusCode).toBe(409)
  const replyClosed = await asStaff(app, support, 'POST', `/${id}/replies`, {
    reply: 'Too late',
  })
  expect(replyClosed.statusCode).toBe(409)
  expect(replyClosed.json()).toEqual({
    errors: ['A request that is closed cannot be answered.'],
  })
  expect(await deskAuditOf(db, id)).toEqual(before)
  expect(await repliesTo(db, body.email)).toEqual([])
  const reopened = ok(await move('reopen'))
  expect(reopened.status).toBe('open')
  expect(
    reopened.events
      .filter((event) => event.kind === 'transition')
      .map((event) => [event.action, event.status]),
  ).toEqual([
    ['open', 'open'],
    ['close', 'closed'],
    ['reopen', 'open'],
  ])
  expect((await deskAuditOf(db, id)).map((row) => row.action)).toEqual([
    'support_request.open',
    'support_request.close',
    'support_request.reopen',
  ])
  expect((await move('archive')).statusCode).toBe(400)
}, 60_000)

test('A publishing request handed to the publishers appears in their queue; they see, note and close it, and nothing else (R-SUPPORT-DESK-HANDOFF)', async () => {
  const { app, db, support } = await deskApp()
  const publisher = await signInStaff(db, { roles: ['publisher'] })
  const consumer = await submitContact(app, db, 'DEFAULT')
  const publishing = await submitContact(app, db, 'PUBLISHING')
  const kept = await submitContact(app, db, 'PUBLISHING')

  const notPublishing = await asStaff(
    app,
    support,
    'POST',
    `/${consumer.id}/hand-off`,
    {},
  )
  expect(notPublishing.statusCode).toBe(409)
  expect(notPublishing.json()).toEqual({
    errors: ['Only a publishing request can be handed to the publishers.'],
  })
  // Before the hand-off the publisher cannot see it.
  expect(
    (await asStaff(app, publisher, 'GET', `/${publishing.id}`)).statusCode,
  ).toBe(404)

  const handed = ok(
    await asStaff(app, support, 'POST', `/${publishing.id}/hand-off`, {
      handOffNote: 'A new API for the catalogue.',
    }),
  )
  expect(handed.handedOffAt).not.toBeNull()
  expect(handed.canHandOff).toBe(false)
  expect(handed.events.at(-1)).toMatchObject({
    kind: 'handoff',
    message: 'A new API for the catalogue.',
    isInternal: true,
  })
  const twice = await asStaff(
    app,
    support,
    'POST',
    `/${publishing.id}/hand-off`,
    {},
  )
  expect(twice.statusCode).toBe(409)

  // The publisher's queue holds the handed-off requests only, whatever the query asks.
  const queue = await asStaff(
    app,
    publisher,
    'GET',
    '?handedOff=no&pageSize=100',
  )
  expect(queue.statusCode).toBe(200)
  const ids = queue.json<{ rows: { id: string }[] }>().rows.map((row) => row.id)
  expect(ids).toContain(publishing.id)
  expect(ids).not.toContain(kept.id)
  expect(ids).not.toContain(consumer.id)
  const supportView = await asStaff(
    app,
    support,
    'GET',
    `?handedOff=yes&pageSize=100`,
  )
  expect(
    supportView.json<{ rows: { id: string }[] }>().rows.map((row) => row.id),
  ).toContain(publishing.id)

  const seen = ok(await asStaff(app, publisher, 'GET', `/${publishing.id}`))
  expect(seen).toMatchObject({
    actions: ['close'],
    canReply: false,
    canHandOff: false,
    canAssign: false,
  })
  ok(
    await asStaff(app, publisher, 'POST', `/${publishing.id}/notes`, {
      note: 'Scheduling an intake call.',
    }),
  )
  for (const [path, payload] of [
    ['/replies', { reply: 'Hello' }],
    ['/assign', { to: 'me' }],
    ['/hand-off', {}],
  ] as const)
    expect(
      (
        await asStaff(
          app,
          publisher,
          'POST',
          `/${publishing.id}${path}`,
          payload,
        )
      ).statusCode,
    ).toBe(403)
  expect((await asStaff(app, publisher, 'GET', '/assignees')).statusCode).toBe(
    403,
  )
  // Not handed off: a publisher gets the 404 of a missing request, for reads and changes alike.
  expect(
    (await asStaff(app, publisher, 'POST', `/${kept.id}/notes`, { note: 'x' }))
      .statusCode,
  ).toBe(404)
  expect(
    (
      await asStaff(app, publisher, 'POST', `/${kept.id}/transitions`, {
        action: 'close',
      })
    ).statusCode,
  ).toBe(404)

  const closed = ok(
    await asStaff(app, publisher, 'POST', `/${publishing.id}/transitions`, {
      action: 'close',
    }),
  )
  expect(closed.status).toBe('closed')
  const reopen = await asStaff(
    app,
    publisher,
    'POST',
    `/${publishing.id}/transitions`,
    { action: 'reopen' },
  )
  expect(reopen.statusCode).toBe(403)

  expect(
    (await deskAuditOf(db, publishing.id)).map((row) => [
      row.action,
      row.staff_id,
    ]),
  ).toEqual([
    ['support_request.handed_off', support.staff.id],
    ['support_request.noted', publisher.staff.id],
    ['support_request.close', publisher.staff.id],
  ])
}, 60_000)
