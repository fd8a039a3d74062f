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

const URL = `${API}/consumers/test-user-data`

test(
  'Test-user data answers any input under 500 with the envelope, and its tables do not change (R-INPUT-ENVELOPE)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const before = await snapshotRows(db, [
      'test_user_tables',
      'test_user_rows',
      'consumers',
    ])
    const tally = new StatusTally()
    await fuzzJsonPost(
      app,
      URL,
      {
        urlSlug: 'patient-health',
        userId: '00000000-0000-4000-8000-000000000000',
        hash: 'abcdefghijklmnopqrstuvwxyz012345',
      },
      { tally },
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`test-user data: ${tally}`)
    await expectRowsUnchanged(db, before)
    const valid = await postRaw(
      app,
      URL,
      JSON.stringify({ urlSlug: 'patient-health' }),
    )
    expect(valid.statusCode).toBe(200)
  },
  FUZZ_TIMEOUT,
)
