import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'

// Every content route of issue 9: its h1, its title, and axe, on desktop and at 375px.
const PAGES = [
  {
    path: '/',
    heading: 'A modern platform for building apps on VA data',
    title: 'VA API Platform',
  },
  {
    path: '/about',
    heading: 'About the VA API Platform',
    title: 'VA API Platform | About',
  },
  { path: '/about/news', heading: 'News', title: 'VA API Platform | News' },
  {
    path: '/production-access',
    heading: 'Production access process',
    title: 'VA API Platform | Production access process',
  },
  {
    path: '/production-access/request-prod-access',
    heading: 'Request production access',
    title: 'VA API Platform | Request production access',
  },
  {
    path: '/production-access/prepare-for-and-complete-a-demo',
    heading: 'Prepare for and complete a demo',
    title: 'VA API Platform | Prepare for and complete a demo',
  },
  {
    path: '/production-access/working-with-va-apis',
    heading: 'Working with VA APIs',
    title: 'VA API Platform | Working with VA APIs',
  },
  { path: '/support', heading: 'Support', title: 'VA API Platform | Support' },
  {
    path: '/support/faq',
    heading: 'Frequently asked questions',
    title: 'VA API Platform | FAQ',
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    title: 'VA API Platform | Terms of Service',
  },
  {
    path: '/api-publishing',
    heading: 'API Publishing',
    title: 'VA API Platform | API Publishing',
  },
  {
    path: '/api-publishing/process',
    heading: 'How publishing works',
    title: 'VA API Platform | How publishing works',
  },
  {
    path: '/production-access/production-access-application',
    heading: 'Apply for production access',
    title: 'VA API Platform | Production access application',
  },
  {
    path: '/no/such/page',
    heading: 'Page not found',
    title: 'VA API Platform | Page not found',
  },
]

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375px', width: 375, height: 800 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    for (const { path, heading, title } of PAGES) {
      test(`${path} shows "${heading}", is titled and passes axe`, async ({
        page,
      }) => {
        await page.goto(path)
        await expect(
          page.getByRole('heading', { level: 1, name: heading }),
        ).toBeVisible()
        await expect(page).toHaveTitle(title)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('The home page opens Get started items and links each featured API to its page', async ({
  page,
}) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured APIs' })
  for (const name of [
    'Veteran Confirmation API',
    'VA Facilities API',
    'VA Forms API',
    'Patient Health API (FHIR)',
  ]) {
    await expect(featured.getByRole('heading', { name })).toBeVisible()
  }
  const demo = page.getByRole('button', { name: 'Complete a demo' })
  await demo.click()
  await expect(demo).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.getByText('Show us your app in a 30 to 60 minute demo.'),
  ).toBeVisible()
  await featured.getByRole('link', { name: 'View VA Forms API' }).click()
  await expect(page).toHaveURL(/\/explore\/api\/va-forms$/)
  await page.goBack()
  await page.getByRole('link', { name: 'View all APIs' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
  ).toBeVisible()
})

test('The about page states the claims and links its three highlights', async ({
  page,
}) => {
  await page.goto('/about')
  const stats = page.getByRole('list', { name: 'The platform in numbers' })
  await expect(stats).toContainText('Over 99% uptime')
  await expect(stats).toContainText('Over 250 consumers in production')
  await expect(stats).toContainText('Over 20 APIs added')
  await expect(
    page.getByText('Monetizing or selling Veteran data is not allowed.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Working with VA APIs' }).last().click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Working with VA APIs' }),
  ).toBeVisible()
})

test('News sections have their anchors, items show date and source, a video loads only on click', async ({
  page,
}) => {
  const embeds: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('youtube')) embeds.push(request.url())
  })
  // The player is a third-party frame: answer it locally so the test needs no internet.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Player</title><p>Player</p>',
    }),
  )
  await page.goto('/about/news#Digital-media')
  const media = page.getByRole('heading', { level: 2, name: 'Digital media' })
  await expect(media).toBeFocused()
  await expect(page.locator('#Articles')).toHaveText('Articles')
  await expect(page.locator('#News-releases')).toHaveText('News releases')
  await expect(page.getByText('September 15, 2026 · VA Digital')).toBeVisible()
  expect(embeds).toEqual([])
  await page
    .getByRole('button', {
      name: 'Play video: An introduction to the VA API Platform',
    })
    .click()
  await expect(
    page.locator('iframe[title="An introduction to the VA API Platform"]'),
  ).toBeVisible()
  expect(
    embeds.some((url) =>
      url.startsWith('https://www.youtube-nocookie.com/embed/'),
    ),
  ).toBe(true)
})

test('Production access pages share a side nav; the overview carries the delay notice', async ({
  page,
}) => {
  await page.goto('/production-access')
  await expect(
    page.getByText(
      'VA is experiencing long delays in approving production access for Veteran benefits APIs. Thank you for your patience and support.',
    ),
  ).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Production access' })
  await nav.getByRole('link', { name: 'Request production access' }).click()
  await expect(
    page.getByRole('link', { name: 'Start your application' }),
  ).toHaveAttribute('href', '/production-access/production-access-application')
  for (const name of [
    'Basic information',
    'Technical information',
    'Privacy policy and terms of service',
  ]) {
    await expect(page.getByRole('button', { name })).toBeVisible()
  }
  await nav.getByRole('link', { name: 'Prepare for the demo' }).click()
  await expect(page.getByText('Demos last 30 to 60 minutes')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /Appeals APIs Internal VA use only/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: /Loan Guaranty APIs Internal VA use only/,
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: /Address Validation API Internal VA use only/,
    }),
  ).toBeVisible()
  await page.goto('/production-access/working-with-va-apis#rate-limiting')
  await expect(
    page.getByRole('heading', { name: 'Rate limiting' }),
  ).toBeFocused()
  await expect(
    page.getByText('Each consumer can make 60 requests per minute'),
  ).toBeVisible()
})

test('Support links to the FAQ, whose groups open as accordions', async ({
  page,
}) => {
  await page.goto('/support')
  await page.getByRole('link', { name: 'Read the FAQ' }).click()
  for (const name of ['General', 'Development', 'Troubleshooting/Support']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  const question = page.getByRole('button', {
    name: 'What are the rate limits?',
  })
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.getByText('60 requests per minute. Read about'),
  ).toBeVisible()
})

test('Terms of service: last updated March 14, 2024, with 60 days of notice', async ({
  page,
}) => {
  await page.goto('/explore/terms-of-service')
  await expect(page).toHaveURL(/\/terms-of-service$/)
  await expect(page.getByText('Last updated March 14, 2024')).toBeVisible()
  await expect(page.getByText(/60 days’ notice before a change/)).toBeVisible()
})
