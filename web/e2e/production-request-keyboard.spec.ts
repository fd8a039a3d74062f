import { expect, test, type Locator, type Page } from './test.ts'
import { waitForMail } from './mailbox.ts'
import {
  expectStep,
  field,
  FORM,
  unique,
} from './production-request-helpers.ts'

// Presses Tab until the target has focus, as a keyboard user moves through the page.
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement))
      return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('The whole two-step application works with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const organization = `Keyboard Co ${unique()}`
  await page.goto(FORM)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Apply for production access',
    }),
  ).toBeVisible()
  const group = (name: RegExp) => page.getByRole('group', { name })
  await tabTo(page, page.getByRole('checkbox', { name: 'VA Facilities API' }))
  await page.keyboard.press('Space')
  await tabTo(page, group(/Section 508/).getByRole('radio', { name: 'Yes' }))
  await page.keyboard.press('Space')
  await tabTo(
    page,
    group(/based in the United States/).getByRole('radio', { name: 'Yes' }),
  )
  await page.keyboard.press('Space')
  await tabTo(
    page,
    group(/VA employee or contractor/).getByRole('radio', { name: 'Yes' }),
  )
  await page.keyboard.press('ArrowDown')
  await expect(
    group(/VA employee or contractor/).getByRole('radio', { name: 'No' }),
  ).toBeChecked()
  await tabTo(
    page,
    page.getByRole('checkbox', { name: 'I agree to the terms of service.' }),
  )
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Continue' }))
  await page.keyboard.press('Enter')
  await expectStep(page, 'Step 2 of 2: Basic information')

  const typeInto = async (id: string, text: string) => {
    await tabTo(page, field(page, id))
    await page.keyboard.type(text)
  }
  for (const [prefix, first, last, email] of [
    ['primaryContact', 'Ada', 'Lovelace', 'ada@lovelace.dev'],
    ['secondaryContact', 'Grace', 'Hopper', 'grace@lovelace.dev'],
  ] as const) {
    await typeInto(`${prefix}.firstName`, first)
    await typeInto(`${prefix}.lastName`, last)
    await typeInto(`${prefix}.email`, email)
    await tabTo(page, field(page, `${prefix}.role`))
    await page.keyboard.press('ArrowDown')
    await expect(field(page, `${prefix}.role`)).toHaveValue('DEVELOPER')
  }
  await typeInto('organization', organization)
  await typeInto('addressLine1', '1 Engine Way')
  await typeInto('city', 'Arlington')
  await typeInto('state', 'VA')
  await typeInto('zipCode5', '22201')
  await tabTo(page, field(page, 'country'))
  await page.keyboard.press('ArrowDown')
  await expect(field(page, 'country')).toHaveValue('United States')
  await typeInto('appName', 'Keyboard Finder')
  await typeInto('statusUpdateEmails.0', 'status@lovelace.dev')
  await tabTo(page, page.getByRole('button', { name: 'Add another email' }))
  await page.keyboard.press('Enter')
  await typeInto('statusUpdateEmails.1', 'ops@lovelace.dev')
  await typeInto('valueProvided', 'Veterans find facilities.')
  await tabTo(
    page,
    group(/make money from Veteran information/).getByRole('radio', {
      name: 'Yes',
    }),
  )
  await page.keyboard.press('ArrowDown')
  await tabTo(
    page,
    group(/Will Veterans use your app directly/).getByRole('radio', {
      name: 'Yes',
    }),
  )
  await page.keyboard.press('ArrowDown')
  await typeInto('productionKeyCredentialStorage', 'In a secrets manager.')
  await tabTo(
    page,
    page.getByRole('button', { name: 'Submit your application' }),
  )
  await page.keyboard.press('Enter')
  const thanks = page.getByRole('dialog', { name: 'Thanks for submitting' })
  await expect(thanks.getByRole('heading')).toBeFocused()
  await tabTo(
    page,
    thanks.getByRole('button', { name: 'Close', exact: true }),
    5,
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/production-access\/request-prod-access$/)
  const support = await waitForMail(
    page,
    (mail) => mail.to === 'api@va.gov' && mail.text.includes(organization),
  )
  expect(support.text).toContain(
    'statusUpdateEmails: status@lovelace.dev, ops@lovelace.dev',
  )
  expect(support.text).toContain('secondaryContact.role: Developer')
})
