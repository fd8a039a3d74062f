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
