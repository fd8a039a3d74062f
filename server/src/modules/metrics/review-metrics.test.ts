import { expect, onTestFinished, test } from 'vitest'
import { openTestDatabase } from '../../../test/build-test-app.ts'
import type { ConsoleOverview } from '@portal/schema/console-overview'
import { clockApp, DAY, live, someMonday } from '../../../test/overview-kit.ts'
import { submitContact } from '../../../test/support-desk-kit.ts'

const TOKEN = 'metrics-token-0123456789abcdefghijk'
const AUTH = { authorization: `Bearer ${TOKEN}` }

/** One sample's value from the text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.split(' ')[1])
}

const OPEN = (status: string) =>
  `portal_production_requests_open{status="${status}"}`
const OVERDUE = (status: string) =>
  `portal_production_requests_overdue{status="${status}"}`
const FIRST_REVIEW =
  'portal_production_requests_median_seconds{until="first_review"}'
const DECISION = 'portal_production_requests_median_seconds{until="decision"}'

test(
  'The overview’s figures are gauges read at scrape time: open per status, overdue, and the two medians (R-OVERVIEW-METRICS)',
  { timeout: 60_000 },
  async () => {
    // A Wednesday years from now: the medians' 90 days hold only this test's reviews.
    const start = someMonday() + 2 * DAY + 3 * 3600_000
    const control = await clockApp(start, {
      metricsToken: TOKEN,
      freshDatabase: true,
    })
    const { app, db, at } = control
    const scrape = async () => {
      at(start)
      const response = await app.inject({ url: '/metrics', headers: AUTH })
      expect(response.statusCode).toBe(200)
      return response.body
    }
    const before = await scrape()
    // Without a review in the window there is no median: the series are absent, never 0.
    expect(sample(before, FIRST_REVIEW)).toBeUndefined()
    expect(sample(before, DECISION)).toBeUndefined()
    for (const status of [
      'submitted',
      'in_review',
      'changes_requested',
      'demo_scheduled',
    ])
      expect(sample(before, OPEN(status)), status).toBeGreaterThanOrEqual(0)
    expect(before).toContain('# TYPE portal_production_requests_open gauge')
    const was = (series: string) => sample(before, series) ?? 0

    // Reviewed after 1 day; reviewed after 3 days and denied after 4; reviewed after 8 days; one
    // submitted today. The first and third are past their review date and still in review.
    await live(app, db, control, {
      submittedAt: start - 30 * DAY,
      reviewStartedAt: start - 29 * DAY,
    })
    await live(app, db, control, {
      submittedAt: start - 20 * DAY,
      reviewStartedAt: start - 17 * DAY,
      deniedAt: start - 16 * DAY,
    })
    await live(app, db, control, {
      submittedAt: start - 40 * DAY,
      reviewStartedAt: start - 32 * DAY,
    })
    await live(app, db, control, { submittedAt: start - 3600_000 })

    const after = await scrape()
    expect(sample(after, OPEN('submitted'))).toBe(was(OPEN('submitted')) + 1)
    expect(sample(after, OPEN('in_review'))).toBe(was(OPEN('in_review')) + 2)
    expect(sample(after, OPEN('changes_requested'))).toBe(
      was(OPEN('changes_requested')),
    )
    expect(sample(after, OVERDUE('in_review'))).toBe(
      was(OVERDUE('in_review')) + 2,
    )
    expect(sample(after, OVERDUE('submitted'))).toBe(was(OVERDUE('submitted')))
    // Only statuses awaiting the first review can be overdue.
    expect(after).not.toContain(OVERDUE('changes_requested'))
    expect(sample(after, FIRST_REVIEW)).toBe(3 * 86_400)
    expect(sample(after, DECISION)).toBe(4 * 86_400)
    // The same figures as the console's overview.
    const admin = await control.staffNow(['admin'])
    const overview = await app.inject({
      url: '/platform-backend/v0/console/overview',
      headers: admin.headers,
    })
    const figures = overview.json<{
      productionRequests: { overdue: number; medianSecondsToDecision: number }
    }>().productionRequests
    expect(figures.overdue).toBe(
      (sample(after, OVERDUE('in_review')) ?? 0) +
        (sample(after, OVERDUE('submitted')) ?? 0),
    )
    expect(figures.medianSecondsToDecision).toBe(sample(after, DECISION))
  },
)

test('While the database is away, a scrape answers without the review series', async () => {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  const control = await clockApp(Date.now(), {
    db: database.db,
    metricsToken: TOKEN,
  })
  const first = await control.app.inject({ url: '/metrics', headers: AUTH })
  expect(first.body).toContain(`${OPEN('submitted')} `)
  await database.db.destroy()
  const response = await control.app.inject({ url: '/metrics', headers: AUTH })
  expect(response.statusCode).toBe(200)
  expect(response.body).not.toContain('portal_production_requests_open{')
  expect(response.body).not.toContain('portal_production_requests_overdue{')
  expect(response.body).not.toContain(
    'portal_production_requests_median_seconds{',
  )
  expect(response.body).toContain('http_requests_total')
})

test(
  'Open support requests per status are in the overview and a gauge of their own (R-OVERVIEW-FIGURES, R-OVERVIEW-METRICS)',
  { timeout: 60_000 },
  async () => {
    const control = await clockApp(Date.now(), { metricsToken: TOKEN })
    const { app, db } = control
    const SUPPORT_NEW = 'portal_support_requests_open{status="new"}'
    const supportFigures = async () => {
      const admin = await control.staffNow(['admin'])
      const response = await app.inject({
        url: '/platform-backend/v0/console/overview',
        headers: admin.headers,
      })
      return response.json<ConsoleOverview>().supportRequests
    }
    const scrape = async () =>
      (await app.inject({ url: '/metrics', headers: AUTH })).body
    const before = await supportFigures()
    expect(before.openByStatus.map((row) => row.status)).toEqual([
      'new',
      'open',
      'waiting_on_requester',
    ])
    const gaugeBefore = sample(await scrape(), SUPPORT_NEW) ?? 0

    await submitContact(app, db)

    // At least this request more (on PostgreSQL other test files add theirs to the same database).
    const after = await supportFigures()
    expect(after.open).toBeGreaterThanOrEqual(before.open + 1)
    expect(after.openByStatus[0]?.status).toBe('new')
    expect(after.openByStatus[0]?.count).toBeGreaterThanOrEqual(
      (before.openByStatus[0]?.count ?? 0) + 1,
    )
    expect(sample(await scrape(), SUPPORT_NEW)).toBeGreaterThanOrEqual(
      gaugeBefore + 1,
    )
  },
)
