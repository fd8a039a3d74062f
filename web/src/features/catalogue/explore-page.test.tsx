import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { Catalogue } from '@portal/schema/catalogue'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

const CATALOGUE = '*/platform-backend/v0/providers/transformations/legacy.json'
const LOADING_ERROR =
  'Loading Error: API details failed to load. Please reload or try again later if the issue persists.'

function serve(catalogue: Catalogue) {
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
}

async function renderExplore(path = '/explore') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Explore APIs' })
  return view
}

function apiNames() {
  const list = screen.queryByRole('list', { name: 'APIs' })
  return list
    ? within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
    : []
}

function currentUrl(router: ReturnType<typeof renderApp>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`
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
  // The lock is decorative (aria-hidden), so only the DOM shows it.
  // eslint-disable-next-line testing-library/no-node-access
  expect(restricted.querySelector('use')?.getAttribute('href')).toMatch(
    /#lock$/,
  )
  expect(tagsOf('VA Facilities API')).toEqual([
    'facilities',
    'API key',
    'Open data',
  ])
})

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
