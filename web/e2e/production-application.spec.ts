import { generateKeyPairSync } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'

const FORM = '/production-access/production-access-application'
const JWK = JSON.stringify(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    format: 'jwk',
  }),
)
// The smallest PNG there is: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

const field = (page: Page, name: string) => page.locator(`[id="${name}"]`)
const radio = (page: Page, group: RegExp, answer: 'Yes' | 'No') =>
  page.getByRole('group', { name: group }).getByText(answer, { exact: true })

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages)
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}

async function continueStep(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function expectStep(page: Page, heading: string) {
  await expect(
    page.getByRole('heading', { level: 2, name: heading }),
  ).toBeFocused()
}

async function answerStepOneBasics(page: Page) {
  await radio(page, /Section 508/, 'Yes').click()
  await radio(page, /based in the United States/, 'Yes').click()
  await radio(page, /VA employee or contractor/, 'No').click()
  await page.getByText('I agree to the terms of service.').click()
}

async function fillContacts(page: Page, organization: string) {
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

test('Three steps with OAuth, benefits and health APIs: every step message, the attestation dialog, a logo, stored and emailed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const organization = `Analytical Engines ${unique()}`
  await page.goto('/production-access/request-prod-access')
  await page.getByRole('link', { name: 'Start your application' }).click()
  await expect(page).toHaveTitle(
    'VA API Platform | Production access application',
  )
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Apply for production access',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // Step 1: everything missing, then the OAuth questions the chosen APIs add.
  await continueStep(page)
  await expectMessages(page, [
    'Choose at least one API',
    'Select yes or no.',
    'You must agree to our terms of service to continue.',
  ])
  await expect(field(page, 'apis')).toBeFocused()
  await expectNoAxeViolations(page)
  for (const name of [
    'Address Validation API',
    'Benefits Intake API',
    'Patient Health API (FHIR)',
    'Benefits Documents API',
    'Benefits Claims API',
  ])
    await page.getByText(name, { exact: true }).click()
  await expect(
    page.getByText('VA Facilities API', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('Clinical Health API (FHIR)', { exact: true }),
  ).toHaveCount(0)
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectMessages(page, [
    'Choose an option.',
    'Enter an http or https URI.',
    'Enter your oAuthPublicKey',
    'You must agree to the Ethics Principles for Access to and Use of Veteran Data.',
  ])
  await expect(field(page, 'oAuthApplicationType')).toBeFocused()
  await page.getByText(/^Yes \(a web application/).click()
  await field(page, 'oAuthRedirectURI').fill('https://engine.dev/callback')
  await expect(
    page.getByText(
      'Enter a valid RSA public key in JSON Web Key (JWK) format.',
    ),
  ).toBeVisible()
  await field(page, 'oAuthPublicKey').fill('{"kty":"EC"}')
  await page
    .getByText(
      'I agree to the Ethics Principles for Access to and Use of Veteran Data.',
    )
    .click()
  await continueStep(page)
  await expectMessages(page, ['Invalid key submitted'])
  await field(page, 'oAuthPublicKey').fill(JWK)
  await continueStep(page)

  // Only the attestation is left: its dialog. Confirm needs the box; then the form goes on.
  const attestation = page.getByRole('dialog', {
    name: 'Confirm who uses your app',
  })
  await expect(attestation).toBeVisible()
  await expectNoAxeViolations(page)
  await attestation.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    attestation.getByText(
      'You must attest to request production access for this API.',
    ),
  ).toBeVisible()
  await attestation
    .getByText('I attest that every user of my app is one of the above.')
    .click()
  await attestation.getByRole('button', { name: 'Confirm' }).click()
  await expect(attestation).toBeHidden()
  await expectStep(page, 'Step 2 of 3: Basic information')

  // Step 2: required fields, lengths, the email and phone rules, the conditional questions.
  await expectNoAxeViolations(page)
  await continueStep(page)
  await expectMessages(page, [
    'Enter a first name.',
    'Enter a last name.',
    'Enter a valid email address.',
    'Select a role.',
    'Enter the company or organization name.',
    'Enter the company street address.',
    'Enter a city.',
    'Enter a state.',
    'Select a country.',
    'Enter a postal code.',
    'Enter front-end name of application.',
    'Describe the value of your app.',
    'Describe your business model.',
  ])
  await expect(field(page, 'primaryContact.firstName')).toBeFocused()
  await expectNoAxeViolations(page)
  await fillContacts(page, organization)
  await field(page, 'primaryContact.firstName').fill('A'.repeat(48))
  await field(page, 'primaryContact.email').fill('qa@TESTING.dev')
  await field(page, 'phoneNumber').fill('555-0143')
  await page.getByRole('button', { name: 'Add another email' }).click()
  await field(page, 'statusUpdateEmails.1').fill('not-an-email')
  await field(page, 'businessModel').fill('Grant funded.')
  await radio(page, /make money from Veteran information/, 'Yes').click()
  await radio(page, /Will Veterans use your app directly/, 'Yes').click()
  await field(page, 'website').fill('engine.dev')
  await field(page, 'secondaryContact.roleDescription').fill('')
  await continueStep(page)
  await expectMessages(page, [
    'Enter no more than 47 characters.',
    'Enter a valid email address that does not contain "test", "sample", "fake", or "email".',
    'Enter a valid company phone number.',
    'Enter an explanation.',
    'Enter a description.',
    'Enter a list of devices/platforms.',
    'Add a valid link.',
    'Add a link.',
    'Add a valid link to your terms of service.',
    'Add a valid link to your privacy policy.',
    'Describe the role',
    'Enter the VASI system name.',
  ])
  await expect(field(page, 'primaryContact.firstName')).toBeFocused()
  await field(page, 'primaryContact.firstName').fill('Ada')
  await field(page, 'primaryContact.email').fill('ada@lovelace.dev')
  await field(page, 'secondaryContact.roleDescription').fill('Chief engineer')
  await field(page, 'vasiSystemName').fill('ENGINE-FINDER')
  await field(page, 'phoneNumber').fill('(202) 555-0143 x12')
  await page.getByRole('button', { name: 'Remove email 2' }).click()
  await field(page, 'monitizationExplanation').fill(
    'Premium features for clinics.',
  )
  await field(page, 'appDescription').fill('Finds VA care near you.')
  await field(page, 'platforms').fill('iOS, Android')
  await field(page, 'website').fill('https://engine.dev')
  await field(page, 'signUpLink').fill('https://engine.dev/join')
  await field(page, 'supportLink').fill('https://engine.dev/help')
  await field(page, 'termsOfServiceURL').fill('https://engine.dev/terms')
  await field(page, 'privacyPolicyURL').fill('https://engine.dev/privacy')
  await page
    .getByLabel('App logo (optional)')
    .setInputFiles({ name: 'engine.png', mimeType: 'image/png', buffer: PNG })
  await expect(
    page.getByRole('img', { name: 'Preview of your logo, engine.png' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete file' })).toBeFocused()
  await continueStep(page)

  // Step 3: the technical questions the APIs ask for.
  await expectStep(page, 'Step 3 of 3: Technical information')
  await expect(
    page.getByRole('button', { name: 'Submit your application' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Submit your application' }).click()
  await expectMessages(page, [
    'Enter a description.',
    'Select yes or no.',
    'Enter a list of scopes.',
  ])
  await expect(
    field(page, 'productionOrOAuthKeyCredentialStorage'),
  ).toBeFocused()
  await expectNoAxeViolations(page)
  await field(page, 'productionOrOAuthKeyCredentialStorage').fill(
    'In a secrets manager.',
  )
  await radio(page, /store personally identifiable information/, 'Yes').click()
  await radio(
    page,
    /share Veteran information with third parties/,
    'Yes',
  ).click()
  await radio(page, /give Benefits Intake API access/, 'Yes').click()
  await page.getByRole('button', { name: 'Submit your application' }).click()
  await expectMessages(page, ['Provide the naming convention.'])
  await expect(field(page, 'piiStorageMethod')).toBeFocused()
  for (const name of [
    'piiStorageMethod',
    'multipleReqSafeguards',
    'breachManagementProcess',
    'vulnerabilityManagement',
    'thirdPartyInfoDescription',
    'centralizedBackendLog',
  ])
    await field(page, name).fill(`Answer for ${name}.`)
  await field(page, 'scopesAccessRequested').fill(
    'launch/patient patient/Patient.read',
  )
  await field(page, 'namingConvention').fill('customer-<id>')
  await radio(page, /My Health application/, 'No').click()
  const sent = page.waitForRequest((request) =>
    request.url().endsWith('/consumers/production-requests'),
  )
  await page.getByRole('button', { name: 'Submit your application' }).click()
  const body = (await sent).postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({
    apis: 'apikey/addressValidation,apikey/benefits,acg/claims,acg/health,ccg/benefitsDocuments',
    attestationChecked: true,
    ethicsPrinciplesAttested: true,
    is508Compliant: true,
    vaInternal: false,
    signUpLink: ['https://engine.dev/join'],
    policyDocuments: ['https://engine.dev/terms', 'https://engine.dev/privacy'],
    secondaryContact: { role: 'Chief engineer' },
    storePIIOrPHI: true,
  })
  expect(String(body.logoIcon)).toMatch(
    /\/v0\/consumers\/logos\/original\/.+\/engine\.png$/,
  )

  const thanks = page.getByRole('dialog', { name: 'Thanks for submitting' })
  await expect(thanks).toBeVisible()
  await expect(thanks).toContainText(
    'A confirmation email is on its way to ada@lovelace.dev',
  )
  await expectNoAxeViolations(page)
  await thanks.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page).toHaveURL(/\/production-access\/request-prod-access$/)

  // What was stored goes to the support team, every answer listed; the contacts get a confirmation.
  const support = await waitForMail(
    page,
    (mail) => mail.to === 'api@va.gov' && mail.text.includes(organization),
  )
  expect(support.subject).toBe(
    `Production access request: ${organization}, Engine Finder`,
  )
  for (const line of [
    'apis: apikey/addressValidation,apikey/benefits,acg/claims,acg/health,ccg/benefitsDocuments',
    'primaryContact.email: ada@lovelace.dev',
    'secondaryContact.role: Chief engineer',
    'phoneNumber: (202) 555-0143 x12',
    'distributingAPIKeysToCustomers: yes',
    'namingConvention: customer-<id>',
    'listedOnMyHealthApplication: no',
    'oAuthPublicKey.kty: RSA',
  ])
    expect(support.text).toContain(line)
  const confirmation = await waitForMail(
    page,
    (mail) =>
      mail.to === 'status@lovelace.dev' && mail.text.includes(organization),
  )
  expect(confirmation.subject).toBe(
    'We received your production access request',
  )
})

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

test('Logo upload: progress and Cancel, Delete file, and each upload error', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(FORM)
  await page.getByText('VA Facilities API', { exact: true }).click()
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  const input = page.getByLabel('App logo (optional)')

  // A slow link: the bar moves, and Cancel stops the upload and clears the logo.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: big,
  })
  const bar = page.getByRole('progressbar', { name: 'Uploading big.png' })
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  await expect(page.getByText(/^\s*\d+%$/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(bar).toBeHidden()
  await expect(input).toBeFocused()
  await expect(field(page, 'logoIcon')).toHaveValue('')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  // Done: preview and Delete file, which resets it.
  await input.setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(
    page.getByRole('img', { name: 'Preview of your logo, small.png' }),
  ).toBeVisible()
  await expect(field(page, 'logoLarge')).toHaveValue(
    /\/logos\/original\/.+\/small\.png$/,
  )
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Delete file' }).click()
  await expect(
    page.getByRole('img', { name: /Preview of your logo/ }),
  ).toHaveCount(0)
  await expect(field(page, 'logoLarge')).toHaveValue('')

  // Too large, and not PNG or JPEG: the spec's messages, before anything is sent.
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10_485_761),
  })
  await expect(
    page.getByText(
      "We couldn't upload your file. Files should be less than 10 MB.",
    ),
  ).toBeVisible()
  await input.setInputFiles({
    name: 'logo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  })
  await expect(
    page.getByText(
      "We couldn't upload your file. Files should be in PNG or JPEG format.",
    ),
  ).toBeVisible()
  // A file that only claims to be a PNG: the server checks its bytes (415).
  await input.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  })
  await expect(
    page.getByText(
      "We couldn't upload your file. Files should be in PNG or JPEG format.",
    ),
  ).toBeVisible()
  await expect(field(page, 'logoIcon')).toHaveValue('')

  // A network failure clears the logo fields.
  await input.setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('button', { name: 'Delete file' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete file' }).click()
  await page.route('**/consumers/logo-upload/local', (route) =>
    route.abort('failed'),
  )
  await input.setInputFiles({
    name: 'again.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(
    page.getByText("We couldn't upload your file. Please try again."),
  ).toBeVisible()
  await expect(field(page, 'logoIcon')).toHaveValue('')
  await expect(field(page, 'logoLarge')).toHaveValue('')
})

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
