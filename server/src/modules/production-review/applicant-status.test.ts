import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { makeWebDist } from '../../../test/web-dist.ts'
import type { ApplicantStatus } from '@portal/schema/production-review'
import {
  REVIEW_ERRORS,
  REVIEW_MESSAGES,
} from '@portal/schema/production-review-texts'
import {
  asApplicant,
  asStaff,
  DEMO,
  linkOf,
  reviewApp,
  reviewMails,
  reviewTo,
  submitRequest,
} from '../../../test/review-kit.ts'

test('The confirmation email carries the signed status link; the page shows status, timeline and messages, never internal notes', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const confirmation = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('template', '=', 'production-request-confirmation')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'text'), 'like', `%${id}%`),
    )
    .executeTakeFirstOrThrow()
  const link = linkOf(id)
  expect(confirmation.payload.statusUrl).toBe(
    `http://127.0.0.1:8080/production-access/status/${id}/${link.signature}`,
  )
  await asStaff(app, reviewer, 'POST', `/${id}/notes`, {
    note: 'Internal: looks like a shell company.',
  })
  await reviewTo(app, reviewer, id, [
    { action: 'request_changes', message: 'Add your privacy policy.' },
  ])
  const response = await asApplicant(app, '', link)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
  const status = response.json<ApplicantStatus>()
  expect(status).toMatchObject({
    id,
    status: 'changes_requested',
    appName: 'Engine Finder',
    apis: ['VA Facilities API'],
    canAnswer: true,
    canWithdraw: true,
    demo: null,
  })
  expect(
    status.events.map((event) => [event.kind, event.status, event.message]),
  ).toEqual([
    ['submitted', 'submitted', null],
    ['transition', 'in_review', null],
    ['transition', 'changes_requested', 'Add your privacy policy.'],
  ])
  expect(response.body).not.toContain('shell company')
  expect(response.body).not.toContain(reviewer.staff.email)
})

test('A bad, foreign or malformed signature gets 403 with one message; nothing is read or changed', async () => {
  const { app, db } = await reviewApp()
  const id = await submitRequest(app, db)
  const other = await submitRequest(app, db)
  const bad = [
    { id, signature: 'x'.repeat(43) },
    { id, signature: linkOf(other).signature },
    { id: 'not-a-uuid', signature: linkOf(id).signature },
    {
      id: '00000000-0000-4000-8000-000000000000',
      signature: linkOf(id).signature,
    },
  ]
  for (const link of bad)
    for (const path of ['', '/withdraw', '/calendar'] as const) {
      const response = await asApplicant(app, path, link)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ errors: [REVIEW_ERRORS.invalidLink] })
    }
  const answer = await asApplicant(app, '/answer', {
    ...bad[1],
    answer: 'Hello',
  })
  expect(answer.statusCode).toBe(403)
  const row = await db
    .selectFrom('production_requests')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(row.status).toBe('submitted')
})

test('The applicant answers a changes request: back in review, the answer on the timeline and emailed; no second answer (409)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const link = linkOf(id)
  const early = await asApplicant(app, '/answer', {
    ...link,
    answer: 'Too early',
  })
  expect(early.statusCode).toBe(409)
  await reviewTo(app, reviewer, id, [
    { action: 'request_changes', message: 'Which platforms?' },
  ])
  const empty = await asApplicant(app, '/answer', { ...link, answer: '  ' })
  expect(empty.statusCode).toBe(400)
  expect(empty.json()).toMatchObject({
    fieldErrors: { answer: [REVIEW_MESSAGES.answer] },
  })
  const answered = await asApplicant(app, '/answer', {
    ...link,
    answer: 'iOS & Android <only>.',
  })
  expect(answered.statusCode).toBe(200)
  const status = answered.json<ApplicantStatus>()
  expect(status).toMatchObject({ status: 'in_review', canAnswer: false })
  expect(status.events.at(-1)).toMatchObject({
    actor: 'applicant',
    action: 'answer',
    message: 'iOS & Android <only>.',
  })
  expect(
    (await asApplicant(app, '/answer', { ...link, answer: 'Again' }))
      .statusCode,
  ).toBe(409)
  const mails = await reviewMails(db, id)
  expect(
    mails.filter((mail) => mail.template === 'production-review-answered'),
  ).toHaveLength(3)
})

test('The demo’s calendar file is RFC 5545 with the meeting link; none before a demo is set (404)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const link = linkOf(id)
  expect((await asApplicant(app, '/calendar', link)).statusCode).toBe(404)
  await reviewTo(app, reviewer, id, [
    { ...DEMO, date: '2099-07-15', time: '14:00' },
  ])
  const status = (await asApplicant(app, '', link)).json<ApplicantStatus>()
  expect(status.demo).toEqual({
    at: '2099-07-15T18:00:00.000Z',
    meetingLink: DEMO.meetingLink,
  })
  const calendar = await asApplicant(app, '/calendar', link)
  expect(calendar.statusCode).toBe(200)
  expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8')
  expect(calendar.headers['content-disposition']).toBe(
    'attachment; filename="demo.ics"',
  )
  // RFC 5545 folds lines at 75 octets: a CRLF and a space continue the line.
  const lines = calendar.body.replace(/\r\n[ \t]/g, '').split('\r\n')
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines).toContain('VERSION:2.0')
  expect(lines).toContain('DTSTART:20990715T180000Z')
  expect(lines).toContain('DURATION:PT60M')
  expect(lines).toContain(`URL:${DEMO.meetingLink}`)
  expect(lines).toContain(`UID:production-request-${id}@developer.va.gov`)
  expect(lines.at(-2)).toBe('END:VCALENDAR')
})

test('The applicant withdraws an open request (emailed, on the timeline); a closed one cannot be withdrawn (409)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const id = await submitRequest(app, db)
  const link = linkOf(id)
  await reviewTo(app, reviewer, id, [DEMO])
  const withdrawn = await asApplicant(app, '/withdraw', link)
  expect(withdrawn.statusCode).toBe(200)
  expect(withdrawn.json<ApplicantStatus>()).toMatchObject({
    status: 'withdrawn',
    canWithdraw: false,
    canAnswer: false,
    // The demo it had stays on the record (R-REVIEW-DEMO-KEPT).
    demo: { meetingLink: DEMO.meetingLink },
  })
  expect((await asApplicant(app, '/withdraw', link)).json()).toEqual({
    errors: [REVIEW_ERRORS.transition('Withdrawn', 'withdrawn')],
  })
  expect(
    (
      await asStaff(app, reviewer, 'POST', `/${id}/transitions`, {
        action: 'deny',
        reason: 'x',
      })
    ).statusCode,
  ).toBe(409)
  const templates = (await reviewMails(db, id)).map((mail) => mail.template)
  expect(
    templates.filter((template) => template === 'production-review-withdrawn'),
  ).toHaveLength(3)
  const history = await db
    .selectFrom('production_request_status_history')
    .select('status')
    .where('request_id', '=', id)
    .orderBy('id')
    .execute()
  expect(history.map((row) => row.status)).toEqual([
    'submitted',
    'in_review',
    'demo_scheduled',
    'withdrawn',
  ])
})

test('The status page itself is never stored, indexed or sent on as a referrer', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const { id, signature } = linkOf('00000000-0000-4000-8000-000000000000')
  const page = await app.inject({
    url: `/production-access/status/${id}/${signature}`,
  })
  expect(page.statusCode).toBe(200)
  expect(page.headers).toMatchObject({
    'cache-control': 'private, no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  })
})
