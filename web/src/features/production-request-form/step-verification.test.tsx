import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '#web/test/render-app.tsx'

test('Step 1 leads developers looking for OAuth APIs to the explore list filtered to Authorization Code Grant', async () => {
  const { user, router } = renderApp(
    '/production-access/production-access-application',
  )
  const link = await screen.findByRole('link', {
    name: 'Explore the APIs that use Authorization Code Grant',
  })
  expect(link).toHaveAttribute('href', '/explore?auth=acg')
  await user.click(link)
  await waitFor(() =>
    expect(
      `${router.state.location.pathname}${router.state.location.search}`,
    ).toBe('/explore?auth=acg'),
  )
  const list = await screen.findByRole('list', { name: 'APIs' })
  expect(
    within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Patient Health API (FHIR)', 'Community Care Eligibility API'])
})
