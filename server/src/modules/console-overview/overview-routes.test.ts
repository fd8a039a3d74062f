import { expect, test } from 'vitest'
import type { ConsoleOverview } from '@portal/schema/console-overview'
import { STAFF_MESSAGES } from '@portal/schema/staff'
import { csrfHeaders } from '../../../test/build-test-app.ts'
import {
  clockApp,
  DAY,
  live,
  OVERVIEW,
  someMonday,
} from '../../../test/overview-kit.ts'
import { weekStarts } from './overview-service.ts'

// A Monday, noon UTC, years from the real date: only this file's requests fall in its windows.
const MONDAY = someMonday()
/** The date `days` from MONDAY, `YYYY-MM-DD`. */
const dayOf = (days: number) =>
  new Date(MONDAY + days * DAY).toISOString().slice(0, 10)

const countsOf = (overview: ConsoleOverview) =>
  Object.fromEntries(
    overview.productionRequests.openByStatus.map((row) => [
      row.status,
      row.count,
    ]),
  )

test(
  'The overview counts open requests per status and the overdue ones, and takes the medians and weekly counts of its windows (R-OVERVIEW-FIGURES)',
  { timeout: 60_000 },
  async () => {
    const control = await clockApp(MONDAY)
    const { app, db, at, staffNow } = control
    const read = async () => {
      at(MONDAY)
      const admin = await staffNow(['admin'])
      const response = await app.inject({
        url: OVERVIEW,
        headers: admin.headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<ConsoleOverview>()
    }
    // Open counts are of every request in the database: the test compares them before and after.
    const before = await read()

    // Reviewed 2 days after submission, still in review and past its date (10 business days).
    await live(app, db, control, {
      submittedAt: MONDAY - 20 * DAY,
      reviewStartedAt: MONDAY - 18 * DAY,
    })
    // Reviewed after 5 days, denied after 6.
    await live(app, db, control, {
      submittedAt: MONDAY - 15 * DAY,
      reviewStartedAt: MONDAY - 10 * DAY,
      deniedAt: MONDAY - 9 * DAY,
    })
    // Submitted, not yet due (Friday before; due two weeks later).
    await live(app, db, control, { submittedAt: MONDAY - 3 * DAY })
    // Submitted this morning.
    await live(app, db, control, { submittedAt: MONDAY - 1000 })
    // Outside every window: submitted 200 days ago, reviewed 100 days ago, decided 95 days ago;
    // a second one still awaiting review, long overdue.
    await live(app, db, control, {
      submittedAt: MONDAY - 200 * DAY,
      reviewStartedAt: MONDAY - 100 * DAY,
      deniedAt: MONDAY - 95 * DAY,
    })
    await live(app, db, control, { submittedAt: MONDAY - 150 * DAY })

    const after = await read()
    const figures = after.productionRequests
    expect(after.generatedAt).toBe(new Date(MONDAY).toISOString())
    expect(after.windowDays).toBe(90)
    const was = countsOf(before)
    const now = countsOf(after)
    expect(Object.keys(now)).toEqual([
      'submitted',
      'in_review',
      'changes_requested',
      'demo_scheduled',
    ])
    expect({
      submitted: (now.submitted ?? 0) - (was.submitted ?? 0),
      in_review: (now.in_review ?? 0) - (was.in_review ?? 0),
      changes_requested:
        (now.changes_requested ?? 0) - (was.changes_requested ?? 0),
      demo_scheduled: (now.demo_scheduled ?? 0) - (was.demo_scheduled ?? 0),
    }).toEqual({
      submitted: 3,
      in_review: 1,
      changes_requested: 0,
      demo_scheduled: 0,
    })
    expect(figures.open - before.productionRequests.open).toBe(4)
    // The one in review since day -18 and the one submitted 150 days ago.
    expect(figures.overdue - before.productionRequests.overdue).toBe(2)
    const overdueOf = (overview: ConsoleOverview) =>
      overview.productionRequests.openByStatus.map((row) => row.overdue)
    expect(
      overdueOf(after).map(
        (count, index) => count - (overdueOf(before)[index] ?? 0),
      ),
    ).toEqual([1, 1, 0, 0])
    // Reviews started in the window: after 2 and 5 days; the median is their mean.
    expect(figures.firstReviews).toBe(2)
    expect(figures.medianSecondsToFirstReview).toBe(3.5 * 86_400)
    expect(figures.decisions).toBe(1)
    expect(figures.medianSecondsToDecision).toBe(6 * 86_400)
    // Twelve weeks, Monday to Monday, the current one last.
    expect(figures.perWeek).toHaveLength(12)
    expect(figures.perWeek[0]?.weekStart).toBe(dayOf(-77))
    // Tuesday and Sunday three weeks back, Friday last week, this Monday; the others are older.
    expect(figures.perWeek.filter((week) => week.count > 0)).toEqual([
      { weekStart: dayOf(-21), count: 2 },
      { weekStart: dayOf(-7), count: 1 },
      { weekStart: dayOf(0), count: 1 },
    ])
  },
)

test('A request is overdue from the moment its review date passes, until its review moves on', async () => {
  const start = someMonday() - 3 * 3600_000
  const control = await clockApp(start)
  const { app, db, at, staffNow } = control
  const overdueAt = async (time: number) => {
    at(time)
    const support = await staffNow(['support'])
    const response = await app.inject({
      url: OVERVIEW,
      headers: support.headers,
    })
    return response.json<ConsoleOverview>().productionRequests.overdue
  }
  const base = await overdueAt(start)
  const id = await live(app, db, control, { submittedAt: start })
  // Ten business days after a Monday: two weeks later, same time.
  const due = start + 14 * DAY
  expect(await overdueAt(due)).toBe(base)
  expect(await overdueAt(due + 1000)).toBe(base + 1)
  // Changes requested: no longer awaiting the first review.
  at(due + 2000)
  const reviewer = await staffNow(['reviewer'])
  const { move } = await import('../../../test/review-kit.ts')
  expect(
    (await move(app, reviewer, id, { action: 'start_review' })).statusCode,
  ).toBe(200)
  expect(await overdueAt(due + 3000)).toBe(base + 1)
  expect(
    (
      await move(app, reviewer, id, {
        action: 'request_changes',
        message: 'Please add your privacy policy.',
      })
    ).statusCode,
  ).toBe(200)
  expect(await overdueAt(due + 4000)).toBe(base)
})

test('The overview is for reviewers, support and admins: 401 signed out, 403 for a publisher', async () => {
  const control = await clockApp(Date.now())
  const { app, staffNow } = control
  const anonymous = await app.inject({ url: OVERVIEW, headers: csrfHeaders() })
  expect(anonymous.statusCode).toBe(401)
  expect(anonymous.json()).toEqual({ errors: [STAFF_MESSAGES.signInRequired] })
  const publisher = await staffNow(['publisher'])
  const refused = await app.inject({
    url: OVERVIEW,
    headers: publisher.headers,
  })
  expect(refused.statusCode).toBe(403)
  expect(refused.json()).toEqual({ errors: [STAFF_MESSAGES.roleRequired] })
  for (const role of ['reviewer', 'support', 'admin'] as const) {
    const session = await staffNow([role])
    const response = await app.inject({
      url: OVERVIEW,
      headers: session.headers,
    })
    expect(response.statusCode, role).toBe(200)
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers['cache-control']).toBe('no-store')
  }
})

test('Weeks start on Monday, UTC, and end with the current one', () => {
  const days = (at: string) =>
    weekStarts(new Date(at), 3).map((d) => d.toISOString())
  expect(days('2031-03-03T00:00:00Z')).toEqual([
    '2031-02-17T00:00:00.000Z',
    '2031-02-24T00:00:00.000Z',
    '2031-03-03T00:00:00.000Z',
  ])
  // Sunday night is still the week that began on Monday.
  expect(days('2031-03-09T23:59:59Z').at(-1)).toBe('2031-03-03T00:00:00.000Z')
  // Across a year's end.
  expect(days('2031-01-01T12:00:00Z')).toEqual([
    '2030-12-16T00:00:00.000Z',
    '2030-12-23T00:00:00.000Z',
    '2030-12-30T00:00:00.000Z',
  ])
})
