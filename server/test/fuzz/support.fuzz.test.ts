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

const URL = `${API}/support/contact-us/requests`

const consumer = () => ({
  type: 'DEFAULT',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `fuzz-${Math.random().toString(36).slice(2, 10)}@example.org`,
  organization: 'Analytical Engines',
  role: 'Developer',
  description: 'My sandbox key returns 401.',
})

const publisher = () => ({
  ...consumer(),
  type: 'PUBLISHING',
  description: undefined,
  apiDetails: 'Claims status for VSOs',
  apiDescription: 'Status of claims',
  apiInternalOnly: true,
  apiInternalOnlyDetails: 'VA network only',
  apiOtherInfo: 'None',
})

test(
  'The contact endpoint answers any input under 500 with the envelope, and keeps what it stored (R-INPUT-ENVELOPE)',
  async () => {
    const { app, db } = await buildFuzzApp()
    expect(
      (await postRaw(app, URL, JSON.stringify(consumer()))).statusCode,
    ).toBe(204)
    const before = await snapshotRows(db, ['support_requests', 'email_outbox'])
    const tally = new StatusTally()
    await fuzzJsonPost(app, URL, consumer(), {
      tally,
      extraPaths: ['apiDetails', 'apiInternalOnly', 'apis', 'faxNumber'],
    })
    await fuzzJsonPost(app, URL, publisher(), {
      tally,
      extraPaths: ['description', 'apis', 'faxNumber'],
    })
    expect(tally.total).toBe(2 * FUZZ_RUNS)
    console.info(`contact requests: ${tally}`)
    await expectRowsUnchanged(db, before)
    expect(
      (await postRaw(app, URL, JSON.stringify(consumer()))).statusCode,
    ).toBe(204)
  },
  2 * FUZZ_TIMEOUT,
)
