import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { waitForMail } from './mailbox.ts'
import { generatePublicKey, REDIRECT_URI_HINT } from './signup-form.ts'
import {
  answerStepOneBasics,
  continueStep,
  expectStep,
  field,
  radio,
  unique,
} from './production-request-helpers.ts'

// Issue 37, apps: a developer's app with two APIs, its calls in the request log, a production
// request started prefilled from the app and followed there as a reviewer moves it, and the
// app's deletion; axe on every page and the keyboard alone for creating and deleting.

test.describe.configure({ timeout: 180_000 })

const FACILITY = '/sandbox-api/services/va_facilities/v0/facilities/vha_688'
const FORMS = '/sandbox-api/services/va_forms/v0/forms/10-10EZ'

/** Signs in with an emailed code, as a person without a passkey yet, and fills the profile. */
async function signIn(page: Page, email: string, organization: string) {
  await page.goto('/account/sign-in')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click()
  const mail = await waitForMail(
    page,
    (message) => message.to === email && /sign-in code/.test(message.subject),
  )
  const code = /(\d{6})/.exec(mail.subject)?.[1] ?? ''
  await page.getByLabel('Sign-in code').fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your profile' }),
  ).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Organization').fill(organization)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
}

/** Creates an app from the apps page; lands on its page. */
async function createApp(page: Page, name: string) {
  await page.goto('/account/apps')
  await page.getByLabel('App name').fill(name)
  await page.getByRole('button', { name: 'Create the app' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** Adds an API-key API through the add-API form; its key, shown once. */
async function addKeyApi(page: Page, option: string): Promise<string> {
  await page.getByRole('link', { name: 'Add an API' }).click()
  await page.getByLabel('API and auth type').selectOption({ label: option })
  await page.getByText('I agree to the terms of service.').click()
  await page.getByRole('button', { name: 'Add the API' }).click()
  await expect(page.getByText('The API is added to the app')).toBeVisible()
  const key = (await page.getByTestId('API key').textContent()) ?? ''
  expect(key).toMatch(/^\S{20,}$/)
  return key
}

test('A developer creates an app, adds two APIs, calls the sandbox with their keys and finds the calls in the app’s request log', async ({
  page,
}) => {
  const tag = unique()
  await signIn(page, `apps-${tag}@lovelace.dev`, `Apps Co ${tag}`)
  await page.goto('/account/apps')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your apps' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await createApp(page, 'Engine Finder')

  // The add-API form checks on submit, with the signup's own messages.
  await page.getByRole('link', { name: 'Add an API' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Add an API to Engine Finder',
    }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Add the API' }).click()
  await expect(page.getByLabel('API and auth type')).toBeFocused()
  await expect(
    page
      .getByText('You must agree to the terms of service to continue.')
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Back to Engine Finder' }).click()

  const facilitiesKey = await addKeyApi(page, 'VA Facilities API: API key')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Back to the app' }).click()
  const formsKey = await addKeyApi(page, 'VA Forms API: API key')
  await page.getByRole('link', { name: 'Back to the app' }).click()

  const apisSection = page.getByRole('region', {
    name: 'APIs and sandbox credentials',
  })
  await expect(apisSection.getByRole('heading', { level: 3 })).toHaveText([
    'VA Facilities API',
    'VA Forms API',
  ])
  expect(
    (
      await page.request.get(FACILITY, { headers: { apikey: facilitiesKey } })
    ).status(),
  ).toBe(200)
  expect(
    (await page.request.get(FORMS, { headers: { apikey: formsKey } })).status(),
  ).toBe(200)

  // The recorder writes each second: the calls show once written.
  const log = page.getByRole('region', { name: 'Request log' })
  await expect(async () => {
    await page.reload()
    await expect(log.getByRole('status')).toHaveText('Showing 2 calls.', {
      timeout: 2000,
    })
  }).toPass({ timeout: 20_000 })
  await expect(log.getByRole('table')).toContainText(
    '/services/va_facilities/v0/facilities/vha_688',
  )
  await expect(log.getByRole('table')).toContainText(
    '/services/va_forms/v0/forms/10-10EZ',
  )
  await log
    .getByRole('button', { name: /Show details of GET .*vha_688/ })
    .click()
  await expect(log.getByText('[redacted]').first()).toBeVisible()
  await expect(log.getByText(facilitiesKey)).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Filtered by API, then by a status no call has.
  await log.getByLabel('API').selectOption({ label: 'VA Forms API' })
  await log.getByRole('button', { name: 'Show calls' }).click()
  await expect(log.getByRole('status')).toHaveText('Showing 1 call.')
  await log.getByLabel('Status').selectOption('5xx')
  await log.getByRole('button', { name: 'Show calls' }).click()
  await expect(log.getByRole('status')).toHaveText(
    'No calls match these filters.',
  )
})

test('A production request starts prefilled from the app, is sent as the app’s, and the app follows it as a reviewer moves it', async ({
  page,
  browser,
}) => {
  const tag = unique()
  const organization = `Prefill Co ${tag}`
  const email = `prefill-${tag}@lovelace.dev`
  await signIn(page, email, organization)
  await createApp(page, 'Claims Finder')
  await addKeyApi(page, 'VA Facilities API: API key')
  await page.getByRole('link', { name: 'Back to the app' }).click()
  await page
    .getByRole('link', { name: 'Request production access' })
    .first()
    .click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Request production access for Claims Finder',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  // Step 1 starts with the app's API ticked; step 2 with the app's name and the account's details.
  await expect(
    page.getByRole('checkbox', { name: 'VA Facilities API' }),
  ).toBeChecked()
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  await expect(field(page, 'primaryContact.firstName')).toHaveValue('Ada')
  await expect(field(page, 'primaryContact.lastName')).toHaveValue('Lovelace')
  await expect(field(page, 'primaryContact.email')).toHaveValue(email)
  await expect(field(page, 'organization')).toHaveValue(organization)
  await expect(field(page, 'appName')).toHaveValue('Claims Finder')
  // Every field stays the applicant's to change.
  await field(page, 'appName').fill('Claims Finder Pro')
  await field(page, 'primaryContact.role').selectOption('DEVELOPER')
  await field(page, 'secondaryContact.firstName').fill('Grace')
  await field(page, 'secondaryContact.lastName').fill('Hopper')
  await field(page, 'secondaryContact.email').fill(`grace-${email}`)
  await field(page, 'secondaryContact.role').selectOption('DEVELOPER')
  await field(page, 'addressLine1').fill('1 Engine Way')
  await field(page, 'city').fill('Arlington')
  await field(page, 'state').fill('VA')
  await field(page, 'zipCode5').fill('22201')
  await field(page, 'country').selectOption('United States')
  await field(page, 'statusUpdateEmails.0').fill(`status-${email}`)
  await field(page, 'valueProvided').fill('Veterans find facilities.')
  await radio(page, /make money from Veteran information/, 'No').click()
  await radio(page, /Will Veterans use your app directly/, 'No').click()
  await field(page, 'productionKeyCredentialStorage').fill('In a vault.')
  await page.getByRole('button', { name: 'Submit your application' }).click()

  await expect(
    page.getByText('Your production access request is sent.'),
  ).toBeVisible()
  const production = page.getByRole('region', { name: 'Production access' })
  await expect(
    production.getByText('Claims Finder Pro (Prefill Co'),
  ).toBeVisible()
  await expect(
    production.getByRole('heading', { name: 'Timeline' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // A reviewer starts the review in the console; the app shows it.
  const staff = await browser.newContext()
  const review = await staff.newPage()
  await signInAs(review, DEV_STAFF.reviewer.name, '/console/reviews')
  await review.getByLabel('Search').fill(organization)
  await review.getByRole('button', { name: 'Apply' }).click()
  await review.getByRole('link', { name: 'Claims Finder Pro' }).click()
  await review
    .getByRole('button', { name: 'Start the review', exact: true })
    .click()
  const dialog = review.getByRole('dialog', { name: /^Start the review:/ })
  await dialog
    .getByRole('button', { name: 'Start the review', exact: true })
    .click()
  await expect(dialog).toBeHidden()
  await staff.close()

  await page.reload()
  await expect(production.getByText('In review').first()).toBeVisible()
  await expect(production.getByText('Review started')).toBeVisible()
})

test('Keyboard only: a developer creates an app, adds an API, rotates its key and deletes the app; its key is refused at once', async ({
  page,
}) => {
  const tag = unique()
  await signIn(page, `keys-${tag}@lovelace.dev`, `Keys Co ${tag}`)
  await page.goto('/account/apps')
  await tabTo(page, page.getByLabel('App name'))
  await page.keyboard.type('Short Lived')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Short Lived' }),
  ).toBeVisible()
  // The add-API form with the keyboard: the select takes typed text, the checkbox Space.
  await tabTo(page, page.getByRole('link', { name: 'Add an API' }))
  await page.keyboard.press('Enter')
  const choice = page.getByLabel('API and auth type')
  await tabTo(page, choice)
  await page.keyboard.type('VA Facilities API: API')
  await expect(choice).toHaveValue('apikey/facilities')
  await tabTo(page, page.getByRole('checkbox', { name: /terms of service/ }))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Add the API' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('The API is added to the app')).toBeVisible()
  const first = (await page.getByTestId('API key').textContent()) ?? ''
  const status = async (apikey: string) =>
    (await page.request.get(FACILITY, { headers: { apikey } })).status()
  expect(await status(first)).toBe(200)
  await tabTo(page, page.getByRole('link', { name: 'Back to the app' }))
  await page.keyboard.press('Enter')

  // Rotate with no overlap: the old key stops, the new one works.
  await tabTo(page, page.getByRole('button', { name: /^Rotate the API key/ }))
  await page.keyboard.press('Enter')
  const fresh = page.getByTestId('new-secret')
  await expect(fresh).toBeVisible()
  const key = (await fresh.textContent()) ?? ''
  expect(await status(first)).toBe(401)
  expect(await status(key)).toBe(200)
  await expectNoAxeViolations(page)

  await tabTo(page, page.getByRole('link', { name: 'Delete the app' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Delete Short Lived?' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole('button', { name: 'Delete Short Lived' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('The app is deleted and its credentials no longer work.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Short Lived' })).toHaveCount(0)
  expect(
    (await page.request.get(FACILITY, { headers: { apikey: key } })).status(),
  ).toBe(401)
})

test('Adding a Client Credentials API offers the key pair generator, whose public key the signup takes; an Authorization Code API shows the redirect URI hint', async ({
  page,
}) => {
  const tag = unique()
  await signIn(page, `ccg-${tag}@lovelace.dev`, `Remittance Co ${tag}`)
  await createApp(page, 'Remittance Checker')
  await page.getByRole('link', { name: 'Add an API' }).click()
  const choice = page.getByLabel('API and auth type')

  // The same details as the public signup: the redirect URI with its hint.
  await choice.selectOption({
    label: 'Education Benefits API: Authorization Code Grant',
  })
  await expect(
    page
      .getByRole('group', { name: 'Authorization Code Grant details' })
      .getByRole('textbox', { name: 'OAuth Redirect URI' }),
  ).toHaveAccessibleDescription(REDIRECT_URI_HINT)

  // Client Credentials: the key is made in the browser, keyboard only.
  await choice.selectOption({
    label: 'Guaranty Remittance API: Client Credentials Grant',
  })
  await expect(
    page
      .getByRole('group', { name: 'Client Credentials Grant details' })
      .getByRole('textbox', { name: 'OAuth public key' }),
  ).toHaveValue('')
  const publicJwk = await generatePublicKey(page)
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole('checkbox', { name: /terms of service/ }))
  await page.keyboard.press('Space')
  const [added] = await Promise.all([
    page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/apis'),
    ),
    page.getByRole('button', { name: 'Add the API' }).click(),
  ])
  await expect(page.getByText('The API is added to the app')).toBeVisible()
  await expect(page.getByTestId('Client Credentials client ID')).toHaveText(
    /^0oa/,
  )
  const sent = added.postDataJSON() as { oAuthPublicKey: string }
  expect(JSON.parse(sent.oAuthPublicKey)).toMatchObject({ kid: publicJwk.kid })
})
