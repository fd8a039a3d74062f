import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  makeProductionForm,
  selectionOf,
} from './fixtures/production-request.ts'
import { PRODUCTION_MESSAGES as M, tooLongMessage } from './production-form.ts'
import {
  productionRequestIssues,
  productionStepIssues,
  productionStepSchema,
  type ProductionStep,
} from './production-steps.ts'
import type { ProductionSelection } from './production-selection.ts'

const OPEN = selectionOf(['apikey', {}])
const RESTRICTED_KEY = selectionOf([
  'apikey',
  {
    altID: 'addressValidation',
    openData: false,
    restrictedAccess: {
      restricted: true,
      blockSandboxAccessForm: true,
      blockProdAccessForm: false,
      versions: [],
    },
  },
])
const ACG = selectionOf([
  'acg',
  {
    altID: 'claims',
    apikey: false,
    openData: false,
    requiresApiAttestation: true,
  },
])
const CCG = selectionOf([
  'ccg',
  { altID: 'benefitsDocuments', apikey: false, openData: false },
])
const HEALTH = selectionOf([
  'acg',
  {
    altID: 'health',
    apikey: false,
    openData: false,
    requiresEthicsAttestation: true,
  },
])
const BENEFITS = selectionOf(['apikey', { altID: 'benefits', openData: false }])
const NONE = selectionOf()

const JWK = JSON.stringify(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    format: 'jwk',
  }),
)

function issues(
  step: ProductionStep,
  overrides: Parameters<typeof makeProductionForm>[0],
  selection: ProductionSelection = OPEN,
) {
  return Object.fromEntries(
    productionStepIssues(step, makeProductionForm(overrides), selection).map(
      (issue) => [issue.path, issue.message],
    ),
  )
}

test('A complete form passes every step of its selection', () => {
  expect(productionRequestIssues(makeProductionForm(), OPEN)).toEqual([])
  expect(
    productionRequestIssues(makeProductionForm({ businessModel: '' }), OPEN),
  ).toEqual([])
})

describe('Step 1', () => {
  test('At least one API', () => {
    expect(issues(1, { apis: [] }, NONE)).toEqual({ apis: M.apis })
  })

  test('Yes or no for 508, US-based company and VA internal; No to US-based blocks with its message', () => {
    expect(
      issues(1, {
        is508Compliant: null,
        isUSBasedCompany: undefined,
        vaInternal: null,
      }),
    ).toEqual({
      is508Compliant: M.yesOrNo,
      isUSBasedCompany: M.yesOrNo,
      vaInternal: M.yesOrNo,
    })
    expect(issues(1, { isUSBasedCompany: 'no' })).toEqual({
      isUSBasedCompany:
        'We currently only grant access to US-based companies. You may contact us if you have any questions.',
    })
  })

  test('Terms of service must be agreed', () => {
    expect(issues(1, { termsOfService: false })).toEqual({
      termsOfService: 'You must agree to our terms of service to continue.',
    })
  })

  test('An ACG API needs the application type and an http or https redirect URI; attestation comes last', () => {
    expect(issues(1, {}, ACG)).toEqual({
      oAuthApplicationType: 'Choose an option.',
      oAuthRedirectURI: 'Enter an http or https URI.',
      attestationChecked:
        'You must attest to request production access for this API.',
    })
    expect(Object.keys(issues(1, {}, ACG)).at(-1)).toBe('attestationChecked')
    expect(
      issues(
        1,
        { oAuthApplicationType: 'web', oAuthRedirectURI: 'ftp://x.org/cb' },
        ACG,
      ),
    ).toMatchObject({ oAuthRedirectURI: 'Enter an http or https URI.' })
    expect(
      issues(
        1,
        {
          oAuthApplicationType: 'native',
          oAuthRedirectURI: 'http://app.example.org/cb',
          attestationChecked: true,
        },
        ACG,
      ),
    ).toEqual({})
  })

  test('A CCG API needs a valid RSA public JWK', () => {
    expect(issues(1, {}, CCG)).toEqual({
      oAuthPublicKey: 'Enter your oAuthPublicKey',
    })
    expect(issues(1, { oAuthPublicKey: '{"kty":"EC"}' }, CCG)).toEqual({
      oAuthPublicKey: 'Invalid key submitted',
    })
    expect(issues(1, { oAuthPublicKey: 'not json' }, CCG)).toEqual({
      oAuthPublicKey: 'Invalid key submitted',
    })
    expect(issues(1, { oAuthPublicKey: JWK }, CCG)).toEqual({})
  })

  test('An API that requires ethics attestation needs the Ethics Principles agreed', () => {
    expect(
      issues(
        1,
        { oAuthApplicationType: 'web', oAuthRedirectURI: 'https://a.org/cb' },
        HEALTH,
      ),
    ).toEqual({
      ethicsPrinciplesAttested:
        'You must agree to the Ethics Principles for Access to and Use of Veteran Data.',
    })
  })
})

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
    expect(issues(2, empty, BENEFITS)).toEqual({
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
    const result = issues(
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
      issues(2, {
        organization: long(100),
        appName: long(100),
        city: long(47),
      }),
    ).toEqual({})
  })

  test('Role Other needs a description', () => {
    expect(
      issues(2, {
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
      expect(issues(2, { statusUpdateEmails: [email] })).toEqual({
        'statusUpdateEmails.0': words,
      })
    }
    expect(
      issues(2, { statusUpdateEmails: ['ok@a.org', 'not-an-email'] }),
    ).toEqual({
      'statusUpdateEmails.1': 'Enter a valid email address.',
    })
    expect(issues(2, { statusUpdateEmails: ['', 'ok@a.org'] })).toEqual({})
    expect(
      issues(2, {
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
      expect(issues(2, { phoneNumber: phone })).toEqual({})
    expect(issues(2, { phoneNumber: '' })).toEqual({})
    for (const phone of [
      '555-0143',
      '+44 20 7946 0958',
      '202-555-0143 call me',
    ])
      expect(issues(2, { phoneNumber: phone })).toEqual({
        phoneNumber: 'Enter a valid company phone number.',
      })
  })

  test('Monetizing needs an explanation', () => {
    expect(issues(2, { monitizedVeteranInformation: 'yes' })).toEqual({
      monitizationExplanation: 'Enter an explanation.',
    })
  })

  test('A Veteran-facing app needs its description, platforms and links', () => {
    expect(issues(2, { veteranFacing: 'yes' })).toEqual({
      appDescription: 'Enter a description.',
      platforms: 'Enter a list of devices/platforms.',
      website: 'Add a link.',
      signUpLink: 'Add a link.',
      supportLink: 'Add a link.',
      termsOfServiceURL: 'Add a valid link to your terms of service.',
      privacyPolicyURL: 'Add a valid link to your privacy policy.',
    })
    expect(
      issues(2, {
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
    expect(issues(2, { businessModel: '' }, OPEN)).toEqual({})
    expect(
      issues(
        2,
        { businessModel: '', productionKeyCredentialStorage: '' },
        BENEFITS,
      ),
    ).toEqual({ businessModel: 'Describe your business model.' })
    expect(issues(2, {}, RESTRICTED_KEY)).toEqual({
      vasiSystemName: 'Enter the VASI system name.',
    })
    expect(issues(2, { productionKeyCredentialStorage: '' }, OPEN)).toEqual({
      productionKeyCredentialStorage: 'Enter a description.',
    })
  })
})

describe('Step 3', () => {
  test('Key storage is required and at most 415 characters', () => {
    expect(
      issues(3, { productionOrOAuthKeyCredentialStorage: '' }, BENEFITS),
    ).toMatchObject({
      productionOrOAuthKeyCredentialStorage: 'Enter a description.',
    })
    expect(
      issues(
        3,
        { productionOrOAuthKeyCredentialStorage: 'x'.repeat(416) },
        BENEFITS,
      ),
    ).toMatchObject({
      productionOrOAuthKeyCredentialStorage: tooLongMessage(415),
    })
  })

  test('Storing PII or PHI needs the four descriptions', () => {
    expect(issues(3, { storePIIOrPHI: null })).toEqual({
      storePIIOrPHI: 'Select yes or no.',
    })
    expect(issues(3, { storePIIOrPHI: 'yes' })).toEqual({
      piiStorageMethod: 'Enter a description.',
      multipleReqSafeguards: 'Enter a description.',
      breachManagementProcess: 'Enter a description.',
      vulnerabilityManagement: 'Enter a description.',
    })
  })

  test('OAuth APIs: third parties and scopes', () => {
    expect(issues(3, {}, ACG)).toEqual({
      exposeVeteranInformationToThirdParties: 'Select yes or no.',
      scopesAccessRequested: 'Enter a list of scopes.',
    })
    expect(
      issues(
        3,
        {
          exposeVeteranInformationToThirdParties: 'yes',
          scopesAccessRequested: 'claim.read',
        },
        CCG,
      ),
    ).toEqual({ thirdPartyInfoDescription: 'Enter a description.' })
  })

  test('The benefits API asks about distributing keys; yes needs the naming convention and the log', () => {
    expect(issues(3, {}, BENEFITS)).toEqual({
      distributingAPIKeysToCustomers: 'Select yes or no.',
    })
    expect(
      issues(3, { distributingAPIKeysToCustomers: 'yes' }, BENEFITS),
    ).toEqual({
      namingConvention: 'Provide the naming convention.',
      centralizedBackendLog: 'Enter a description.',
    })
  })

  test('The health API asks about the My Health application', () => {
    expect(
      issues(
        3,
        {
          exposeVeteranInformationToThirdParties: 'no',
          scopesAccessRequested: 'launch',
        },
        HEALTH,
      ),
    ).toEqual({ listedOnMyHealthApplication: 'Select yes or no.' })
  })
})

test('Open data, unrestricted selections have two steps: step 3 is never checked', () => {
  expect(OPEN.stepCount).toBe(2)
  expect(RESTRICTED_KEY.stepCount).toBe(3)
  expect(
    productionRequestIssues(
      makeProductionForm({ productionOrOAuthKeyCredentialStorage: '' }),
      OPEN,
    ),
  ).toEqual([])
  expect(
    productionRequestIssues(
      makeProductionForm({ productionOrOAuthKeyCredentialStorage: '' }),
      BENEFITS,
    ),
  ).toEqual([
    {
      path: 'productionOrOAuthKeyCredentialStorage',
      message: 'Enter a description.',
    },
    {
      path: 'distributingAPIKeysToCustomers',
      message: 'Select yes or no.',
    },
  ])
})

test('The step schema reports issues at their paths for the form resolver', () => {
  const result = productionStepSchema(2, OPEN).safeParse(
    makeProductionForm({
      primaryContact: { email: 'x' },
      statusUpdateEmails: ['a@b.org', 'bad'],
    }),
  )
  expect(result.success).toBe(false)
  const paths = result.success
    ? []
    : result.error.issues.map((issue) => issue.path.join('.'))
  expect(paths).toContain('primaryContact.email')
  expect(paths).toContain('statusUpdateEmails.1')
})

test('A logo is an http(s) URL or a path on our origin, never another origin in disguise (R-STORE-URL-HTTP)', () => {
  for (const logo of [
    'https://portal.example/v0/consumers/logos/original/a/b.png',
    '/platform-backend/v0/consumers/logos/original/a/b.png',
  ])
    expect(issues(2, { logoIcon: logo, logoLarge: logo })).toEqual({})
  for (const logo of [
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    `/${'a'.repeat(2048)}`,
  ])
    expect(issues(2, { logoIcon: logo })).toEqual({ logoIcon: M.linkInvalid })
})

test('At most 10 status-update addresses (R-STORE-LENGTH)', () => {
  const emails = (count: number) =>
    Array.from({ length: count }, (_, index) => `status${index}@lovelace.dev`)
  expect(issues(2, { statusUpdateEmails: emails(10) })).toEqual({})
  expect(issues(2, { statusUpdateEmails: emails(11) })).toEqual({
    statusUpdateEmails: 'Enter no more than 10 email addresses.',
  })
})
