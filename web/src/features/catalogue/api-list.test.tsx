import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

const CATALOGUE = '*/platform-backend/v0/providers/transformations/legacy.json'
const LOADING_ERROR =
  'Loading Error: API details failed to load. Please reload or try again later if the issue persists.'

test('Explore shows "Loading APIs" and then every API with its category and description', async () => {
  renderApp('/explore')
  expect(await screen.findByRole('status')).toHaveTextContent('Loading APIs')
  const list = await screen.findByRole('list', { name: 'APIs' })
  const cards = within(list).getAllByRole('heading', { level: 2 })
  expect(cards.map((card) => card.textContent)).toEqual([
    'VA Facilities API',
    'Patient Health API (FHIR)',
    'Community Care Eligibility API',
  ])
  expect(
    screen.getByText('Use to develop Veteran-facing health applications.'),
  ).toBeInTheDocument()
  expect(within(list).getAllByText('Health')).toHaveLength(2)
  expect(screen.getByText('3 items')).toBeInTheDocument()
  expect(screen.queryByText('Loading APIs')).not.toBeInTheDocument()
})

test('Explore asks the catalogue for the sandbox environment with a request id', async () => {
  const seen: { environment: string | null; requestId: string | null }[] = []
  server.use(
    http.get(CATALOGUE, ({ request }) => {
      seen.push({
        environment: new URL(request.url).searchParams.get('environment'),
        requestId: request.headers.get('x-request-id'),
      })
      return HttpResponse.json(makeCatalogue())
    }),
  )
  renderApp('/explore')
  await screen.findByRole('list', { name: 'APIs' })
  expect(seen[0]?.environment).toBe('sandbox')
  expect(seen[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/)
})

test('A failing catalogue call shows the loading error', async () => {
  server.use(
    http.get(CATALOGUE, () =>
      HttpResponse.json({ errors: ['Internal server error'] }, { status: 500 }),
    ),
  )
  renderApp('/explore')
  expect(
    await screen.findByRole('alert', {}, { timeout: 3000 }),
  ).toHaveTextContent(LOADING_ERROR)
  expect(screen.queryByRole('list', { name: 'APIs' })).not.toBeInTheDocument()
})

test('Only status 200 counts as success: a 204 is a loading error too', async () => {
  server.use(http.get(CATALOGUE, () => new HttpResponse(null, { status: 204 })))
  renderApp('/explore')
  expect(
    await screen.findByRole('alert', {}, { timeout: 3000 }),
  ).toHaveTextContent(LOADING_ERROR)
})

test('A catalogue that breaks the contract is a loading error, not a crash', async () => {
  server.use(
    http.get(CATALOGUE, () =>
      HttpResponse.json({ health: { name: 'Health APIs' } }),
    ),
  )
  renderApp('/explore')
  expect(
    await screen.findByRole('alert', {}, { timeout: 3000 }),
  ).toHaveTextContent(LOADING_ERROR)
})

test('Stealth-launched APIs are not listed', async () => {
  const catalogue = makeCatalogue()
  catalogue.facilities?.apis.push(
    makeApiEntry({
      name: 'Hidden API',
      urlSlug: 'hidden',
      isStealthLaunched: true,
    }),
  )
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
  renderApp('/explore')
  await screen.findByRole('list', { name: 'APIs' })
  expect(screen.queryByText('Hidden API')).not.toBeInTheDocument()
  await waitFor(() =>
    expect(document.title).toBe('VA API Platform | Explore APIs'),
  )
})
