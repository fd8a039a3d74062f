import { test, expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

// A public page's app starts when the reader first reaches for the page, not before (ADR 062,
// R-SSR-START-INTENT). Playwright's own `test`: ./test.ts moves the pointer after each `goto` to
// start the app, which is what these tests are about.

const ENTRY = /\/assets\/index-[\w-]+\.js$/

function entryRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    if (ENTRY.test(new URL(request.url()).pathname))
      requests.push(request.url())
  })
  return requests
}

/** Holds the app's entry script until `release()`: what a reader does before the app starts. */
async function holdTheApp(page: Page) {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(ENTRY, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

const started = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-started', 'true')

for (const url of [
  '/',
  '/explore',
  '/explore/api/va-facilities',
  '/about',
  '/support/faq',
]) {
  test(`${url} downloads none of the app until the reader moves the pointer, then starts it (R-SSR-START-INTENT)`, async ({
    page,
  }) => {
    const requests = entryRequests(page)
    await page.goto(url, { waitUntil: 'networkidle' })
    // Well past the paint and the load event, where the app used to start (ADR 059).
    await page.waitForTimeout(1500)
    expect(requests).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-started')
    await page.mouse.move(20, 20)
    await started(page)
    expect(requests).toHaveLength(1)
  })
}

test('A keyboard reader starts the app with the first key they press (R-SSR-START-INTENT)', async ({
  page,
}) => {
  await page.goto('/explore', { waitUntil: 'networkidle' })
  await page.keyboard.press('Tab')
  await started(page)
  await expect(
    page.getByRole('link', { name: 'Skip to main content' }),
  ).toBeFocused()
})

test('The docs page, whose viewer only the app shows, starts after its paint without a gesture (R-SSR-START-INTENT)', async ({
  page,
}) => {
  await page.goto('/explore/api/va-facilities/docs')
  await started(page)
  await expect(
    page.getByRole('heading', { name: 'Build a curl request' }),
  ).toBeVisible()
})

test('The shell starts at once: the staff console signs in without a gesture', async ({
  page,
}) => {
  await page.goto('/console')
  await started(page)
})

test('A button pressed before the app has started does its work once it has: the press is not lost (R-SSR-START-INTENT)', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  await page.goto('/about', { waitUntil: 'networkidle' })
  await page
    .getByRole('button', { name: 'Looking for Veteran resources?' })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  app.release()
  await started(page)
  await expect(page.getByRole('dialog')).toBeVisible()
})

test("A button in the page's content, pressed before the app has started, does its work once the content has hydrated (R-SSR-START-INTENT)", async ({
  page,
}) => {
  // The player is a third-party frame: answered here, so the test needs no internet.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }),
  )
  const app = await holdTheApp(page)
  await page.goto('/about/news', { waitUntil: 'networkidle' })
  const title = 'An introduction to the VA API Platform'
  await page.getByRole('button', { name: `Play video: ${title}` }).click()
  const player = page.locator(`iframe[title="${title}"]`)
  await expect(player).toHaveCount(0)
  app.release()
  await started(page)
  await expect(player).toBeVisible()
})

test('A form only the app sends, submitted before the app has started, is sent once it has, with what was typed (R-SSR-START-INTENT)', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  await page.goto('/explore/api/va-facilities/release-notes', {
    waitUntil: 'networkidle',
  })
  const email = `early-${Date.now()}@example.org`
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  // Not sent by the browser: that would reload the page with the address in its URL.
  await page.waitForTimeout(300)
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByText(/Check your email/)).toHaveCount(0)
  app.release()
  await started(page)
  await expect(page.getByText(/Check your email: we sent a link/)).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
})

test('An accordion section opened before the app started is open after it (R-SSR-START-INTENT)', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  await page.goto('/support/faq', { waitUntil: 'networkidle' })
  const first = page.locator('details.accordion__details summary').first()
  const question = (await first.innerText()).trim()
  await first.click()
  await expect(
    page.locator('details.accordion__details').first(),
  ).toHaveAttribute('open', '')
  app.release()
  await started(page)
  await expect(page.getByRole('button', { name: question })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('The site search opened and typed into before the app started keeps the text and the focus when the app takes it over (R-SSR-START-INTENT)', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  await page.goto('/about', { waitUntil: 'networkidle' })
  await page.getByText('Search site', { exact: true }).click()
  await page.locator('#site-search-static').click()
  await page.keyboard.type('benefits')
  app.release()
  await started(page)
  const box = page.locator('#site-search-header')
  await expect(box).toHaveValue('benefits')
  await expect(box).toBeFocused()
  await page.keyboard.type(' claims')
  await expect(box).toHaveValue('benefits claims')
  // Closed and opened again, the search starts empty: the carried text was the first opening's.
  const toggle = page.getByRole('button', { name: 'Search site' })
  await toggle.click()
  await toggle.click()
  await expect(box).toHaveValue('')
})

test.describe('On a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('The menu opened before the app started stays open when it starts, and closes by its button (R-SSR-START-INTENT)', async ({
    page,
  }) => {
    const app = await holdTheApp(page)
    await page.goto('/about', { waitUntil: 'networkidle' })
    await page.getByRole('link', { name: 'Menu' }).tap()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Explore APIs' })).toBeVisible()
    app.release()
    await started(page)
    await expect(
      page.getByRole('button', { name: 'Menu', exact: true }),
    ).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Explore APIs' })).toBeVisible()
    await expectNoAxeViolations(page)
    await nav.getByRole('button', { name: 'Close menu' }).tap()
    await expect(
      page.getByRole('button', { name: 'Menu', exact: true }),
    ).toHaveAttribute('aria-expanded', 'false')
  })
})
