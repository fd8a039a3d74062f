import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import { startFakeSentry } from '../../../test/fake-sentry.ts'
import { createSentryReporter } from '../../error-reporting/sentry-reporter.ts'

const URL = '/platform-backend/v0/client-errors'
const report = {
  kind: 'chunk',
  name: 'ChunkLoadError',
  message: 'Loading chunk explore-route failed.\n(timeout)',
  path: '/explore',
}

test('A client error report is logged with the request id and answers 204', async () => {
  const lines: string[] = []
  const { app } = await buildTestApp({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void lines.push(line) },
    },
  })
  const response = await app.inject({
    method: 'POST',
    url: URL,
    payload: report,
    headers: { ...csrfHeaders(), 'x-request-id': 'req-client-error-1' },
  })
  expect(response.statusCode).toBe(204)
  const logged = lines.map(
    (line) => JSON.parse(line) as Record<string, unknown>,
  )
  const entry = logged.find((line) => line.msg === 'client error reported')
  expect(entry).toMatchObject({
    reqId: 'req-client-error-1',
    clientError: report,
  })
})

test('A malformed, oversized or unprotected report is refused in the error envelope', async () => {
  const { app } = await buildTestApp()
  const invalid = await app.inject({
    method: 'POST',
    url: URL,
    payload: { ...report, kind: 'other' },
    headers: csrfHeaders(),
  })
  expect(invalid.statusCode).toBe(400)
  expect(invalid.json()).toHaveProperty('errors')

  const huge = await app.inject({
    method: 'POST',
    url: URL,
    payload: { ...report, stack: 'x'.repeat(20_000) },
    headers: csrfHeaders(),
  })
  expect(huge.statusCode).toBe(413)
  expect(huge.json()).toHaveProperty('errors')

  const noCsrf = await app.inject({ method: 'POST', url: URL, payload: report })
  expect(noCsrf.statusCode).toBe(403)
})

test('With a Sentry-compatible DSN, each report is passed on with its page and request ids', async () => {
  const fake = await startFakeSentry()
  const { app } = await buildTestApp({
    publicOrigin: 'https://developer.va.gov',
    errorReporter: createSentryReporter({ dsn: fake.dsn, environment: 'test' }),
  })
  const response = await app.inject({
    method: 'POST',
    url: URL,
    payload: { ...report, kind: 'request', requestId: 'req-failed-9' },
    headers: { ...csrfHeaders(), 'x-request-id': 'req-report-2' },
  })
  expect(response.statusCode).toBe(204)
  await expect.poll(() => fake.envelopes.length).toBe(1)
  expect(fake.envelopes[0]?.lines[2]).toMatchObject({
    platform: 'javascript',
    request: { url: 'https://developer.va.gov/explore' },
    tags: {
      kind: 'request',
      request_id: 'req-report-2',
      failed_request_id: 'req-failed-9',
    },
    exception: {
      values: [{ type: 'ChunkLoadError', value: report.message }],
    },
  })
})
