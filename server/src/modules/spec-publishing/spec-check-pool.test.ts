import type { Worker } from 'node:worker_threads'
import { expect, onTestFinished, test } from 'vitest'
import type { SpecCheck } from '@portal/schema/spec-publishing'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import {
  largeReferenceDataSpec,
  referenceDataSpec,
  TEST_API,
} from '../../../test/spec-kit.ts'
import { createSpecCheckPool } from './spec-check-pool.ts'

// R-SPEC-POOL, R-SPEC-POOL-FULL: a document's check runs in the app's worker pool, so the event
// loop (its probes, other staff's requests) answers while it runs; the pool's bounds answer a
// clear 503 or 413. No test times anything: each shows an order of events or an answer.

const SPECS = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
const LIVE = '/platform-backend/v0/health/live'

/** Each worker thread this process starts from now on, until the test ends. */
function workersStarted(): Worker[] {
  const started: Worker[] = []
  const onWorker = (worker: Worker) => started.push(worker)
  process.on('worker', onWorker)
  onTestFinished(() => {
    process.off('worker', onWorker)
  })
  return started
}

test('A large check runs in a worker while liveness answers', async () => {
  const { app, db } = await buildTestApp()
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const document = largeReferenceDataSpec(1_000_000)
  const workers = workersStarted()

  let checked = false
  const check = app
    .inject({
      method: 'POST',
      url: `${SPECS}/check`,
      headers,
      payload: { document },
    })
    .finally(() => {
      checked = true
    })
  // Liveness is asked again and again until the check answers; each answer notes whether a worker
  // was checking the document then. On the event loop, the check would hold every probe after
  // its start until its end.
  const whileChecking: boolean[] = []
  while (!checked) {
    const live = await app.inject({ url: LIVE })
    expect(live.statusCode).toBe(200)
    if (!checked) whileChecking.push(workers.length > 0)
    await new Promise((resolve) => setImmediate(resolve))
  }
  const answer = await check
  expect(answer.statusCode).toBe(200)
  expect(answer.json<SpecCheck>().operations).toBeGreaterThan(1000)
  expect(workers).toHaveLength(1)
  // Liveness answered many times after the worker started and before the check answered.
  expect(whileChecking.filter(Boolean).length).toBeGreaterThan(3)
})

test('A check beyond the queue is a 503 saying the checker is busy; the others are checked', async () => {
  const { app, db } = await buildTestApp({
    specCheckPool: { threads: 1, queue: 1 },
  })
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const document = largeReferenceDataSpec(500_000)
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      app.inject({
        method: 'POST',
        url: `${SPECS}/check`,
        headers,
        payload: { document },
      }),
    ),
  )
  const statuses = answers.map((answer) => answer.statusCode).sort()
  expect(statuses).toEqual([200, 200, 503])
  const busy = answers.find((answer) => answer.statusCode === 503)!
  expect(busy.json()).toEqual({
    errors: [
      'The document checker is busy: a document is already waiting, the most it takes. Try again in a minute.',
    ],
  })
})

test("A check that needs more than a worker's memory is a 413 naming the limit", async () => {
  // 64 MB, the least SPEC_CHECK_MEMORY_MB allows: a worker starts and checks a small document
  // first, so the large one runs out of memory in its job, not while a worker starts.
  const { app, db } = await buildTestApp({
    specCheckPool: { memoryMb: 64 },
  })
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const check = (document: string) =>
    app.inject({
      method: 'POST',
      url: `${SPECS}/check`,
      headers,
      payload: { document },
    })
  const small = await check(JSON.stringify(referenceDataSpec()))
  expect(small.statusCode, small.body).toBe(200)
  const answer = await check(largeReferenceDataSpec(1_000_000))
  expect(answer.statusCode).toBe(413)
  const message =
    'The document needs more than 64 MB of memory to check, the most a check may use. Split it or make it smaller.'
  expect(answer.json()).toEqual({
    errors: [message],
    fieldErrors: { document: [message] },
  })
  // The app answers on, and the pool starts a new worker for the next check.
  expect((await app.inject({ url: LIVE })).statusCode).toBe(200)
  expect((await check(JSON.stringify(referenceDataSpec()))).statusCode).toBe(
    200,
  )
})

test('A worker that cannot start answers the check 503 at once, and the process carries on', async () => {
  // 8 MB is too little for a worker to load at all: piscina reports that on the pool, with no
  // job of its own, and starts no other worker for the jobs waiting.
  const failures: unknown[] = []
  const pool = createSpecCheckPool({ memoryMb: 8 }, (error) =>
    failures.push(error),
  )
  onTestFinished(() => pool.close())
  const job = {
    text: JSON.stringify(referenceDataSpec()),
    auth: { apiKey: true, oauth: false },
    findings: null,
    before: null,
  }
  await expect(pool.run(job)).rejects.toMatchObject({
    statusCode: 503,
    messages: [
      'The document checker could not start. Try again in a minute; if it happens again, tell the portal team.',
    ],
  })
  expect(failures).toEqual([
    expect.objectContaining({ code: 'ERR_WORKER_OUT_OF_MEMORY' }),
  ])
})

test('A check whose time limit passes before a worker takes it is a 503, not a 413', async () => {
  // One millisecond: the pool has no worker while idle, and starting one takes longer, so the
  // job is still waiting when its time is up; the document was never the cause.
  const { app, db } = await buildTestApp({
    specCheckPool: { timeLimitMs: 1 },
  })
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  const answer = await app.inject({
    method: 'POST',
    url: `${SPECS}/check`,
    headers,
    payload: { document: largeReferenceDataSpec(10_000) },
  })
  expect(answer.statusCode).toBe(503)
  expect(answer.json().errors[0]).toMatch(/^The document checker is busy/)
})
