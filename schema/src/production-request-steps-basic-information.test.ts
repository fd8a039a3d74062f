import { describe, expect, test } from 'vitest'
import {
  BENEFITS,
  fieldMessages,
  OPEN,
  RESTRICTED_KEY,
} from './fixtures/production-request-steps.ts'
import {
  PRODUCTION_MESSAGES as M,
  tooLongMessage,
} from './production-request-form.ts'

describe('Step 2', () => {
  test('Required fields, each with its message', () => {
    const empty = {
      primaryContact: {},
      secondaryContact: null,
      organization: '',
      country: '',
      addressLine1: ' ',
      city: '',
      state: '',
      zipCode5: '',
      appName: '',
      valueProvided: '',
      businessModel: '',
      monitizedVeteranInformation: null,
      veteranFacing: null,
      statusUpdateEmails: [''],
      productionKeyCredentialStorage: '',
    }
    expect(fieldMessages(2, empty, BENEFITS)).toEqual({
      'primaryContact.firstName': 'Enter a first name.',
      'primaryContact.lastName': 'Enter a last name.',
      'primaryContact.email': 'Enter a valid email address.',
      'primaryContact.role': 'Select a role.',
      'secondaryContact.firstName': 'Enter a first name.',
      'secondaryContact.lastName': 'Enter a last name.',
      'secondaryContact.email': 'Enter a valid email address.',
      'secondaryContact.role': 'Select a role.',
      organization: 'Enter the company or organization name.',
      addressLine1: 'Enter the company street address.',
      city: 'Enter a city.',
      state: 'Enter a state.',
      country: 'Select a country.',
      zipCode5: 'Enter a postal code.',
      appName: 'Enter front-end name of application.',
      'statusUpdateEmails.0': 'Enter a valid email address.',
      valueProvided: 'Describe the value of your app.',
      businessModel: 'Describe your business model.',
      monitizedVeteranInformation: 'Select yes or no.',
      veteranFacing: 'Select yes or no.',
    })
  })

  test('Maximum lengths: 47 for address and names, 100 for organization, app name and role description, 50 for the VASI name, 415 for long text', () => {
    const long = (n: number) => 'x'.repeat(n)
    const result = fieldMessages(
      2,
      {
        primaryContact: {
          firstName: long(48),
          lastName: long(48),
          email: 'ada@lovelace.dev',
          role: 'OTHER',
          roleDescription: long(101),
        },
        addressLine1: long(48),
        addressLine2: long(48),
        addressLine3: long(48),
        city: long(48),
        state: long(48),
        country: long(48),
        organization: long(101),
        appName: long(101),
        vasiSystemName: long(51),
        valueProvided: long(416),
        businessModel: long(416),
        monitizedVeteranInformation: 'yes',
        monitizationExplanation: long(416),
        veteranFacing: 'yes',
        appDescription: long(416),
        platforms: long(416),
        website: 'https://a.org',
        signUpLink: 'https://a.org/signup',
        supportLink: 'https://a.org/help',
        termsOfServiceURL: 'https://a.org/terms',
        privacyPolicyURL: 'https://a.org/privacy',
      },
      RESTRICTED_KEY,
    )
    expect(result).toEqual({
      'primaryContact.firstName': tooLongMessage(47),
      'primaryContact.lastName': tooLongMessage(47),
      'primaryContact.roleDescription': tooLongMessage(100),
      addressLine1: tooLongMessage(47),
      addressLine2: tooLongMessage(47),
      addressLine3: tooLongMessage(47),
      city: tooLongMessage(47),
      state: tooLongMessage(47),
      country: tooLongMessage(47),
      organization: tooLongMessage(100),
      appName: tooLongMessage(100),
      vasiSystemName: tooLongMessage(50),
      valueProvided: tooLongMessage(415),
      businessModel: tooLongMessage(415),
      monitizationExplanation: tooLongMessage(415),
      appDescription: tooLongMessage(415),
      platforms: tooLongMessage(415),
    })
    expect(
      fieldMessages(2, {
        organization: long(100),
        appName: long(100),
        city: long(47),
      }),
    ).toEqual({})
  })

  test('Role Other needs a description', () => {
    expect(
      fieldMessages(2, {
        primaryContact: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@lovelace.dev',
          role: 'OTHER',
        },
      }),
    ).toEqual({ 'primaryContact.roleDescription': 'Describe the role' })
  })

  test('Emails: valid, and none containing test, sample, fake or email in any case', () => {
    const words =
      'Enter a valid email address that does not contain "test", "sample", "fake", or "email".'
    for (const email of [
      'qa@TESTco.org',
      'x@sample.org',
      'Fake@a.org',
      'my.EMAIL@a.org',
    ]) {
      expect(fieldMessages(2, { statusUpdateEmails: [email] })).toEqual({
        'statusUpdateEmails.0': words,
      })
    }
    expect(
      fieldMessages(2, { statusUpdateEmails: ['ok@a.org', 'not-an-email'] }),
    ).toEqual({
      'statusUpdateEmails.1': 'Enter a valid email address.',
    })
    expect(fieldMessages(2, { statusUpdateEmails: ['', 'ok@a.org'] })).toEqual(
      {},
    )
    expect(
      fieldMessages(2, {
        secondaryContact: {
          firstName: 'C',
          lastName: 'B',
          email: 'c@fake.org',
          role: 'STUDENT',
        },
      }),
    ).toEqual({ 'secondaryContact.email': words })
  })

  test('Phone: optional, North American with an optional extension', () => {
    for (const phone of [
      '2025550143',
      '202-555-0143',
      '+1 (202) 555-0143',
      '202.555.0143 ext. 7',
    ])
      expect(fieldMessages(2, { phoneNumber: phone })).toEqual({})
    expect(fieldMessages(2, { phoneNumber: '' })).toEqual({})
    for (const phone of [
      '555-0143',
      '+44 20 7946 0958',
      '202-555-0143 call me',
    ])
      expect(fieldMessages(2, { phoneNumber: phone })).toEqual({
        phoneNumber: 'Enter a valid company phone number.',
      })
  })

  test('Monetizing needs an explanation', () => {
    expect(fieldMessages(2, { monitizedVeteranInformation: 'yes' })).toEqual({
      monitizationExplanation: 'Enter an explanation.',
    })
  })

  test('A Veteran-facing app needs its description, platforms and links', () => {
    expect(fieldMessages(2, { veteranFacing: 'yes' })).toEqual({
      appDescription: 'Enter a description.',
      platforms: 'Enter a list of devices/platforms.',
      website: 'Add a link.',
      signUpLink: 'Add a link.',
      supportLink: 'Add a link.',
      termsOfServiceURL: 'Add a valid link to your terms of service.',
      privacyPolicyURL: 'Add a valid link to your privacy policy.',
    })
    expect(
      fieldMessages(2, {
        veteranFacing: 'yes',
        appDescription: 'An app',
        platforms: 'iOS',
        website: 'a.org',
        signUpLink: 'javascript:alert(1)',
        supportLink: 'https://a.org/help',
        termsOfServiceURL: 'terms',
        privacyPolicyURL: 'https://a.org/privacy',
      }),
    ).toEqual({
      website: 'Add a valid link.',
      signUpLink: 'Add a valid link.',
      termsOfServiceURL: 'Add a valid link to your terms of service.',
    })
  })

  test('Conditionals from the APIs: business model unless all open data, VASI name when restricted, key storage when open data', () => {
    expect(fieldMessages(2, { businessModel: '' }, OPEN)).toEqual({})
    expect(
      fieldMessages(
        2,
        { businessModel: '', productionKeyCredentialStorage: '' },
        BENEFITS,
      ),
    ).toEqual({ businessModel: 'Describe your business model.' })
    expect(fieldMessages(2, {}, RESTRICTED_KEY)).toEqual({
      vasiSystemName: 'Enter the VASI system name.',
    })
    expect(
      fieldMessages(2, { productionKeyCredentialStorage: '' }, OPEN),
    ).toEqual({
      productionKeyCredentialStorage: 'Enter a description.',
    })
  })
})

test('A logo is an http(s) URL or a path on our origin, never another origin in disguise (R-STORE-URL-HTTP)', () => {
  for (const logo of [
    'https://portal.example/v0/consumers/logos/original/a/b.png',
    '/platform-backend/v0/consumers/logos/original/a/b.png',
  ])
    expect(fieldMessages(2, { logoIcon: logo, logoLarge: logo })).toEqual({})
  for (const logo of [
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    `/${'a'.repeat(2048)}`,
  ])
    expect(fieldMessages(2, { logoIcon: logo })).toEqual({
      logoIcon: M.linkInvalid,
    })
})

test('A logo’s file name is kept as the applicant chose it, within the upload’s file-name rules (R-LOGO-FILE-NAME)', () => {
  const logo = '/platform-backend/v0/consumers/logos/original/a/logo.png'
  const name = 'Logo de l’équipe – 日本 v2.0.png'
  expect(fieldMessages(2, { logoLarge: logo, logoFileName: name })).toEqual({})
  expect(
    fieldMessages(2, { logoLarge: logo, logoFileName: 'L'.repeat(256) }),
  ).toEqual({ logoFileName: 'File names must be 255 characters or fewer' })
  expect(
    fieldMessages(2, { logoLarge: logo, logoFileName: 'logo\ud800.png' }),
  ).toEqual({ logoFileName: 'File names must be text in Unicode' })
})

test('At most 10 status-update addresses (R-STORE-LENGTH)', () => {
  const emails = (count: number) =>
    Array.from({ length: count }, (_, index) => `status${index}@lovelace.dev`)
  expect(fieldMessages(2, { statusUpdateEmails: emails(10) })).toEqual({})
  expect(fieldMessages(2, { statusUpdateEmails: emails(11) })).toEqual({
    statusUpdateEmails: 'Enter no more than 10 email addresses.',
  })
})
