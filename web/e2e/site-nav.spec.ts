// Site navigation on desktop, and the error views of a route chunk or an API call that fails.
import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { holdFocusTrap } from './hold-focus-trap.ts'
import { boxOf } from './page-box.ts'

test.describe('desktop', () => {
  test('Dropdowns open by mouse, close on Escape and on a click elsewhere, and navigate', async ({
    page,
  }) => {
    await page.goto('/')
    const main = page.getByRole('navigation', { name: 'Main' })
    const production = main.getByRole('button', { name: /Production Access/ })
    await production.click()
    await expect(production).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
    for (const name of [
      'Production access process',
      'Request production access',
      'Prepare for the demo',
      'Working with VA APIs',
    ]) {
      await expect(main.getByRole('link', { name })).toBeVisible()
    }
    await page.getByRole('heading', { level: 1 }).click()
    await expect(production).toHaveAttribute('aria-expanded', 'false')

    const about = main.getByRole('button', { name: /About/ })
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(main.getByRole('link', { name: 'News' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(
      main.getByRole('link', { name: 'About', exact: true }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()

    await about.click()
    await main.getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(/\/about\/news$/)
    await expect(about).toHaveAttribute('aria-expanded', 'false')
  })

  test('API Status opens the status page in a new tab; Support and Explore APIs navigate', async ({
    page,
  }) => {
    await page.goto('/')
    const main = page.getByRole('navigation', { name: 'Main' })
    const status = main.getByRole('link', {
      name: 'API Status (opens in a new tab)',
    })
    await expect(status).toHaveAttribute(
      'href',
      'https://valighthouse.statuspage.io',
    )
    await expect(status).toHaveAttribute('target', '_blank')
    await main.getByRole('link', { name: 'Support' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support' }),
    ).toBeVisible()
    await main.getByRole('link', { name: 'Explore APIs' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
    ).toBeVisible()
  })

  test('The search toggle reveals a form for the government search site with the affiliate', async ({
    page,
  }) => {
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Search site' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = page.getByRole('search')
    await expect(form).toHaveAttribute(
      'action',
      'https://search.usa.gov/search',
    )
    await expect(form.locator('input[name="affiliate"]')).toHaveValue(
      'developer.va.gov',
    )
    await expectNoAxeViolations(page)
    let submitted = ''
    await page.route('https://search.usa.gov/**', (route) => {
      submitted = route.request().url()
      return route.fulfill({
        contentType: 'text/html',
        body: '<title>Results</title>',
      })
    })
    await form.getByRole('searchbox', { name: 'Search' }).fill('facilities api')
    await form.getByRole('button', { name: 'Search', exact: true }).click()
    await expect
      .poll(() => submitted)
      .toBe(
        'https://search.usa.gov/search?affiliate=developer.va.gov&query=facilities+api',
      )
  })

  test('Skip to navigation moves focus to the navigation', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const skip = page.getByRole('link', { name: 'Skip to navigation' })
    // The second stop from the top; Tab on until there, since the page may still move focus
    // to its heading while it settles (flaky under load otherwise).
    for (let presses = 0; presses < 6; presses += 1) {
      if (await skip.evaluate((element) => element === document.activeElement))
        break
      await page.keyboard.press('Tab')
    }
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    // The hash helper scrolls to the navigation and then focuses it; Tab goes on from there.
    await expect(page.locator('#site-navigation')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Explore APIs' }),
    ).toBeFocused()
  })

  test('The footer links its pages, shows the build commit, and opens Veteran resources', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const name of [
      'API Publishing',
      'Accessibility',
      'Support',
      'Web Policies',
      'Terms of Service',
      'Privacy',
    ]) {
      await expect(
        footer.getByRole('link', { name, exact: true }),
      ).toBeVisible()
    }
    await expect(
      footer.getByText(/^Version [0-9a-f]{7,12}$|^Version unknown$/),
    ).toBeVisible()
    const open = footer.getByRole('button', {
      name: 'Looking for Veteran resources?',
    })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Veteran resources' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'VA.gov' })).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close this window' }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(
      dialog.getByRole('heading', { name: 'Veteran resources' }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    await footer.getByRole('link', { name: 'API Publishing' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'API Publishing' }),
    ).toBeVisible()
  })

  test('Escape closes Veteran resources the moment it shows, before focus has moved into it', async ({
    page,
  }) => {
    await page.goto('/about')
    const release = await holdFocusTrap(page)
    const open = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Looking for Veteran resources?' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Veteran resources' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    release()
  })

  test('"Help improve this site" leads to the feedback page', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.getByRole('link', { name: 'Help improve this site' }).click()
    await expect(page).toHaveURL(/\/support\/contact-us$/)
  })

  test('The feedback tab stays beside the page column, covering none of it', async ({
    page,
  }) => {
    await page.goto('/')
    const tab = await boxOf(
      page.getByRole('link', { name: 'Help improve this site' }),
    )
    const column = await boxOf(page.locator('main .grid-container').first())
    expect(tab.x).toBeGreaterThanOrEqual(column.x + column.width)
  })
})

test('A route chunk that fails to load shows the error view with a retry, and is reported', async ({
  page,
}) => {
  const reports: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/platform-backend/v0/client-errors'))
      reports.push(request.postDataJSON())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.route(/\/assets\/terms-of-service-.*\.js$/, (route) =>
    route.abort('failed'),
  )
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms of Service' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'An error was encountered' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('VA API Platform | An error was encountered')
  await expect.poll(() => reports.length).toBe(1)
  expect(reports[0]).toMatchObject({
    kind: 'chunk',
    name: 'ChunkLoadError',
    message: expect.stringMatching(
      /^Loading chunk terms-of-service failed\.\n\(/,
    ),
    path: '/terms-of-service',
  })
  await page.unroute(/\/assets\/terms-of-service-.*\.js$/)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms of Service' }),
  ).toBeVisible()
})

test('A failed API call shows its error state and is reported with the failed request id', async ({
  page,
}) => {
  const reports: { body: unknown; status: Promise<number | undefined> }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/platform-backend/v0/client-errors'))
      reports.push({
        body: request.postDataJSON(),
        status: request.response().then((response) => response?.status()),
      })
  })
  const failedRequestIds: string[] = []
  // The catalogue answers 503, as a server in trouble would, naming the request's id as ours does
  // (a GET sends none of its own, so a preload of it is reused: R-WEB-REQUEST-ID).
  await page.route(
    /\/v0\/providers\/transformations\/legacy\.json/,
    (route) => {
      const requestId = crypto.randomUUID()
      failedRequestIds.push(requestId)
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'x-request-id': requestId },
        body: JSON.stringify({ errors: ['Service unavailable'] }),
      })
    },
  )
  // The server renders /explore with the catalogue; the browser asks for it on its way there.
  await page.goto('/about')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore APIs' })
    .click()
  await expect(
    page.getByText(
      'Loading Error: API details failed to load. Please reload or try again later if the issue persists.',
    ),
  ).toBeVisible()
  await expect.poll(() => reports.length).toBeGreaterThan(0)
  const reportedId = (reports[0]?.body as { requestId?: string }).requestId
  expect(reportedId).toMatch(/^[0-9a-f-]{36}$/)
  expect(failedRequestIds).toContain(reportedId)
  expect(reports[0]?.body).toMatchObject({
    kind: 'request',
    name: 'RequestFailedError',
    message: expect.stringMatching(
      /legacy\.json.* answered 503: Service unavailable$/,
    ),
    path: '/explore',
  })
  // The real server took the report.
  expect(await reports[0]?.status).toBe(204)
})
