import { expect, test } from 'vitest'
import {
  API,
  buildFuzzApp,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  postRaw,
  StatusTally,
} from './fuzz-kit.ts'

const URL = `${API}/client-errors`
const REPORT = {
  kind: 'render',
  name: 'TypeError',
  message: 'x is undefined',
  stack: 'at App (app.js:1:1)',
  path: '/explore',
  requestId: 'req-1',
}

test(
  'Client error reports answer any input under 500 with the envelope (R-INPUT-ENVELOPE)',
  async () => {
    const { app } = await buildFuzzApp()
    const tally = new StatusTally()
    await fuzzJsonPost(app, URL, REPORT, { tally })
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`client errors: ${tally}`)
    expect((await postRaw(app, URL, JSON.stringify(REPORT))).statusCode).toBe(
      204,
    )
  },
  FUZZ_TIMEOUT,
)
