// Explore page filters: topic and auth menus, keyword search, the URL, pills and the no-match view.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { apiNames, renderExplore } from '#web/test/explore-page.tsx'
import type { renderApp } from '#web/test/render-app.tsx'

function currentUrl(router: ReturnType<typeof renderApp>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`
}

test('Applying a topic filters the list, updates the path, announces and returns focus', async () => {
  const { user, router } = await renderExplore()
  await screen.findByRole('list', { name: 'APIs' })
  const topics = screen.getByRole('button', { name: 'Topics' })
  await user.click(topics)
  expect(topics).toHaveAttribute('aria-expanded', 'true')
  await user.click(screen.getByRole('checkbox', { name: 'Health (2)' }))
  await user.click(screen.getByRole('button', { name: 'Apply filters' }))
  expect(currentUrl(router)).toBe('/explore/health')
  expect(apiNames()).toEqual([
    'Patient Health API (FHIR)',
    'Community Care Eligibility API',
  ])
  expect(topics).toHaveAttribute('aria-expanded', 'false')
  expect(topics).toHaveTextContent('Topics (1)')
  expect(topics).toHaveFocus()
  expect(screen.getByText('Showing all 2 items for Health')).toBeInTheDocument()
  expect(
    screen.getByText('1 filters applied and API list updated'),
  ).toBeInTheDocument()
  expect(
    within(screen.getByRole('list', { name: 'Applied filters' })).getByText(
      'Health',
    ),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Filters (1)' }),
  ).toBeInTheDocument()
})

test('Applying an auth type puts it in the query and keeps only APIs with that grant', async () => {
  const { user, router } = await renderExplore()
  await screen.findByRole('list', { name: 'APIs' })
  await user.click(screen.getByRole('button', { name: 'Auth Type' }))
  await user.click(
    screen.getByRole('checkbox', { name: 'Client Credentials Grant' }),
  )
  await user.click(
    screen.getByRole('checkbox', { name: 'Authorization Code Grant' }),
  )
  await user.click(screen.getByRole('button', { name: 'Apply filters' }))
  expect(currentUrl(router)).toBe('/explore?auth=acg+ccg')
  expect(apiNames()).toEqual([
    'Patient Health API (FHIR)',
    'Community Care Eligibility API',
  ])
  expect(screen.getByRole('button', { name: 'Auth Type (2)' })).toHaveFocus()
})

test('A menu closes without applying on an outside click or on Escape', async () => {
  const { user, router } = await renderExplore()
  await screen.findByRole('list', { name: 'APIs' })
  const topics = screen.getByRole('button', { name: 'Topics' })
  await user.click(topics)
  await user.click(screen.getByRole('checkbox', { name: 'Health (2)' }))
  await user.click(screen.getByRole('heading', { level: 1 }))
  expect(topics).toHaveAttribute('aria-expanded', 'false')
  expect(currentUrl(router)).toBe('/explore')
  await user.click(topics)
  expect(screen.getByRole('checkbox', { name: 'Health (2)' })).not.toBeChecked()
  await user.keyboard('{Escape}')
  expect(topics).toHaveAttribute('aria-expanded', 'false')
  expect(topics).toHaveFocus()
})

test('Searching by keyword applies on submit and puts the term in the query', async () => {
  const { user, router } = await renderExplore()
  await screen.findByRole('list', { name: 'APIs' })
  await user.type(
    screen.getByRole('searchbox', { name: 'Search APIs by keyword' }),
    'community',
  )
  expect(currentUrl(router)).toBe('/explore')
  await user.click(screen.getByRole('button', { name: 'Search' }))
  expect(currentUrl(router)).toBe('/explore?q=community')
  // The search index arrives with the first search (R-PERF-FIRST-LOAD).
  expect(
    await screen.findByText('Showing all 1 items for search term community'),
  ).toBeInTheDocument()
  expect(apiNames()).toEqual(['Community Care Eligibility API'])
})

test('The URL sets the filters: topics in the path, auth and q in the query', async () => {
  await renderExplore('/explore/health+facilities?auth=ccg&q=patient')
  await screen.findByRole('list', { name: 'APIs' })
  expect(apiNames()).toEqual(['Patient Health API (FHIR)'])
  const pills = within(screen.getByRole('list', { name: 'Applied filters' }))
  expect(
    pills
      .getAllByRole('listitem')
      .map((pill) => pill.textContent?.replace('×', '')),
  ).toEqual(['Health', 'Facilities', 'Client Credentials Grant', '“patient”'])
  expect(
    screen.getByRole('searchbox', { name: 'Search APIs by keyword' }),
  ).toHaveValue('patient')
})

test('Removing one pill removes only that filter', async () => {
  const { user, router } = await renderExplore(
    '/explore/health+facilities?auth=acg&q=care',
  )
  await screen.findByRole('list', { name: 'APIs' })
  await user.click(
    screen.getByRole('button', { name: 'Remove Facilities filter' }),
  )
  expect(currentUrl(router)).toBe('/explore/health?auth=acg&q=care')
  await user.click(
    screen.getByRole('button', { name: 'Remove search term care' }),
  )
  expect(currentUrl(router)).toBe('/explore/health?auth=acg')
  expect(
    screen.getByRole('searchbox', { name: 'Search APIs by keyword' }),
  ).toHaveValue('')
  await user.click(
    screen.getByRole('button', {
      name: 'Remove Authorization Code Grant filter',
    }),
  )
  expect(currentUrl(router)).toBe('/explore/health')
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
})

test('"Clear all filters" resets to /explore and focuses the page header', async () => {
  const { user, router } = await renderExplore(
    '/explore/health?auth=acg&q=patient',
  )
  await screen.findByRole('list', { name: 'APIs' })
  await user.click(screen.getByRole('link', { name: 'Clear all filters' }))
  expect(currentUrl(router)).toBe('/explore')
  expect(
    screen.getByRole('heading', { level: 1, name: 'Explore APIs' }),
  ).toHaveFocus()
  expect(apiNames()).toHaveLength(3)
  expect(
    screen.queryByRole('list', { name: 'Applied filters' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByText('0 filters applied and API list updated'),
  ).toBeInTheDocument()
})

test('No match shows "There are no matching results" with three tips', async () => {
  await renderExplore('/explore?q=zzqqxx')
  expect(
    await screen.findByRole('heading', {
      name: 'There are no matching results',
    }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Remove filters to see more APIs.'),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Check the spelling of your search term.'),
  ).toBeInTheDocument()
  expect(screen.getByText(/Use keywords/)).toBeInTheDocument()
  expect(screen.queryByText('End of list')).not.toBeInTheDocument()
})

test('The last explore address is kept in session storage under exploreApisPath', async () => {
  const { user } = await renderExplore('/explore/health?q=patient')
  await screen.findByRole('list', { name: 'APIs' })
  expect(sessionStorage.getItem('exploreApisPath')).toBe(
    '/explore/health?q=patient',
  )
  await user.click(screen.getByRole('button', { name: 'Remove Health filter' }))
  expect(sessionStorage.getItem('exploreApisPath')).toBe('/explore?q=patient')
})

test('The Filters toggle shows and hides the filter panel', async () => {
  const { user } = await renderExplore()
  const toggle = screen.getByRole('button', { name: 'Filters' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // jsdom applies no CSS: the class is what shows the panel under 768px; the
  // browser tests check what is visible.
  expect(
    // eslint-disable-next-line testing-library/no-node-access
    document.getElementById(toggle.getAttribute('aria-controls') ?? ''),
  ).toHaveClass('explore__filters--open')
})
