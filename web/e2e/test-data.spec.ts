import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'
import { fillDeveloper } from './signup-form.ts'

const rows = (page: Page) =>
  page.locator('.test-data-table').first().locator('tbody tr')

async function signUpAndOpenEmailedLink(page: Page): Promise<string> {
  const email = `link-${Date.now()}@example.org`
  await page.goto('/explore/api/patient-health/sandbox-access')
  await fillDeveloper(page, email, {
    firstName: 'Grace',
    lastName: 'Hopper',
    organization: 'Compilers Inc',
  })
  await page
    .locator('label')
    .filter({ hasText: 'Authorization Code Grant' })
    .click()
  await page.locator('label').filter({ hasText: /^No/ }).click()
  await page
    .getByLabel('OAuth Redirect URI')
    .fill('http://localhost:3000/callback')
  await page
    .locator('label')
    .filter({ hasText: 'I agree to the terms of service' })
    .click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
  const mail = await waitForMail(page, (candidate) => candidate.to === email)
  const link = mail.text.match(/http\S+\/test-users\/\S+/)?.[0] ?? ''
  return new URL(link).pathname
}

test('A visitor sees masked credentials and every table control works', async ({
  page,
}) => {
  // Every table control, then axe over a table of 83 test users: slow on a busy 2-core runner.
  test.slow()
  await page.goto('/explore/api/patient-health/test-users')
  await expect(page).toHaveTitle(
    'VA API Platform | Patient Health API (FHIR) Test data',
  )
  await expect(page.getByText('83 test users')).toBeVisible()
  await expect(
    page
      .getByRole('link', {
        name: 'Sign up for sandbox access to see ID.me credentials',
      })
      .first(),
  ).toBeVisible()
  await expect(page.getByText(/va\.api\.user/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page
    .getByRole('searchbox', { name: 'Search test users' })
    .fill('Sheba703')
  await expect(page.getByText('1 test users')).toBeVisible()
  await page.getByRole('button', { name: 'Reset table' }).click()
  await expect(page.getByText('83 test users')).toBeVisible()

  await page.getByRole('button', { name: 'First Name' }).click()
  await expect(
    page.getByRole('columnheader', { name: 'First Name' }),
  ).toHaveAttribute('aria-sort', 'ascending')
  const first = await rows(page).first().locator('td').nth(1).textContent()
  await page.getByRole('button', { name: 'First Name' }).click()
  await expect(
    page.getByRole('columnheader', { name: 'First Name' }),
  ).toHaveAttribute('aria-sort', 'descending')
  await expect(rows(page).first().locator('td').nth(1)).not.toHaveText(
    first ?? '',
  )

  await page.getByRole('button', { name: /Show\/hide columns/ }).click()
  await page
    .locator('label')
    .filter({ hasText: /^Birthdate$/ })
    .click()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'APPLY CHANGES' }).click()
  await expect(
    page.getByRole('columnheader', { name: 'Birthdate' }),
  ).toHaveCount(0)
  await page
    .getByRole('searchbox', { name: 'Search test users' })
    .fill('qqzzxxyy')
  await expect(
    page.getByText('No matching records found. Try another search term.'),
  ).toBeVisible()
})

test('The emailed link shows real credentials, per provider, with copy buttons', async ({
  page,
  context,
}) => {
  // A signup, its email, then axe over a table of 83 test users: slow on a busy 2-core runner.
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const path = await signUpAndOpenEmailedLink(page)
  expect(path).toMatch(
    /^\/explore\/api\/patient-health\/test-users\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/,
  )
  await page.goto(path)
  await expect(page.getByText('83 test users')).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('listitem')
      .last(),
  ).toHaveText('Test data')
  await page.getByRole('button', { name: 'Show Login.gov credentials' }).click()
  const username = page.locator('.credential-cell code').first()
  await expect(username).toHaveText(
    /^va\.api\.user\+patient-health-\d+@example\.com$/,
  )
  await page
    .getByRole('button', { name: 'Copy Login.gov email' })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^va\.api\.user\+patient-health-/,
  )
  await expectNoAxeViolations(page)

  // The session now opens the credentials of the other pages of this browser session too.
  await page.goto('/explore/api/patient-health/test-users')
  await expect(
    page.getByRole('button', { name: 'Show ID.me credentials' }),
  ).toBeVisible()
})

test('A tampered link gets the error with the prompt', async ({ page }) => {
  await page.goto(
    '/explore/api/patient-health/test-users/00000000-0000-4000-8000-000000000000/notavalidhash',
  )
  await expect(page.getByRole('alert')).toContainText(
    'There was an error requesting access to the test user data.',
  )
  await expect(page.getByRole('alert')).toContainText(
    'Check the link in your sandbox access email',
  )
})

test('Under 768px each test user is a card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/explore/api/veteran-verification/test-users')
  await expect(page.getByText(/\d+ test users/).first()).toBeVisible()
  const firstRow = rows(page).first()
  expect(
    await firstRow.evaluate((element) => getComputedStyle(element).display),
  ).toBe('block')
  await page
    .getByRole('searchbox', { name: 'Search test users' })
    .first()
    .fill('Tamara')
  await expectNoAxeViolations(page)
})
