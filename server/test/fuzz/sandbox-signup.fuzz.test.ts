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

const URL = `${API}/consumers/applications`
const TABLES = [
  'consumers',
  'consumer_applications',
  'consumer_credentials',
  'email_outbox',
]
const JWK = generateKeyPairSync('rsa', {
  modulusLength: 2048,
}).publicKey.export({ format: 'jwk' })

const signup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `fuzz-${Math.random().toString(36).slice(2, 10)}@example.org`,
  organization: 'Analytical Engines',
  description: 'A facility finder',
  typeAndApi: 'apikey/facilities',
  apis: 'apikey/facilities',
  termsOfService: true,
  ...overrides,
})

test(
  'Sandbox signup answers any input under 500 with the envelope, and keeps what it stored (R-INPUT-ENVELOPE)',
  async () => {
    const { app, db } = await buildFuzzApp()
    expect((await postRaw(app, URL, JSON.stringify(signup()))).statusCode).toBe(
      201,
    )
    const before = await snapshotRows(db, TABLES)
    const tally = new StatusTally()
    const extraPaths = [
      'oAuthApplicationType',
      'oAuthRedirectURI',
      'oAuthPublicKey',
      'attestationChecked',
      'faxNumber',
    ]
    await fuzzJsonPost(app, URL, signup(), { tally, extraPaths })
    // The OAuth details are only read for their auth types.
    await fuzzJsonPost(
      app,
      URL,
      signup({
        typeAndApi: 'acg/claims',
        apis: 'acg/claims,ccg/claims',
        oAuthApplicationType: 'web',
        oAuthRedirectURI: 'https://engine.dev/callback',
        oAuthPublicKey: JWK,
        attestationChecked: true,
      }),
      { tally, extraPaths },
    )
    expect(tally.total).toBe(2 * FUZZ_RUNS)
    console.info(`sandbox signups: ${tally}`)
    await expectRowsUnchanged(db, before)
    expect((await postRaw(app, URL, JSON.stringify(signup()))).statusCode).toBe(
      201,
    )
  },
  2 * FUZZ_TIMEOUT,
)
