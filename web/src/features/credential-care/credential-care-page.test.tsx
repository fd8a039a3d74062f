import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { CARE_MESSAGES, type CareUsage } from '@portal/schema/credential-care'
import { server } from '#web/test/msw-server.ts'
import {
  CARE,
  CARE_HASH as HASH,
  CARE_PAGE as PAGE,
  CARE_USER as USER,
  careOverview,
  CREDENTIAL,
} from '#web/test/credential-care.ts'
import { renderApp } from '#web/test/render-app.tsx'

const OVERVIEW = careOverview('apikey')

const USAGE: CareUsage = {
  days: [{ day: '2026-11-24', calls: 3 }],
  counts: { success: 2, clientError: 1, serverError: 0, tooMany: 0 },
  p50Ms: 1.5,
  p95Ms: 4,
  recent: [
    {
      at: '2026-11-24T10:00:00.000Z',
      method: 'GET',
      path: '/facilities/{id}',
      status: 200,
      latencyMs: 1.5,
    },
  ],
}

test('The page lists the credential, rotates it with the chosen overlap and shows the new key once (R-CARE-LIST, R-CARE-ROTATE)', async () => {
  const bodies: unknown[] = []
  server.use(
    http.post(CARE, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(OVERVIEW)
    }),
    http.post(`${CARE}/usage`, () => HttpResponse.json(USAGE)),
    http.post(`${CARE}/rotate`, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({
        secret: 'N'.repeat(32),
        prefix: 'NNNNNNNN',
        oldExpiresAt: '2026-11-24T11:00:00.000Z',
      })
    }),
  )
  const { user } = renderApp(PAGE)
  expect(
    await screen.findByRole('heading', { level: 2, name: 'VA Facilities API' }),
  ).toBeInTheDocument()
  expect(bodies[0]).toEqual({ userId: USER, hash: HASH })
  expect(screen.getByText('abcd1234…')).toBeInTheDocument()
  expect(screen.getByRole('cell', { name: 'Active' })).toBeInTheDocument()
  // Usage: the table says what the chart shows.
  await user.click(
    screen.getByText('Usage of this API key', { selector: 'summary' }),
  )
  const daily = await screen.findByRole('table', { name: /Calls per day/ })
  expect(
    within(daily).getByRole('rowheader', { name: '2026-11-24' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('table', { name: 'Last 1 requests' }),
  ).toBeInTheDocument()

  await user.click(
    screen.getByText('Rotate the API key', { selector: 'summary' }),
  )
  await user.click(screen.getByRole('radio', { name: '1 hour' }))
  await user.click(screen.getByRole('button', { name: 'Rotate the API key' }))
  expect(await screen.findByText('N'.repeat(32))).toBeInTheDocument()
  expect(
    screen.getByText(/Copy it now: it is shown only this once/),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Copy the new API key' }),
  ).toBeInTheDocument()
  expect(bodies).toContainEqual({
    userId: USER,
    hash: HASH,
    credentialId: CREDENTIAL,
    overlap: '1h',
  })
})

test('A refused rotation shows the server’s message (R-CARE-REVOKE)', async () => {
  server.use(
    http.post(CARE, () => HttpResponse.json(OVERVIEW)),
    http.post(`${CARE}/usage`, () => HttpResponse.json(USAGE)),
    http.post(`${CARE}/rotate`, () =>
      HttpResponse.json({ errors: [CARE_MESSAGES.revoked] }, { status: 400 }),
    ),
  )
  const { user } = renderApp(PAGE)
  await screen.findByRole('heading', { level: 2, name: 'VA Facilities API' })
  await user.click(
    screen.getByText('Rotate the API key', { selector: 'summary' }),
  )
  await user.click(screen.getByRole('button', { name: 'Rotate the API key' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    CARE_MESSAGES.revoked,
  )
})

test('A refused link says so and offers "Email me a new link" (R-CARE-LINK, R-CARE-NEW-LINK)', async () => {
  const asked: unknown[] = []
  server.use(
    http.post(CARE, () =>
      HttpResponse.json(
        { errors: [CARE_MESSAGES.invalidLink] },
        { status: 403 },
      ),
    ),
    http.post(`${CARE}/new-link`, async ({ request }) => {
      asked.push(await request.json())
      return HttpResponse.json(
        { message: CARE_MESSAGES.newLinkSent },
        { status: 202 },
      )
    }),
  )
  const { user } = renderApp(PAGE)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    CARE_MESSAGES.invalidLink,
  )
  await user.type(
    screen.getByRole('textbox', { name: 'Email address you signed up with' }),
    'ada@example.org',
  )
  await user.click(screen.getByRole('button', { name: 'Email me a new link' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    CARE_MESSAGES.newLinkSent,
  )
  expect(asked).toEqual([{ email: 'ada@example.org' }])
})
