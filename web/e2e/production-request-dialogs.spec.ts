import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { holdFocusTrap } from './hold-focus-trap.ts'
import { waitForMail } from './mailbox.ts'
import {
  answerStepOneBasics,
  continueStep,
  expectMessages,
  expectStep,
  field,
  fillContacts,
  FORM,
  radio,
  unique,
} from './production-request-helpers.ts'

test('Two steps for open data by keyboard: not-US dialog, leave dialog, Privacy Act dialog, submit', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const organization = `Open Data Co ${unique()}`
  await page.goto(FORM)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Verification' }),
  ).toBeVisible()
  await page.getByText('VA Facilities API', { exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 1 of 2: Verification' }),
  ).toBeVisible()

  // "No" to US-based opens the dialog; Escape closes it and focus returns to the answer.
  const noUs = page
    .getByRole('group', { name: /based in the United States/ })
    .getByRole('radio', { name: 'No' })
  await noUs.focus()
  await page.keyboard.press('Space')
  const notUs = page.getByRole('dialog', {
    name: "We can't grant production access",
  })
  await expect(notUs).toContainText(
    'We currently only grant access to US-based companies. You may contact us if you have any questions.',
  )
  await expect(notUs.getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(notUs).toBeHidden()
  await expect(noUs).toBeFocused()
  // …and by mouse: choosing No again reopens it; the close button shuts it.
  await radio(page, /based in the United States/, 'Yes').click()
  await radio(page, /based in the United States/, 'No').click()
  await expect(notUs).toBeVisible()
  await notUs.getByRole('button', { name: 'Close this window' }).click()
  await expect(notUs).toBeHidden()
  // Continue stays blocked while the answer is No.
  await radio(page, /Section 508/, 'Yes').click()
  await radio(page, /VA employee or contractor/, 'No').click()
  await page.getByText('I agree to the terms of service.').click()
  await continueStep(page)
  await expect(notUs).toBeVisible()
  await notUs.getByRole('button', { name: 'Close', exact: true }).press('Enter')
  await expect(notUs).toBeHidden()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 1 of 2: Verification' }),
  ).toBeVisible()
  await radio(page, /based in the United States/, 'Yes').click()

  // Back on step 1 asks before leaving; "No, stay on form" (by keyboard) stays.
  await page.getByRole('button', { name: 'Back' }).focus()
  await page.keyboard.press('Enter')
  const leave = page.getByRole('dialog', {
    name: 'Are you sure you want to leave?',
  })
  await expect(leave).toContainText(
    'The information you entered will not be saved.',
  )
  await expect(leave.getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Tab')
  await expect(leave.getByRole('button', { name: 'Yes, leave' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(leave).toBeHidden()
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused()

  // The Privacy Act Statement, by keyboard; Escape closes it.
  await expect(
    page.getByText(
      /Respondent burden: 30 minutes\. Expiration date: 11\/30\/2026\./,
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Privacy Act Statement' }).focus()
  await page.keyboard.press('Enter')
  const privacy = page.getByRole('dialog', { name: 'Privacy Act Statement' })
  await expect(privacy).toBeVisible()
  await expect(privacy.getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(privacy).toBeHidden()
  await page.getByRole('button', { name: 'Privacy Act Statement' }).click()
  await expect(privacy).toContainText('We never sell it.')
  await privacy.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(privacy).toBeHidden()
  // The dialog hands focus back to its button; only then move on, or that late focus could
  // take the Enter meant for Continue and open the dialog again.
  await expect(
    page.getByRole('button', { name: 'Privacy Act Statement' }),
  ).toBeFocused()

  // Step 2 is the last: no business model for open data, but the key storage question.
  await page.getByRole('button', { name: 'Continue' }).focus()
  await page.keyboard.press('Enter')
  await expectStep(page, 'Step 2 of 2: Basic information')
  await expect(
    page.getByRole('button', { name: 'Submit your application' }),
  ).toBeVisible()
  await expect(field(page, 'businessModel')).toHaveCount(0)
  await fillContacts(page, organization)
  await radio(page, /make money from Veteran information/, 'No').click()
  await radio(page, /Will Veterans use your app directly/, 'No').click()
  await page.getByRole('button', { name: 'Submit your application' }).click()
  await expectMessages(page, ['Enter a description.'])
  await expect(field(page, 'productionKeyCredentialStorage')).toBeFocused()
  await page.keyboard.type('In a secrets manager.')
  await expect(page.getByText('394 characters left')).toBeVisible()

  // A server failure shows the spec's banner and keeps everything entered.
  await page.route('**/consumers/production-requests', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"errors":["Internal server error"]}',
    }),
  )
  await page.getByRole('button', { name: 'Submit your application' }).click()
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'We encountered a server error' })
  await expect(
    banner.getByText(
      'We encountered a server error while saving your form. Please try again later. Need assistance? Create an issue through our Support page.',
      { exact: true },
    ),
  ).toBeVisible()
  await expect(banner).toContainText('Internal server error')
  await expect(banner).toBeFocused()
  await expect(
    page.getByRole('link', { name: 'Support page' }),
  ).toHaveAttribute('href', '/support/contact-us')
  await expect(field(page, 'organization')).toHaveValue(organization)
  await page.unroute('**/consumers/production-requests')
  await page.getByRole('button', { name: 'Submit your application' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thanks for submitting' })
  await expect(thanks.getByRole('heading')).toBeFocused()
  await page.keyboard.press('Escape')
  // Opened directly: closing goes to the request page.
  await expect(page).toHaveURL(/\/production-access\/request-prod-access$/)
  const support = await waitForMail(
    page,
    (mail) => mail.to === 'api@va.gov' && mail.text.includes(organization),
  )
  expect(support.text).toContain('apis: apikey/facilities')
  expect(support.text).toContain(
    'productionKeyCredentialStorage: In a secrets manager.',
  )
  expect(support.text).not.toContain('storePIIOrPHI')
})

test('Cancel on step 2 asks before leaving; "Yes, leave" goes to the request page and nothing is kept', async ({
  page,
}) => {
  await page.goto(FORM)
  await page.getByText('VA Forms API', { exact: true }).click()
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  await field(page, 'organization').fill('Typed and lost')
  await page.getByRole('button', { name: 'Back' }).click()
  await expectStep(page, 'Step 1 of 2: Verification')
  await continueStep(page)
  await expect(field(page, 'organization')).toHaveValue('Typed and lost')
  await page.getByRole('button', { name: 'Cancel' }).click()
  const leave = page.getByRole('dialog', {
    name: 'Are you sure you want to leave?',
  })
  await leave.getByRole('button', { name: 'No, stay on form' }).click()
  await expect(leave).toBeHidden()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await leave.getByRole('button', { name: 'Yes, leave' }).click()
  await expect(page).toHaveURL(/\/production-access\/request-prod-access$/)
  await page.goto(FORM)
  await expect(page.getByText('VA Forms API', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('checkbox', { name: 'VA Forms API' }),
  ).not.toBeChecked()
})

test('The attestation dialog: Cancel unticks and stays; Escape closes it', async ({
  page,
}) => {
  await page.goto(FORM)
  await page.getByText('Benefits Claims API', { exact: true }).click()
  await answerStepOneBasics(page)
  await page.getByText(/^No \(a native/).click()
  await field(page, 'oAuthRedirectURI').fill('http://localhost:3000/callback')
  await continueStep(page)
  const attestation = page.getByRole('dialog', {
    name: 'Confirm who uses your app',
  })
  await expect(attestation.getByRole('heading')).toBeFocused()
  await attestation
    .getByText('I attest that every user of my app is one of the above.')
    .click()
  await attestation.getByRole('button', { name: 'Cancel' }).click()
  await expect(attestation).toBeHidden()
  await expectStep(page, 'Step 1 of 3: Verification').catch(() => undefined)
  await continueStep(page)
  await expect(attestation).toBeVisible()
  await expect(attestation.getByRole('checkbox')).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(attestation).toBeHidden()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Verification' }),
  ).toBeVisible()
})

test('Escape closes the Privacy Act and not-US dialogs the moment they show, before focus moves in', async ({
  page,
}) => {
  await page.goto(FORM)
  const release = await holdFocusTrap(page)
  const privacyButton = page.getByRole('button', {
    name: 'Privacy Act Statement',
  })
  await privacyButton.click()
  const privacy = page.getByRole('dialog', { name: 'Privacy Act Statement' })
  await expect(privacy).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(privacy).toBeHidden()
  await expect(privacyButton).toBeFocused()
  await radio(page, /based in the United States/, 'No').click()
  const notUs = page.getByRole('dialog', {
    name: "We can't grant production access",
  })
  await expect(notUs).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(notUs).toBeHidden()
  release()
})
