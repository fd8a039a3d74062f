import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'
import {
  answerStepOneBasics,
  continueStep,
  expectMessages,
  expectStep,
  field,
  fillContacts,
  JWK,
  PNG,
  radio,
  unique,
} from './production-request-helpers.ts'

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
    /\/v0\/consumers\/logos\/original\/[0-9a-f-]{36}\/logo\.png$/,
  )
  // Stored under our name, sent with the applicant's (R-LOGO-FILE-NAME).
  expect(body.logoFileName).toBe('engine.png')

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
