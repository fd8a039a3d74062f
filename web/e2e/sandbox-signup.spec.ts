import { generateKeyPairSync } from 'node:crypto'
import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'
import { choose, fillDeveloper } from './signup-form.ts'

let counter = 0
const uniqueEmail = () => `e2e-${Date.now()}-${(counter += 1)}@example.org`

const mailboxFor = (page: Page, email: string) =>
  waitForMail(page, (mail) => mail.to === email)

test('An API-key signup shows the key once, and the welcome email arrives without it', async ({
  page,
}) => {
  const email = uniqueEmail()
  await page.goto('/explore/api/va-facilities/sandbox-access')
  await expect(page).toHaveTitle(
    'VA API Platform | VA Facilities API Sandbox access',
  )
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'VA Facilities API Sandbox access',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await fillDeveloper(page, email)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeFocused()
  const key =
    (await page
      .locator('.credential')
      .filter({ hasText: 'API key' })
      .locator('code')
      .textContent()) ?? ''
  expect(key).toMatch(/^[A-Za-z0-9]{32}$/)
  await expectNoAxeViolations(page)
  const mail = await mailboxFor(page, email)
  expect(mail.subject).toBe('Welcome to the VA API Platform sandbox')
  expect(mail.text).toContain(`API key starting with ${key.slice(0, 8)}`)
  expect(mail.text).not.toContain(key)
})

test('An empty submit shows each message and focuses the first field, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/explore/api/va-facilities/sandbox-access')
  await page.getByRole('button', { name: 'Submit' }).focus()
  await page.keyboard.press('Enter')
  for (const message of [
    'Enter your first name',
    'Enter your last name',
    'Enter a valid email address',
    'Enter your organization',
    'You must agree to the terms of service to continue.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(
    page.getByRole('textbox', { name: 'First name', exact: true }),
  ).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.type('Ada')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Lovelace')
  await page.keyboard.press('Tab')
  await page.keyboard.type(uniqueEmail())
  await page.keyboard.press('Tab')
  await page.keyboard.type('Analytical Engines')
  await page
    .getByRole('checkbox', { name: /I agree to the terms of service/ })
    .focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Submit' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
})

test('An Authorization Code signup: the rules of the details, then a client id and secret', async ({
  page,
}) => {
  await page.goto('/explore/api/community-care/sandbox-access')
  await fillDeveloper(page, uniqueEmail())
  await choose(page, 'I agree to the terms of service')
  await page
    .getByLabel('OAuth Redirect URI')
    .fill('http://app.example.org/callback')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByText('Choose an option', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('Enter an https URI: http is allowed only for localhost'),
  ).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Yes/ })).toBeFocused()
  await choose(page, /^Yes/)
  await page
    .getByLabel('OAuth Redirect URI')
    .fill('https://app.example.org/callback')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
  await expect(
    page
      .locator('.credential')
      .filter({ hasText: 'Client ID' })
      .locator('code'),
  ).toHaveText(/^0oa/)
  await expect(
    page
      .locator('.credential')
      .filter({ hasText: 'Client secret' })
      .locator('code'),
  ).toHaveText(/^[A-Za-z0-9]{40}$/)
  await expect(
    page
      .locator('.credential')
      .filter({ hasText: 'Redirect URI' })
      .locator('code'),
  ).toHaveText('https://app.example.org/callback')
})

test('A Client Credentials signup with a generated JWK, after the key and attestation rules', async ({
  page,
}) => {
  await page.goto('/explore/api/benefits-claims/sandbox-access')
  await expect(
    page.getByText(
      'VA is experiencing long delays in approving production access for Veteran benefits APIs.',
      { exact: false },
    ),
  ).toBeVisible()
  await fillDeveloper(page, uniqueEmail())
  await choose(page, 'Client Credentials Grant')
  await page
    .getByLabel('OAuth public key')
    .fill('{"kty":"RSA","n":"abc","e":"AQAB"}')
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Invalid key submitted')).toBeVisible()
  await expect(
    page.getByText(
      'You must attest that your users meet the API requirements to continue.',
    ),
  ).toBeVisible()
  await expect(page.getByLabel('OAuth public key')).toBeFocused()
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  await page
    .getByLabel('OAuth public key')
    .fill(JSON.stringify(publicKey.export({ format: 'jwk' })))
  await choose(page, /^I attest/)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
  await expect(
    page
      .locator('.credential')
      .filter({ hasText: 'Client Credentials client ID' })
      .locator('code'),
  ).toHaveText(/^0oa/)
})

test('An API closed to public signup says so, and its side navigation’s Sandbox access leads to the ask for access (R-RESTRICTED-ASK)', async ({
  page,
}) => {
  await page.goto('/explore/api/clinical-health')
  await page
    .getByRole('navigation', { name: 'Clinical Health API (FHIR) pages' })
    .getByRole('link', { name: 'Sandbox access' })
    .click()
  await expect(
    page.getByText('API does not allow sandbox signups via the public portal'),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Ask for sandbox access' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
})

test('At 375px the form works and stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/explore/api/va-forms/sandbox-access')
  await fillDeveloper(page, uniqueEmail())
  await choose(page, 'I agree to the terms of service')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
})

test('The local mailbox page lists the welcome email with its link', async ({
  page,
}) => {
  const email = uniqueEmail()
  await page.goto('/explore/api/veteran-confirmation/sandbox-access')
  await fillDeveloper(page, email)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
  await mailboxFor(page, email)
  await page.goto('/dev/mailbox')
  const mail = page.getByRole('article').filter({ hasText: email }).first()
  await expect(
    mail.getByRole('heading', {
      name: 'Welcome to the VA API Platform sandbox',
    }),
  ).toBeVisible()
  await expect(
    mail.getByRole('link', {
      name: /\/explore\/api\/veteran-confirmation\/test-users\//,
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
