import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '#web/test/render-app.tsx'

test('An old docs address goes to the API docs page in the app', async () => {
  const { router } = renderApp('/explore/health/docs/fhir?version=r4-0.0.0')
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      '/explore/api/patient-health/docs',
    ),
  )
  expect(router.state.location.search).toBe('?version=r4-0.0.0')
})

test('Old constant addresses go to their new pages', async () => {
  const { router } = renderApp('/onboarding/request-prod-access')
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      '/production-access/request-prod-access',
    ),
  )
  await router.navigate('/explore/terms-of-service')
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/terms-of-service'),
  )
})

test('An unknown address that is not a legacy one is the 404 page', async () => {
  renderApp('/nothing/here')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
})

// The catalogue-free rows of the shared table, followed by in-app navigation as a user's click would.
test.each([
  ['/whats-new', '/about/news'],
  ['/news', '/about/news'],
  ['/apply', '/explore'],
  ['/explore/api', '/explore'],
  ['/explore/authorization', '/explore'],
  ['/go-live', '/production-access/request-prod-access'],
  ['/onboarding', '/production-access'],
  [
    '/onboarding/working-with-lighthouse-apis',
    '/production-access/working-with-va-apis',
  ],
  ['/release-notes', '/explore'],
  ['/explore/vaForms', '/explore/forms'],
  ['/explore/loanGuaranty', '/explore/loan-guaranty'],
  ['/explore/appeals', '/explore/va-benefits'],
])('In the app, %s goes to %s', async (from, to) => {
  const { router } = renderApp('/support')
  await router.navigate(from)
  await waitFor(() => expect(router.state.location.pathname).toBe(to))
})
