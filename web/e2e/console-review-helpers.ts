// What the review's browser tests share: an applicant's two-step application through the real
// form, and the status link read from the confirmation email.
import { expect, type Locator, type Page } from '@playwright/test'
import { waitForMail, type Mail } from './mailbox.ts'
import {
  answerStepOneBasics,
  continueStep,
  expectStep,
  field,
  FORM,
  radio,
} from './production-request-helpers.ts'

/** Who applies: a unique organization and addresses, so each test reads its own mail. */
export function applicant(tag: string) {
  return {
    organization: `Review Co ${tag}`,
    email: `ada-${tag}@lovelace.dev`,
    statusEmail: `status-${tag}@lovelace.dev`,
  }
}

/** Applies for the VA Facilities API (two steps) through the production form, as a person would. */
export async function submitApplication(
  page: Page,
  who: ReturnType<typeof applicant>,
) {
  await page.goto(FORM)
  await page.getByText('VA Facilities API', { exact: true }).click()
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  await field(page, 'primaryContact.firstName').fill('Ada')
  await field(page, 'primaryContact.lastName').fill('Lovelace')
  await field(page, 'primaryContact.email').fill(who.email)
  await field(page, 'primaryContact.role').selectOption('DEVELOPER')
  await field(page, 'secondaryContact.firstName').fill('Grace')
  await field(page, 'secondaryContact.lastName').fill('Hopper')
  await field(page, 'secondaryContact.email').fill(`grace-${who.email}`)
  await field(page, 'secondaryContact.role').selectOption('DEVELOPER')
  await field(page, 'organization').fill(who.organization)
  await field(page, 'addressLine1').fill('1 Engine Way')
  await field(page, 'city').fill('Arlington')
  await field(page, 'state').fill('VA')
  await field(page, 'zipCode5').fill('22201')
  await field(page, 'country').selectOption('United States')
  await field(page, 'appName').fill('Engine Finder')
  await field(page, 'statusUpdateEmails.0').fill(who.statusEmail)
  await field(page, 'valueProvided').fill('Veterans find facilities.')
  await radio(page, /make money from Veteran information/, 'No').click()
  await radio(page, /Will Veterans use your app directly/, 'No').click()
  await field(page, 'productionKeyCredentialStorage').fill('In a vault.')
  await page.getByRole('button', { name: 'Submit your application' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thanks for submitting' })
  await expect(thanks).toBeVisible()
  await thanks.getByRole('button', { name: 'Close', exact: true }).click()
}

/** The status page's path in the confirmation email to `to`. */
export async function statusLinkFromMail(page: Page, to: string) {
  const mail = await waitForMail(
    page,
    (candidate) =>
      candidate.to === to &&
      candidate.subject === 'We received your production access request',
  )
  const url = /https?:\/\/\S+(\/production-access\/status\/[^\s/]+\/\S+)/.exec(
    mail.text,
  )?.[1]
  expect(url).toBeTruthy()
  return url ?? ''
}

/** The review email with this subject to this address. */
export const reviewMail = (
  page: Page,
  to: string,
  subject: string,
): Promise<Mail> =>
  waitForMail(page, (mail) => mail.to === to && mail.subject === subject)

/** Presses Tab until the target has focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, most = 120) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement))
      return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
