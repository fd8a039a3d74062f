import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'

const apiList = (page: Page) => page.getByRole('list', { name: 'APIs' })
const apiNames = (page: Page) =>
  apiList(page).getByRole('heading', { level: 2 })
const pills = (page: Page) =>
  page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')

// USWDS draws the checkbox on its label; people click the label.
const option = (page: Page, name: string | RegExp) =>
  page.locator('label').filter({ hasText: name })

async function openExplore(page: Page, path = '/explore') {
  await page.goto(path)
  await expect(
    apiList(page).or(page.getByText('There are no matching results')),
  ).toBeVisible()
}

test.describe('desktop, by mouse', () => {
  test('Topic and auth filters, search, pills and clear all drive the URL, the list and focus', async ({
    page,
  }) => {
    await openExplore(page)
    await expect(page.getByText('Showing all 28 items')).toBeVisible()
    await expect(page.getByText('End of list')).toBeVisible()

    const topics = page.getByRole('button', { name: 'Topics' })
    await topics.click()
    await expect(topics).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
    await option(page, /^Health \(\d+\)$/).click()
    await option(page, /^VA Benefits \(\d+\)$/).click()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/explore\/health\+va-benefits$/)
    await expect(topics).toBeFocused()
    await expect(topics).toHaveText('Topics (2)')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '2 filters applied and API list updated' }),
    ).toBeAttached()
    await expect(pills(page)).toHaveText(['Health×', 'VA Benefits×'])
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    const auth = page.getByRole('button', { name: 'Auth Type' })
    await auth.click()
    await option(page, 'Client Credentials Grant').click()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/explore\/health\+va-benefits\?auth=ccg$/)
    await expect(apiNames(page)).toHaveText([
      'Patient Health API (FHIR)',
      'PGD API (FHIR)',
      'Appealable Issues API',
      'Benefits Claims API',
      'Benefits Documents API',
      'Direct Deposit Management API',
      'Higher-Level Reviews API',
      'Legacy Appeals API',
      'Notice of Disagreements API',
      'Supplemental Claims API',
    ])
    await expect(
      page.getByText(
        'Showing all 10 items for Health, VA Benefits, Client Credentials Grant',
      ),
    ).toBeVisible()

    await page
      .getByRole('searchbox', { name: 'Search APIs by keyword' })
      .fill('deposit')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(
      /\/explore\/health\+va-benefits\?auth=ccg&q=deposit$/,
    )
    await expect(apiNames(page).first()).toHaveText(
      'Direct Deposit Management API',
    )

    await page.getByRole('button', { name: 'Remove Health filter' }).click()
    await expect(page).toHaveURL(/\/explore\/va-benefits\?auth=ccg&q=deposit$/)
    await expect(pills(page)).toHaveText([
      'VA Benefits×',
      'Client Credentials Grant×',
      '“deposit”×',
    ])

    await page.getByRole('link', { name: 'Clear all filters' }).click()
    await expect(page).toHaveURL(/\/explore$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
    ).toBeFocused()
    await expect(page.getByText('Showing all 28 items')).toBeVisible()
    await expect(
      page.getByRole('searchbox', { name: 'Search APIs by keyword' }),
    ).toHaveValue('')
  })

  test('A menu closes on an outside click without applying', async ({
    page,
  }) => {
    await openExplore(page)
    await page.getByRole('button', { name: 'Topics' }).click()
    await option(page, /^Health/).click()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(option(page, /^Health/)).toBeHidden()
    await expect(page).toHaveURL(/\/explore$/)
  })

  test('Deactivated and stealth-launched APIs are not listed; deprecated ones are', async ({
    page,
  }) => {
    await openExplore(page)
    await expect(
      apiNames(page).filter({ hasText: 'Urgent Care Eligibility API (FHIR)' }),
    ).toHaveCount(0)
    await expect(
      apiNames(page).filter({ hasText: 'Contact Information API' }),
    ).toHaveCount(0)
    await expect(
      apiNames(page).filter({ hasText: 'Decision Reviews API' }),
    ).toHaveCount(1)
  })

  test('No match shows the empty state; axe finds nothing there', async ({
    page,
  }) => {
    await openExplore(page, '/explore?q=qqzzxxyy')
    await expect(
      page.getByRole('heading', { name: 'There are no matching results' }),
    ).toBeVisible()
    await expect(
      page.getByText('Showing all 0 items for search term qqzzxxyy'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('Coming back to the list restores its scroll position and filters', async ({
    page,
  }) => {
    await openExplore(page, '/explore/health')
    await page.mouse.wheel(0, 900)
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(500)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page
      // A footer link: it is on screen, so clicking it does not scroll the list first.
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Support' })
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support' }),
    ).toBeVisible()
    expect(
      await page.evaluate(() => sessionStorage.getItem('exploreApisPath')),
    ).toBe('/explore/health')
    await page.goBack()
    await expect(apiList(page)).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
  })
})

test.describe('desktop, by keyboard', () => {
  test('Every control works with the keyboard alone', async ({ page }) => {
    await openExplore(page)
    const topics = page.getByRole('button', { name: 'Topics' })
    await topics.focus()
    await page.keyboard.press('Enter')
    await expect(topics).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('checkbox', { name: /^Facilities/ }),
    ).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Escape')
    await expect(topics).toHaveAttribute('aria-expanded', 'false')
    await expect(topics).toBeFocused()
    await expect(page).toHaveURL(/\/explore$/)

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    // Tab past the other topics to the apply button.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab')
    await expect(
      page.getByRole('button', { name: 'Apply filters' }),
    ).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/explore\/facilities$/)
    await expect(topics).toBeFocused()

    await page
      .getByRole('searchbox', { name: 'Search APIs by keyword' })
      .focus()
    await page.keyboard.type('facilities')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/explore\/facilities\?q=facilities$/)
    await expect(apiNames(page).first()).toHaveText('VA Facilities API')

    await page
      .getByRole('button', { name: 'Remove search term facilities' })
      .focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/explore\/facilities$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await page.getByRole('link', { name: 'Clear all filters' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/explore$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })
})

test.describe('375px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('The filters sit behind the Filters toggle, which shows the applied count', async ({
    page,
  }) => {
    await openExplore(page)
    const toggle = page.getByRole('button', { name: 'Filters' })
    await expect(toggle).toBeVisible()
    await expect(page.getByRole('button', { name: 'Topics' })).toBeHidden()
    await expectNoAxeViolations(page)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Topics' }).click()
    await option(page, /^Forms/).click()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/explore\/forms$/)
    await expect(apiNames(page)).toHaveText(['VA Forms API'])
    await expect(
      page.getByRole('button', { name: 'Filters (1)' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Topics (1)' })).toBeFocused()
  })

  test('Keyboard alone opens the panel and searches', async ({ page }) => {
    await openExplore(page)
    await page.getByRole('button', { name: 'Filters' }).focus()
    await page.keyboard.press('Enter')
    await page
      .getByRole('searchbox', { name: 'Search APIs by keyword' })
      .focus()
    await page.keyboard.type('facilities')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/explore\?q=facilities$/)
    await expect(apiNames(page).first()).toHaveText('VA Facilities API')
  })
})

test.describe('375px wide, the filter bar', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('is fixed to the bottom of the screen until the footer shows, then stays above the footer', async ({
    page,
  }) => {
    await openExplore(page)
    const bar = page.locator('.explore__filter-bar')
    const position = () =>
      bar.evaluate((element) => getComputedStyle(element).position)
    await expect.poll(position).toBe('fixed')
    const barBottom = async () => {
      const box = await bar.boundingBox()
      return Math.round((box?.y ?? 0) + (box?.height ?? 0))
    }
    await expect.poll(barBottom).toBe(800)
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(position).toBe('absolute')
    const footerTop = async () =>
      Math.round((await footer.boundingBox())?.y ?? 0)
    await expect
      .poll(async () => (await barBottom()) <= (await footerTop()) + 1)
      .toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(position).toBe('fixed')
  })
})
