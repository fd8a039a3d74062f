import { expect, type Page } from '@playwright/test'

// The sandbox signup form as the browser tests fill it, through its labels (R-SIGNUP-*).

/** The developer a test signs up as. */
export interface Developer {
  firstName: string
  lastName: string
  organization: string
}

export const ADA: Developer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: 'Analytical Engines',
}

/** Fills the signup form's name, email and organization fields. */
export async function fillDeveloper(
  page: Page,
  email: string,
  developer: Developer = ADA,
) {
  await page
    .getByRole('textbox', { name: 'First name', exact: true })
    .fill(developer.firstName)
  await page
    .getByRole('textbox', { name: 'Last name', exact: true })
    .fill(developer.lastName)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page
    .getByRole('textbox', { name: 'Organization', exact: true })
    .fill(developer.organization)
}

// USWDS draws checkboxes and radios on their labels; people click the label.
export const choose = (page: Page, label: string | RegExp) =>
  page.locator('label').filter({ hasText: label }).click()

/** Signs up for an API-key API (by its URL slug) through the real form; its key. */
async function signUpFor(
  page: Page,
  slug: string,
  email: string,
): Promise<string> {
  await page.goto(`/explore/api/${slug}/sandbox-access`)
  await expect(
    page.getByRole('heading', { level: 1, name: /Sandbox access$/ }),
  ).toBeVisible()
  // The app's signup, as a person whose pointer reached the page first: a page a test opened
  // itself (browser.newPage) is not waited for by ./test.ts, and a form sent before the app has
  // started posts without it (R-SSR-FORM-POST, its own tests in no-js-forms.spec.ts).
  await page.mouse.move(1, 1)
  await expect(page.locator('html')).toHaveAttribute('data-started', 'true')
  await fillDeveloper(page, email)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  const key = page
    .locator('.credential')
    .filter({ hasText: 'API key' })
    .locator('code')
  await expect(key).toHaveText(/^[A-Za-z0-9]{32}$/)
  return (await key.textContent()) ?? ''
}

/** Signs up for the Facilities API (an API key) through the real form; its key. */
export const signUpForFacilities = (page: Page, email: string) =>
  signUpFor(page, 'va-facilities', email)

/** Signs up as signUpFor does and keeps the key for the docs' Try it out, as the success page offers. */
export async function signUpKeepingKey(
  page: Page,
  slug: string,
  email: string,
): Promise<string> {
  const key = await signUpFor(page, slug, email)
  await page
    .getByRole('button', {
      name: 'Use this key for Try it out in this browser',
    })
    .click()
  // As a developer would before leaving: the page says the key is kept. A press made before the
  // app has started is pressed again once it has (R-SSR-START-INTENT); leaving before that loses it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved in this browser only.' }),
  ).toBeVisible()
  return key
}

/** The hint of the OAuth Redirect URI field, on every form that asks for one. */
export const REDIRECT_URI_HINT =
  'Where users return after signing in: the exact address, https except on localhost, without a # fragment or wildcards.'

/**
 * Makes a key pair with the generator under a form's CCG public key field, by keyboard
 * (R-OAUTH-CCG-HELPER-SIGNUP): focus moves to where it says the key went; the public JWK it put in
 * the field, without a private part.
 */
export async function generatePublicKey(
  page: Page,
): Promise<Record<string, string>> {
  const details = page.getByRole('group', {
    name: 'Client Credentials Grant details',
  })
  await details
    .getByRole('button', { name: 'Generate a key pair in this browser' })
    .focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({
      hasText: 'Its public key is now in the OAuth public key field.',
    }),
  ).toBeFocused()
  const publicJwk = JSON.parse(
    await details
      .getByRole('textbox', { name: 'OAuth public key' })
      .inputValue(),
  ) as Record<string, string>
  expect(publicJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
  expect(publicJwk).not.toHaveProperty('d')
  return publicJwk
}
