import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { ConsoleOverview } from '@portal/schema/console-overview'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { staffAnswers } from '#web/test/console.ts'

const weeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2031, 0, 13) + index * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10),
  count: index === 11 ? 7 : index,
}))

const OVERVIEW: ConsoleOverview = {
  generatedAt: '2031-03-31T12:00:00.000Z',
  windowDays: 90,
  productionRequests: {
    openByStatus: [
      { status: 'submitted', count: 5, overdue: 2 },
      { status: 'in_review', count: 3, overdue: 1 },
      { status: 'changes_requested', count: 1, overdue: 0 },
      { status: 'demo_scheduled', count: 0, overdue: 0 },
    ],
    open: 9,
    overdue: 3,
    medianSecondsToFirstReview: 3.5 * 86_400,
    firstReviews: 14,
    medianSecondsToDecision: null,
    decisions: 0,
    perWeek: weeks,
  },
  supportRequests: {
    openByStatus: [
      { status: 'new', count: 4 },
      { status: 'open', count: 2 },
      { status: 'waiting_on_requester', count: 1 },
    ],
    open: 7,
  },
}

/** The summary figures as a reader hears them: each term with its value. */
const summary = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent)
  const values = screen
    .getAllByRole('definition')
    .map((value) => value.textContent)
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]))
}

const answerOverview = () =>
  server.use(
    http.get('*/platform-backend/v0/console/overview', () =>
      HttpResponse.json(OVERVIEW),
    ),
  )

test('A reviewer reads the figures, each status linking to its part of the queue, and the weeks as a chart and a table', async () => {
  staffAnswers({ roles: ['reviewer'] })
  answerOverview()
  renderApp('/console/overview')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  const figures = await screen.findByRole('heading', {
    name: 'Production access requests',
  })
  expect(figures).toBeInTheDocument()
  expect(summary()).toEqual({
    Open: '9',
    'Overdue for their first review':
      '3 (promised within 10 business days of submission)',
    'Median time to the first review': '3.5 days (of 14 reviews started)',
    'Median time to a decision': 'No decision in the last 90 days.',
  })
  expect(screen.getByRole('link', { name: '3' })).toHaveAttribute(
    'href',
    '/console/reviews?age=overdue',
  )

  const statuses = screen.getByRole('table', {
    name: 'Open requests by status',
  })
  const rows = within(statuses).getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual([
    'Submitted52',
    'In review31',
    'Changes requested10',
    'Demo scheduled00',
  ])
  expect(
    within(statuses).getByRole('link', { name: 'Changes requested' }),
  ).toHaveAttribute('href', '/console/reviews?status=changes_requested')

  expect(
    screen.getByRole('img', {
      name: /^Bar chart: 62 requests submitted in the 12 weeks from January 13, 2031 to the week of March 31, 2031, at most 10 in a week\./,
    }),
  ).toBeInTheDocument()
  const table = screen.getByRole('table', {
    name: 'Production requests submitted per week',
  })
  expect(within(table).getAllByRole('row')).toHaveLength(13)
  expect(
    within(table).getByRole('row', { name: 'March 31, 2031 7' }),
  ).toBeInTheDocument()
})

test('Support reads the same figures without links into the reviewers’ queue', async () => {
  staffAnswers({ roles: ['support'] })
  answerOverview()
  renderApp('/console/overview')
  const statuses = await screen.findByRole('table', {
    name: 'Open requests by status',
  })
  expect(within(statuses).queryByRole('link')).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: '3' })).not.toBeInTheDocument()
  expect(summary()['Overdue for their first review']).toMatch(/^3 /)

  // Their own desk's open requests, each status linking into the support queue.
  expect(
    screen.getByRole('heading', { name: 'Support requests' }),
  ).toBeInTheDocument()
  const desk = screen.getByRole('table', {
    name: 'Open support requests by status',
  })
  expect(
    within(desk)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['New4', 'Open2', 'Waiting on the requester1'])
  expect(within(desk).getByRole('link', { name: 'New' })).toHaveAttribute(
    'href',
    '/console/support?status=new',
  )
})

test('A publisher is told which roles the overview needs', async () => {
  staffAnswers({ roles: ['publisher'] })
  renderApp('/console/overview')
  expect(
    await screen.findByRole('heading', {
      name: 'This page needs the Reviewer, Support or Admin role',
    }),
  ).toBeInTheDocument()
})
