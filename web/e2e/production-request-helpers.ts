// What the production application's browser tests share: the page, a key, a logo, and the
// steps' fillers.
import { generateKeyPairSync } from 'node:crypto'
import { expect, type Page } from '@playwright/test'

/** The production access application page. */
export const FORM = '/production-access/production-access-application'
/** An RSA public key as a JWK string. */
export const JWK = JSON.stringify(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    format: 'jwk',
  }),
)
// The smallest PNG there is: a 1×1 transparent pixel.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
/** A suffix that makes names unique across runs. */
export const unique = () =>
  `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

/** A form control by its id (the field's name). */
export const field = (page: Page, name: string) =>
  page.locator(`[id="${name}"]`)
/** A yes/no answer in the radio group whose legend matches. */
export const radio = (page: Page, group: RegExp, answer: 'Yes' | 'No') =>
  page.getByRole('group', { name: group }).getByText(answer, { exact: true })

/** Each message is visible somewhere on the page. */
export async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages)
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}

/** Presses Continue. */
export async function continueStep(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The step's heading has focus. */
export async function expectStep(page: Page, heading: string) {
  await expect(
    page.getByRole('heading', { level: 2, name: heading }),
  ).toBeFocused()
}

/** Step 1's questions every selection asks, answered to pass. */
export async function answerStepOneBasics(page: Page) {
  await radio(page, /Section 508/, 'Yes').click()
  await radio(page, /based in the United States/, 'Yes').click()
  await radio(page, /VA employee or contractor/, 'No').click()
  await page.getByText('I agree to the terms of service.').click()
}

/** Step 2's contacts, organization and app, filled to pass. */
export async function fillContacts(page: Page, organization: string) {
  await field(page, 'primaryContact.firstName').fill('Ada')
  await field(page, 'primaryContact.lastName').fill('Lovelace')
  await field(page, 'primaryContact.email').fill('ada@lovelace.dev')
  await field(page, 'primaryContact.role').selectOption('DEVELOPER')
  await field(page, 'secondaryContact.firstName').fill('Charles')
  await field(page, 'secondaryContact.lastName').fill('Babbage')
  await field(page, 'secondaryContact.email').fill('charles@lovelace.dev')
  await field(page, 'secondaryContact.role').selectOption('OTHER')
  await field(page, 'secondaryContact.roleDescription').fill('Chief engineer')
  await field(page, 'organization').fill(organization)
  await field(page, 'addressLine1').fill('1 Engine Way')
  await field(page, 'city').fill('Arlington')
  await field(page, 'state').fill('VA')
  await field(page, 'zipCode5').fill('22201')
  await field(page, 'country').selectOption('United States')
  await field(page, 'appName').fill('Engine Finder')
  await field(page, 'statusUpdateEmails.0').fill('status@lovelace.dev')
  await field(page, 'valueProvided').fill('Veterans find care near them.')
}
