import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  API,
  buildFuzzApp,
  expectRowsUnchanged,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  postRaw,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

const URL = `${API}/consumers/production-requests`
const TABLES = [
  'production_requests',
  'production_request_status_history',
  'email_outbox',
]
const JWK = generateKeyPairSync('rsa', {
  modulusLength: 2048,
}).publicKey.export({ format: 'jwk' })

/** A valid two-step request: an open-data API with a key. */
const twoSteps = () => ({
  apis: 'apikey/facilities',
  primaryContact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@lovelace.dev',
    role: 'Developer',
  },
  secondaryContact: {
    firstName: 'Charles',
    lastName: 'Babbage',
    email: 'charles@lovelace.dev',
    role: 'Chief engineer',
  },
  organization: `Engines ${Math.random().toString(36).slice(2, 8)}`,
  country: 'United States',
  addressLine1: '1 Engine Way',
  city: 'Arlington',
  state: 'VA',
  zipCode5: '22201',
  phoneNumber: '(202) 555-0143',
  appName: 'Engine Finder',
  statusUpdateEmails: ['status@lovelace.dev'],
  valueProvided: 'Veterans find facilities near them.',
  monitizedVeteranInformation: false,
  veteranFacing: true,
  website: 'https://engine.dev',
  signUpLink: ['https://engine.dev/join'],
  supportLink: ['https://engine.dev/help'],
  platforms: 'iOS, web',
  appDescription: 'Finds facilities.',
  policyDocuments: ['https://engine.dev/terms', 'https://engine.dev/privacy'],
  productionKeyCredentialStorage: 'In a secrets manager.',
  is508Compliant: true,
  isUSBasedCompany: true,
  vaInternal: false,
  termsOfService: true,
})

/** A valid three-step request: OAuth, benefits and health APIs. */
const threeSteps = () => ({
  ...twoSteps(),
  apis: 'acg/health,ccg/benefitsDocuments,apikey/benefits',
  productionKeyCredentialStorage: undefined,
  businessModel: 'Grant funded.',
  ethicsPrinciplesAttested: true,
  attestationChecked: true,
  oAuthApplicationType: 'web',
  oAuthRedirectURI: 'https://engine.dev/callback',
  oAuthPublicKey: JWK,
  productionOrOAuthKeyCredentialStorage: 'In a secrets manager.',
  storePIIOrPHI: true,
  piiStorageMethod: 'Encrypted at rest.',
  multipleReqSafeguards: 'Rate limits.',
  breachManagementProcess: 'We notify within 24 hours.',
  vulnerabilityManagement: 'Weekly scans.',
  exposeVeteranInformationToThirdParties: false,
  scopesAccessRequested: 'launch/patient patient/Patient.read',
  distributingAPIKeysToCustomers: true,
  namingConvention: 'customer-<id>',
  centralizedBackendLog: 'One log per customer.',
  listedOnMyHealthApplication: false,
})

// Fields a selection may not ask for: the fuzz sends them anyway.
const EXTRA_PATHS = [
  'roleDescription',
  'primaryContact.roleDescription',
  'oAuthApplicationType',
  'oAuthRedirectURI',
  'oAuthPublicKey',
  'businessModel',
  'vasiSystemName',
  'logoIcon',
  'logoLarge',
  'thirdPartyInfoDescription',
  'monitizationExplanation',
  'faxNumber',
]

test(
  'Production requests answer any input under 500 with the envelope, and keep what they stored (R-INPUT-ENVELOPE)',
  async () => {
    const { app, db } = await buildFuzzApp()
    expect(
      (await postRaw(app, URL, JSON.stringify(threeSteps()))).statusCode,
    ).toBe(204)
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    await fuzzJsonPost(app, URL, twoSteps(), { tally, extraPaths: EXTRA_PATHS })
    await fuzzJsonPost(app, URL, threeSteps(), {
      tally,
      extraPaths: EXTRA_PATHS,
    })
    expect(tally.total).toBe(2 * FUZZ_RUNS)
    console.info(`production requests: ${tally}`)
    await expectRowsUnchanged(db, before)
    expect(
      (await postRaw(app, URL, JSON.stringify(twoSteps()))).statusCode,
    ).toBe(204)
  },
  2 * FUZZ_TIMEOUT,
)
