import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

// Every public page arrives as HTML (R-SSR-PAGES): each address, the level-one heading its HTML
// carries and a sentence of its main text, read with JavaScript off.
const PUBLIC_PAGES = [
  {
    path: '/',
    heading: 'A modern platform for building apps on VA data',
    text: 'Explore our APIs',
  },
  { path: '/explore', heading: 'Explore APIs', text: 'VA Forms API' },
  {
    path: '/explore/va-benefits',
    heading: 'Explore APIs',
    text: 'Benefits Intake API',
  },
  {
    path: '/explore?auth=acg&q=patient',
    heading: 'Explore APIs',
    text: 'Patient Health API (FHIR)',
  },
  // Accents and case do not matter to the search, on the server too (R-QA-SEARCH-ACCENTS).
  {
    path: '/explore?auth=acg&q=p%C3%A0t%C3%AD%C3%A9%C3%B1t',
    heading: 'Explore APIs',
    text: 'Patient Health API (FHIR)',
  },
  {
    path: '/explore/api/va-facilities',
    heading: 'VA Facilities API',
    text: 'With this API you can',
  },
  {
    path: '/explore/api/va-facilities/docs',
    heading: 'VA Facilities API Docs',
    text: 'Loading documentation',
  },
  {
    path: '/explore/api/va-facilities/test-users',
    heading: 'VA Facilities API Test data',
    text: 'Test data',
  },
  {
    path: '/explore/api/va-facilities/release-notes',
    heading: 'Release notes',
    text: 'VA Facilities API',
  },
  {
    path: '/explore/api/va-facilities/sandbox-access',
    heading: 'VA Facilities API Sandbox access',
    text: 'Email',
  },
  {
    path: '/explore/api/patient-health/authorization-code',
    heading: 'Authorization Code Grant',
    text: 'Patient Health API (FHIR)',
  },
  {
    path: '/explore/api/patient-health/client-credentials',
    heading: 'Client Credentials Grant',
    text: 'Patient Health API (FHIR)',
  },
  {
    path: '/about',
    heading: 'About the VA API Platform',
    text: 'VA API Platform',
  },
  { path: '/about/news', heading: 'News', text: 'News' },
  {
    path: '/production-access',
    heading: 'Production access process',
    text: 'production',
  },
  {
    path: '/production-access/request-prod-access',
    heading: 'Request production access',
    text: 'production',
  },
  {
    path: '/production-access/production-access-application',
    heading: 'Apply for production access',
    text: 'Step 1',
  },
  {
    path: '/production-access/prepare-for-and-complete-a-demo',
    heading: 'Prepare for and complete a demo',
    text: 'demo',
  },
  {
    path: '/production-access/working-with-va-apis',
    heading: 'Working with VA APIs',
    text: 'API',
  },
  { path: '/support', heading: 'Support', text: 'Contact us' },
  {
    path: '/support/faq',
    heading: 'Frequently asked questions',
    text: 'General',
  },
  {
    path: '/support/contact-us',
    heading: 'Contact us',
    text: 'What can we help you with?',
  },
  { path: '/terms-of-service', heading: 'Terms of Service', text: 'Terms' },
  { path: '/api-publishing', heading: 'API Publishing', text: 'publish' },
  {
    path: '/platform-api/docs',
    heading: 'Platform API Docs',
    text: 'Loading documentation',
  },
]

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, heading, text } of PUBLIC_PAGES) {
    test(`${path} is readable: its heading, its text, its title, description, canonical address and Open Graph tags are in the HTML (R-SSR-PAGES, R-SSR-HEAD)`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1').first()).toContainText(heading)
      await expect(page.locator('main')).toContainText(text)
      await expect(page).toHaveTitle(/^VA API Platform/)
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path.split('?')[0]?.replace(/\//g, '\\/')}$`),
      )
      await expect(page.locator('head meta[property="og:title"]')).toHaveCount(
        1,
      )
      await expect(
        page.locator('script:not([type="application/json"]):not([src])'),
      ).toHaveCount(0)
    })
  }

  test('An unknown address answers 404 with the "Page not found" page, links included', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Page not found',
    )
    await expect(
      page.getByRole('link', { name: 'Explore APIs' }).last(),
    ).toBeVisible()
  })

  test('The navigation works: header links, the dropdowns and the footer (R-SSR-NO-JS)', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Explore APIs' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Explore APIs',
    )
    await nav.locator('summary', { hasText: 'About' }).click()
    await nav.getByRole('link', { name: 'News' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Service' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Terms of Service',
    )
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'VA API Platform', exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'A modern platform',
    )
  })

  test('On a phone the Menu opens the navigation and its dropdowns; the FAQ sections open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeHidden()
    await page.getByRole('link', { name: 'Menu' }).click()
    await expect(nav).toBeVisible()
    await nav.locator('summary', { hasText: 'Production Access' }).click()
    await nav.getByRole('link', { name: 'Working with VA APIs' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Working with VA APIs',
    )
    await page.goto('/support/faq')
    const summary = page.locator('main summary').first()
    const answer = page
      .locator('main details')
      .first()
      .locator('.usa-accordion__content')
    await expect(answer).toBeHidden()
    await summary.click()
    await expect(answer).toBeVisible()
  })

  test('Explore filters and search are a GET form: topics, auth type and keyword apply, and a pill removes its filter', async ({
    page,
  }) => {
    await page.goto('/explore')
    await page.locator('summary', { hasText: 'Topics' }).click()
    await page.locator('label[for="topics-health"]').click()
    await page
      .locator('details[open]')
      .getByRole('button', { name: 'Apply filters' })
      .click()
    await expect(page.locator('.explore__count')).toHaveText(/for Health$/)
    await page.locator('summary', { hasText: 'Auth Type' }).click()
    await page.locator('label[for="auth-acg"]').click()
    await page
      .locator('details[open]')
      .getByRole('button', { name: 'Apply filters' })
      .click()
    await page.getByLabel('Search APIs by keyword').fill('patient')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('list', { name: 'APIs' })).toContainText(
      'Patient Health API (FHIR)',
    )
    await expect(page.locator('.explore__count')).toContainText(
      'search term patient',
    )
    await page.getByRole('link', { name: 'Remove Health filter' }).click()
    await expect(page.locator('.explore__count')).not.toContainText('Health')
    await expect(page.getByLabel('Search APIs by keyword')).toHaveValue(
      'patient',
    )
  })
})

// axe runs as a script in the page, so these pages keep JavaScript but get none of the app's:
// what shows is the HTML the server sent, as without JavaScript.
test.describe('As the server sent it, before any script', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
  })
  for (const path of [
    '/',
    '/explore',
    '/explore/api/va-facilities',
    '/support/faq',
    '/support/contact-us',
  ]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('.site-nav--static')).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  }
})

// React reports a page that does not match its server HTML as a recoverable error (minified
// #418, #419, #423, #425 in production); main.tsx logs it to the console.
async function hydrationProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${path}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`))
  await page.goto(path)
  // The reader's first gesture starts the app (ADR 062).
  await page.mouse.move(5, 5)
  // Hydrated: the header's Menu link (the no-script version) has become the app's own header.
  await expect(page.locator('.site-nav--static')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  return problems
}

test.describe('With JavaScript', () => {
  for (const { path } of PUBLIC_PAGES.filter(
    ({ path }) => path !== '/no/such/page',
  )) {
    test(`${path} hydrates without a mismatch or an error (R-SSR-HYDRATION)`, async ({
      page,
    }) => {
      expect(await hydrationProblems(page, path)).toEqual([])
    })
  }

  for (const path of [
    '/',
    '/explore?auth=acg',
    '/explore/api/va-facilities',
    '/support/faq',
  ]) {
    test(`axe finds nothing on ${path} once hydrated`, async ({ page }) => {
      await page.goto(path)
      await page.mouse.move(5, 5)
      await expect(page.locator('.site-nav--static')).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }
})
