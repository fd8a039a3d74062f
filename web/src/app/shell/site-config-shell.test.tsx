import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { renderApp } from '#web/test/render-app.tsx'
import { server } from '#web/test/msw-server.ts'

function useSiteConfig(flags: Parameters<typeof makeSiteConfig>[0]) {
  server.use(
    http.get('*/platform-backend/v0/site-config', () =>
      HttpResponse.json(makeSiteConfig(flags)),
    ),
  )
}

test('The testing notice shows only while show_testing_notice is on', async () => {
  useSiteConfig({ show_testing_notice: true })
  renderApp('/about')
  const notice = await screen.findByText(/This site is for testing\./)
  expect(notice).toHaveTextContent(
    'This site is for testing. Please click developer.va.gov to visit VA API Platform.',
  )
  expect(
    within(notice).getByRole('link', { name: 'developer.va.gov' }),
  ).toHaveAttribute('href', 'https://developer.va.gov')
})

test('Without the flag there is no testing notice', async () => {
  renderApp('/about')
  await screen.findByRole('heading', {
    level: 1,
    name: 'About the VA API Platform',
  })
  // The links that need the configuration are there, so it has loaded.
  await screen.findByRole('link', { name: /^API Status/ })
  expect(
    screen.queryByText(/This site is for testing\./),
  ).not.toBeInTheDocument()
})

test('The error page lists documentation for enabled categories only, news and support links', async () => {
  useSiteConfig({ categories: { health: false } })
  renderApp('/no/such/page')
  const docs = await screen.findByRole('region', { name: 'Documentation' })
  await within(docs).findByRole('link', { name: 'Facilities APIs' })
  expect(
    within(docs).queryByRole('link', { name: 'Health APIs' }),
  ).not.toBeInTheDocument()
  const news = screen.getByRole('region', { name: 'News' })
  expect(
    within(news).getByRole('link', { name: 'Digital media' }),
  ).toHaveAttribute('href', '/about/news#Digital-media')
  const support = screen.getByRole('region', { name: 'Support' })
  expect(within(support).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
    'href',
    '/support/faq',
  )
})

test('An old topic slug in the app goes to the renamed one, keeping the query', async () => {
  const { router } = renderApp('/explore/appeals+vaForms?auth=acg')
  await screen.findByRole('heading', { level: 1, name: 'Explore APIs' })
  expect(router.state.location.pathname).toBe('/explore/va-benefits+forms')
  expect(router.state.location.search).toBe('?auth=acg')
})

test('Feature flags from the server hide switched-off categories and deactivated APIs from the listing', async () => {
  useSiteConfig({
    categories: { facilities: false },
    deactivated_apis: { fhir: true },
  })
  renderApp('/explore')
  await screen.findByText('Showing all 1 items')
  const list = screen.getByRole('list', { name: 'APIs' })
  expect(
    within(list).getByRole('heading', {
      name: 'Community Care Eligibility API',
    }),
  ).toBeInTheDocument()
  expect(within(list).queryByText('VA Facilities API')).not.toBeInTheDocument()
  expect(
    within(list).queryByText('Patient Health API (FHIR)'),
  ).not.toBeInTheDocument()
  // The switched-off category is no topic to filter by.
  await userEvent.click(screen.getByRole('button', { name: 'Topics' }))
  expect(
    screen.getByRole('checkbox', { name: /^Health \(1\)/ }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('checkbox', { name: /^Facilities/ }),
  ).not.toBeInTheDocument()
})
