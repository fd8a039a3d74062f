import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  makeProductionRequestBody,
  makeThreeStepRequestBody,
} from '@portal/schema/fixtures/production-request'
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

// The shared valid bodies, with every question a veteran-facing app and stored PII add, so the
// fuzz mutates the most fields.
const VETERAN_FACING = {
  phoneNumber: '(202) 555-0143',
  veteranFacing: true,
  website: 'https://engine.dev',
  signUpLink: ['https://engine.dev/join'],
  supportLink: ['https://engine.dev/help'],
  platforms: 'iOS, web',
  appDescription: 'Finds facilities.',
  policyDocuments: ['https://engine.dev/terms', 'https://engine.dev/privacy'],
}
const unique = () => `Engines ${Math.random().toString(36).slice(2, 8)}`

/** A valid two-step request: an open-data API with a key. */
const twoSteps = () =>
  makeProductionRequestBody({ ...VETERAN_FACING, organization: unique() })

/** A valid three-step request: OAuth, benefits and health APIs. */
const threeSteps = () =>
  makeThreeStepRequestBody(JWK, {
    ...VETERAN_FACING,
    organization: unique(),
    attestationChecked: true,
    storePIIOrPHI: true,
    piiStorageMethod: 'Encrypted at rest.',
    multipleReqSafeguards: 'Rate limits.',
    breachManagementProcess: 'We notify within 24 hours.',
    vulnerabilityManagement: 'Weekly scans.',
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
