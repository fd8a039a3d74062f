// Explore page list: loading, load errors, which APIs show and what their cards carry.
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { Catalogue } from '@portal/schema/catalogue'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { server } from '#web/test/msw-server.ts'
import { apiNames, renderExplore } from '#web/test/explore-page.tsx'
import { renderApp } from '#web/test/render-app.tsx'
import { CATALOGUE } from '#web/test/catalogue.ts'

const LOADING_ERROR =
  'Loading Error: API details failed to load. Please reload or try again later if the issue persists.'

function serve(catalogue: Catalogue) {
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
}

test('Explore shows "Loading APIs" and then every API with its tags and description', async () => {
  // A slow catalogue: it answers only once the page has rendered without it (the page's chunk
  // can take longer than any fixed delay on a busy machine).
  let answer = () => undefined as void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  server.use(
    http.get(CATALOGUE, async () => {
      await answered
      return HttpResponse.json(makeCatalogue())
    }),
  )
  renderApp('/explore')
  expect(await screen.findByText('Loading APIs')).toBeInTheDocument()
  answer()
  await screen.findByRole('list', { name: 'APIs' })
  expect(apiNames()).toEqual([
    'VA Facilities API',
    'Patient Health API (FHIR)',
    'Community Care Eligibility API',
  ])
  expect(
    screen.getByText('Use to develop Veteran-facing health applications.'),
  ).toBeInTheDocument()
  expect(screen.getByText('Showing all 3 items')).toBeInTheDocument()
  expect(screen.getByText('End of list')).toBeInTheDocument()
  expect(screen.queryByText('Loading APIs')).not.toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'VA Facilities API' }),
  ).toHaveAttribute('href', '/explore/api/va-facilities')
})

test('Explore asks the catalogue for the sandbox environment, with no header a preload would not match (R-PERF-DATA-EARLY)', async () => {
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
  expect(seen[0]?.requestId).toBeNull()
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

test('Stealth-launched, deactivated and disabled APIs are not listed', async () => {
  const catalogue = makeCatalogue()
  catalogue.facilities?.apis.push(
    makeApiEntry({
      name: 'Hidden API',
      urlSlug: 'hidden',
      isStealthLaunched: true,
    }),
    makeApiEntry({
      name: 'Disabled API',
      urlSlug: 'disabled',
      enabledByDefault: false,
    }),
    makeApiEntry({
      name: 'Gone API',
      urlSlug: 'gone',
      deactivationInfo: {
        deprecationContent: 'Deprecated.',
        deprecationDate: '2020-07-13T00:00:00-04:00',
        deactivationContent: 'Deactivated.',
        deactivationDate: '2020-07-20T00:00:00-04:00',
      },
    }),
  )
  serve(catalogue)
  await renderExplore()
  await screen.findByRole('list', { name: 'APIs' })
  expect(apiNames()).toEqual([
    'VA Facilities API',
    'Patient Health API (FHIR)',
    'Community Care Eligibility API',
  ])
  await waitFor(() =>
    expect(document.title).toBe('VA API Platform | Explore APIs'),
  )
})

test('Cards carry the restricted (lock), category, auth type and open data tags', async () => {
  const catalogue = makeCatalogue()
  catalogue.loanGuaranty = {
    ...catalogue.facilities!,
    name: 'Loan Guaranty APIs',
    urlSlug: 'loan-guaranty',
    apis: [
      makeApiEntry({
        name: 'Loan Review API',
        urlSlug: 'loan-review',
        apikey: false,
        openData: false,
        oAuthTypes: ['ClientCredentialsGrant'],
        restrictedAccess: {
          restricted: true,
          blockSandboxAccessForm: true,
          blockProdAccessForm: false,
          versions: [],
        },
      }),
    ],
  }
  serve(catalogue)
  await renderExplore()
  const tagsOf = (name: string) =>
    within(screen.getByRole('list', { name: `${name} tags` }))
      .getAllByRole('listitem')
      .map((tag) => tag.textContent)
  await screen.findByRole('heading', { name: 'Loan Review API' })
  expect(tagsOf('Loan Review API')).toEqual([
    'Restricted access',
    'loan-guaranty',
    'Client Credentials Grant',
  ])
  const restricted = screen.getByText('Restricted access')
  // The lock is decorative (aria-hidden), so only the DOM shows it: drawn in place, not from the
  // 20 kB sprite the page would fetch before its first paint.
  // eslint-disable-next-line testing-library/no-node-access
  const lock = restricted.querySelector('svg')
  expect(lock?.getAttribute('aria-hidden')).toBe('true')
  // eslint-disable-next-line testing-library/no-node-access
  expect(lock?.querySelector('use')).toBeNull()
  // eslint-disable-next-line testing-library/no-node-access
  expect(lock?.querySelector('path')?.getAttribute('d')).toMatch(/^M18 8h-1V6/)
  expect(tagsOf('VA Facilities API')).toEqual([
    'facilities',
    'API key',
    'Open data',
  ])
})

test('The list waits for the server flags, so a switched-off API never shows in it', async () => {
  server.use(
    http.get('*/platform-backend/v0/site-config', async () => {
      await delay(400)
      return HttpResponse.json(
        makeSiteConfig({ enabled: { facilities: false } }),
      )
    }),
  )
  renderApp('/explore')
  expect(await screen.findByText('Loading APIs')).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: 'APIs' })
  expect(within(list).queryByText('VA Facilities API')).not.toBeInTheDocument()
  expect(
    within(list).getByRole('heading', { name: 'Patient Health API (FHIR)' }),
  ).toBeInTheDocument()
})
