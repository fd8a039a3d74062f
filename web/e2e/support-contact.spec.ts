import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'

const uniqueEmail = () =>
  `contact-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`
const textbox = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name })

/**
 * The email to `recipient` with this subject that mentions `mentioning`. Other
 * tests write to the support desk at the same time, so the desk's address and
 * the subject alone may find their email instead.
 */
async function emailsTo(
  page: Page,
  recipient: string,
  subject: string,
  mentioning = '',
) {
  return (
    await waitForMail(
      page,
      (mail) =>
        mail.to === recipient &&
        mail.subject === subject &&
        mail.text.includes(mentioning),
    )
  ).text
}

test('A consumer request goes through: messages, then thank you, stored and emailed both ways', async ({
  page,
}) => {
  const email = uniqueEmail()
  await page.goto('/support/contact-us')
  await expect(page).toHaveTitle('VA API Platform | Contact us')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Send' }).click()
  for (const message of [
    'Enter your first name',
    'Enter your last name',
    'Enter a valid email address',
    'Select your role',
    'Enter your description',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(textbox(page, /^First name/)).toBeFocused()
  await expectNoAxeViolations(page)
  await textbox(page, /^First name/).fill('Ada')
  await textbox(page, /^Last name/).fill('Lovelace')
  await textbox(page, /^Email/).fill(email)
  await page.getByRole('combobox', { name: /Your role/ }).selectOption('OTHER')
  await textbox(page, /^Your role in a few words/).fill('Data steward')
  await textbox(page, /Describe your question/).fill(
    'My sandbox key returns 401 on /facilities.',
  )
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Thank you for contacting us.',
    }),
  ).toBeFocused()
  const toSupport = await emailsTo(page, 'api@va.gov', 'Support Needed', email)
  expect(toSupport).toContain('Role: Data steward')
  expect(toSupport).toMatch(/Request id: [0-9a-f-]{36}/)
  const confirmation = await emailsTo(page, email, 'We received your message')
  expect(confirmation).toContain('Thank you for contacting us.')
})

test('?type=publishing preselects publishing; its rules; completed with the keyboard alone', async ({
  page,
}) => {
  const email = uniqueEmail()
  await page.goto('/support/contact-us?type=publishing')
  await expect(
    page.getByRole('radio', { name: /Publishing my API/ }),
  ).toBeChecked()
  await page.getByRole('radio', { name: /Publishing my API/ }).focus()
  await page.keyboard.press('Tab')
  await expect(textbox(page, /^First name/)).toBeFocused()
  await page.keyboard.type('Grace')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Hopper')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('VA Digital Services')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('combobox', { name: /Your role/ })).toHaveValue(
    'DEVELOPER',
  )
  await page.keyboard.press('Tab')
  await page.keyboard.type('A claims status API for VSOs')
  await page.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('API internal-only is required', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('Space')
  await expect(
    page.getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeChecked()
  await page.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('API internal-only details are required', { exact: true }),
  ).toBeVisible()
  await expect(textbox(page, /Who inside VA will use it/)).toBeFocused()
  await page.keyboard.type('VA network only')
  await page.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Thank you for contacting us.',
    }),
  ).toBeVisible()
  const toSupport = await emailsTo(
    page,
    'api@va.gov',
    'Publishing Support Needed',
    email,
  )
  expect(toSupport).toContain('API details: A claims status API for VSOs')
  expect(toSupport).toContain('Internal-only details: VA network only')
})

test('At 375px the form is usable and accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/support/contact-us')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(
    page.getByText('Enter your first name', { exact: true }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
