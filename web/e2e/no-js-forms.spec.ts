import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations as expectNoViolationsIn } from './axe.ts'
import { waitForMail } from './mailbox.ts'
import { choose, fillDeveloper } from './signup-form.ts'

// R-SSR-FORM-POST: without JavaScript the contact and sandbox access forms post to their pages,
// and the server answers with the page: the spec's messages, or the thanks and the credentials.
test.use({ javaScriptEnabled: false })

const uniqueEmail = (kind: string) =>
  `nojs-${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`
const textbox = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name })

/**
 * Axe runs in the page, which a browser without JavaScript cannot do: the page as this browser
 * has it is checked in a second one whose own scripts are blocked, at the same address.
 */
async function expectNoAxeViolations(page: Page) {
  const html = await page.content()
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true })
  try {
    const checker = await context.newPage()
    await checker.route('**/*.js', (route) => route.abort())
    await checker.goto(new URL('/robots.txt', page.url()).href)
    await checker.setContent(html)
    await expectNoViolationsIn(checker)
  } finally {
    await context.close()
  }
}

/** The summary above the form (R-SSR-FORM-SUMMARY) lists these messages, each a link to its field. */
async function expectSummary(page: Page, messages: readonly string[]) {
  const summary = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'There is a problem' }) })
  await expect(summary.getByRole('link')).toHaveText([...messages])
  // And each message is on its field too.
  for (const message of messages)
    await expect(
      page.locator('.usa-error-message', { hasText: message }),
    ).toBeVisible()
}

test('The contact form without JavaScript: the spec’s messages on a bad post, then thanks, stored and emailed', async ({
  page,
}) => {
  const email = uniqueEmail('contact')
  await page.goto('/support/contact-us')
  await expectNoAxeViolations(page)
  await textbox(page, /^Last name/).fill('Lovelace')
  await page.getByRole('combobox', { name: /Your role/ }).selectOption('OTHER')
  await page.getByRole('button', { name: 'Send' }).click()
  await expectSummary(page, [
    'Enter your first name',
    'Enter a valid email address',
    'Describe your role',
    'Enter your description',
  ])
  // Focus as the script would put it: the first invalid field; what was sent is still there, and
  // the field a role of Other asks for shows.
  await expect(textbox(page, /^First name/)).toBeFocused()
  await expect(textbox(page, /^Last name/)).toHaveValue('Lovelace')
  await expect(page.getByRole('combobox', { name: /Your role/ })).toHaveValue(
    'OTHER',
  )
  await expectNoAxeViolations(page)

  await textbox(page, /^First name/).fill('Ada')
  await textbox(page, /^Email/).fill(email)
  await textbox(page, /^Your role in a few words/).fill('Data steward')
  await textbox(page, /Describe your question/).fill(
    'Posted without JavaScript: my key returns 401.',
  )
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Thank you for contacting us.',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  const mail = await waitForMail(page, (message) => message.to === email)
  expect(mail.text).toContain('Thank you for contacting us.')
})

test('The sandbox access form without JavaScript: the spec’s messages on a bad post, then the key', async ({
  page,
}) => {
  const email = uniqueEmail('signup')
  await page.goto('/explore/api/va-facilities/sandbox-access')
  await expectNoAxeViolations(page)
  await textbox(page, 'Email').fill('not an address')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, [
    'Enter your first name',
    'Enter your last name',
    'Invalid email address',
    'Enter your organization',
    'You must agree to the terms of service to continue.',
  ])
  await expect(textbox(page, 'First name')).toBeFocused()
  await expect(textbox(page, 'Email')).toHaveValue('not an address')
  await expectNoAxeViolations(page)

  await fillDeveloper(page, email)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Success, happy developing!' }),
  ).toBeVisible()
  const key =
    (await page
      .locator('.credential')
      .filter({ hasText: 'API key' })
      .locator('code')
      .textContent()) ?? ''
  expect(key).toMatch(/^[A-Za-z0-9]{32}$/)
  await expectNoAxeViolations(page)
  const mail = await waitForMail(page, (message) => message.to === email)
  expect(mail.text).not.toContain(key)
})
