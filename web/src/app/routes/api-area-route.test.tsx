import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { apiContentHandlerWith } from '#web/test/api-content.ts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { serveCatalogueWith } from '#web/test/catalogue.ts'

test('The side navigation lists only the grant guides the API supports; the breadcrumb leads back', async () => {
  sessionStorage.setItem('exploreApisPath', '/explore/health?q=patient')
  renderApp('/explore/api/community-care/release-notes')
  const nav = await screen.findByRole('navigation', {
    name: 'Community Care Eligibility API pages',
  })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Overview',
    'Docs',
    'Authorization Code Grant',
    'Test data',
    'Release notes',
    'Sandbox access',
  ])
  expect(
    within(nav).getByRole('link', { name: 'Release notes' }),
  ).toHaveAttribute('aria-current', 'page')
  const crumbs = within(
    screen.getByRole('navigation', { name: 'Breadcrumbs' }),
  ).getAllByRole('listitem')
  expect(crumbs.map((crumb) => crumb.textContent)).toEqual([
    'Home',
    'Explore APIs',
    'Community Care Eligibility API',
    'Release notes',
  ])
  expect(within(crumbs[1]!).getByRole('link')).toHaveAttribute(
    'href',
    '/explore/health?q=patient',
  )
})

test('An unknown slug says "API not found"', async () => {
  renderApp('/explore/api/no-such-api')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'API not found' }),
  ).toBeInTheDocument()
})

test('A category key in the slug position shows "Page not found." with its non-deactivated APIs', async () => {
  serveCatalogueWith({
    name: 'Gone API',
    urlSlug: 'gone',
    deactivationInfo: {
      deprecationContent: 'Deprecated.',
      deprecationDate: '2020-07-13T00:00:00-04:00',
      deactivationContent: 'Deactivated.',
      deactivationDate: '2020-07-20T00:00:00-04:00',
    },
  })
  renderApp('/explore/api/health')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found.' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText(
      'Try using the links below or the search bar to find your way forward.',
    ),
  ).toBeInTheDocument()
  const main = within(screen.getByRole('main'))
  expect(
    main.getByRole('link', { name: 'Patient Health API (FHIR)' }),
  ).toHaveAttribute('href', '/explore/api/patient-health')
  expect(main.queryByRole('link', { name: 'Gone API' })).not.toBeInTheDocument()
})

test('/explore/api goes to /explore', async () => {
  const { router } = renderApp('/explore/api')
  await waitFor(() => expect(router.state.location.pathname).toBe('/explore'))
})

test('A deprecated API shows its deprecation notice; a deactivated one its deactivation notice', async () => {
  serveCatalogueWith(
    {
      name: 'Old API',
      urlSlug: 'old',
      deactivationInfo: {
        deprecationContent: 'Use the **New API** instead.',
        deprecationDate: '2024-01-01T00:00:00-05:00',
        deactivationContent: 'Old API was deactivated.',
        deactivationDate: '2099-01-01T00:00:00-05:00',
      },
    },
    {
      name: 'Gone API',
      urlSlug: 'gone',
      deactivationInfo: {
        deprecationContent: 'Deprecated.',
        deprecationDate: '2020-07-13T00:00:00-04:00',
        deactivationContent: 'Gone API was deactivated on July 20, 2020.',
        deactivationDate: '2020-07-20T00:00:00-04:00',
      },
    },
  )
  server.use(
    apiContentHandlerWith({
      old: {
        deprecationNotice: [
          ['p', null, 'Use the ', ['strong', null, 'New API'], ' instead.'],
        ],
      },
    }),
  )
  const { router } = renderApp('/explore/api/old')
  expect(
    await screen.findByRole('heading', { name: 'Deprecated API' }),
  ).toBeInTheDocument()
  expect(screen.getByText('New API')).toBeInTheDocument()
  await router.navigate('/explore/api/gone/docs')
  expect(
    await screen.findByRole('heading', { name: 'Deactivated API' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Gone API was deactivated on July 20, 2020.'),
  ).toBeInTheDocument()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Gone API Docs' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'Update page' }),
  ).not.toBeInTheDocument()
  expect(screen.queryByText('Loading documentation')).not.toBeInTheDocument()
})

test('An unknown page of an API shows the 404 page', async () => {
  renderApp('/explore/api/va-facilities/no-such-page')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
})

test('The server can mark an API deactivated with the deactivated_apis flag: its page says so', async () => {
  serveCatalogueWith({
    name: 'Flagged API',
    urlSlug: 'flagged',
    urlFragment: 'flagged',
  })
  server.use(
    http.get('*/platform-backend/v0/site-config', () =>
      HttpResponse.json(
        makeSiteConfig({ deactivated_apis: { flagged: true } }),
      ),
    ),
  )
  renderApp('/explore/api/flagged')
  expect(
    await screen.findByRole('heading', { name: 'Deactivated API' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Flagged API is deactivated and no longer available.'),
  ).toBeInTheDocument()
})

test('An API or a category switched off by the server flags is not found; others stay', async () => {
  server.use(
    http.get('*/platform-backend/v0/site-config', () =>
      HttpResponse.json(
        makeSiteConfig({
          enabled: { fhir: false },
          categories: { facilities: false },
        }),
      ),
    ),
  )
  const { router } = renderApp('/explore/api/patient-health')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'API not found' }),
  ).toBeInTheDocument()
  await router.navigate('/explore/api/va-facilities')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'API not found' }),
  ).toBeInTheDocument()
  await router.navigate('/explore/api/facilities')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'API not found' }),
  ).toBeInTheDocument()
  // The health category page lists what is still enabled.
  await router.navigate('/explore/api/health')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found.' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Community Care Eligibility API' }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('link', { name: 'Patient Health API (FHIR)' }),
  ).not.toBeInTheDocument()
  await router.navigate('/explore/api/community-care')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Community Care Eligibility API',
    }),
  ).toBeInTheDocument()
})
