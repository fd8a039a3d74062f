import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeProductionRequestBody } from '@portal/schema/fixtures/production-request'
import type { ReviewRequest } from '@portal/schema/production-review'
import { RequestAnswers } from './request-answers.tsx'

// jsonb hands objects back with their keys sorted by length, then bytes: the order the reviewer
// saw before (City, State, Front-end name, Country …; last name before first name).
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStored)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1))
      .map(([key, inner]) => [key, asStored(inner)]),
  )
}

function reviewOf(request: Record<string, unknown>): ReviewRequest {
  return {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    status: 'submitted',
    submittedAt: '2026-11-02T15:00:00.000Z',
    dueAt: '2026-11-16T15:00:00.000Z',
    isOverdue: false,
    assignee: null,
    request,
    apis: [
      {
        entry: 'apikey/facilities',
        altId: 'facilities',
        authType: 'apikey',
        name: 'VA Facilities API',
      },
    ],
    checks: [],
    events: [],
    demo: null,
    actions: ['start_review'],
  }
}

const termsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => term.textContent)

test('The applicant’s answers show in the form’s steps, fieldsets and order, whatever order they are stored in (R-REVIEW-ANSWER-ORDER)', () => {
  const request = asStored(
    makeProductionRequestBody({
      phoneNumber: '202-555-0143',
      productionOrOAuthKeyCredentialStorage: 'In a vault.',
    }),
  ) as Record<string, unknown>
  render(<RequestAnswers review={reviewOf(request)} />)

  const answers = screen.getByRole('region', {
    name: 'What the applicant sent',
  })
  expect(
    within(answers)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'APIs',
    'Verification',
    'Basic information',
    'Technical information',
  ])
  const basics = screen.getByRole('region', {
    name: 'Answers: Basic information',
  })
  expect(
    within(basics)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Primary contact',
    'Secondary contact',
    'Company or organization',
    'Your application',
  ])
  expect(
    termsOf(within(basics).getByRole('region', { name: 'Primary contact' })),
  ).toEqual(['First name', 'Last name', 'Email', 'Role'])
  expect(
    termsOf(
      within(basics).getByRole('region', { name: 'Company or organization' }),
    ),
  ).toEqual([
    'Organization',
    'Street address',
    'City',
    'State',
    'Postal code',
    'Country',
    'Company phone number',
  ])
  expect(
    termsOf(screen.getByRole('region', { name: 'Answers: Verification' })),
  ).toEqual([
    'APIs (as sent)',
    'Section 508 compliant',
    'Based in the United States',
    'VA employee or contractor',
    'Agreed to the terms of service',
  ])
})

test('An answer the form does not place still shows, last, under its wire name', () => {
  render(
    <RequestAnswers
      review={reviewOf({ appName: 'Engine Finder', legacyNote: 'From 2019' })}
    />,
  )
  const others = screen.getByRole('region', { name: 'Answers: other' })
  expect(termsOf(others)).toEqual(['legacyNote'])
  expect(within(others).getByText('From 2019')).toBeInTheDocument()
})

test('A logo’s file name shows with the application’s answers, as the applicant chose it (R-LOGO-FILE-NAME)', () => {
  const logo =
    '/platform-backend/v0/consumers/logos/original/6f1c2a4e-0000-4000-8000-000000000002/logo.png'
  render(
    <RequestAnswers
      review={reviewOf({
        appName: 'Engine Finder',
        logoIcon: logo,
        logoLarge: logo,
        logoFileName: 'Logo de l’équipe – 日本.png',
      })}
    />,
  )
  const basics = screen.getByRole('region', {
    name: 'Answers: Basic information',
  })
  expect(termsOf(basics)).toContain('Logo file name')
  expect(
    within(basics).getByText('Logo de l’équipe – 日本.png'),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('region', { name: 'Answers: other' }),
  ).not.toBeInTheDocument()
})
