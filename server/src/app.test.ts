import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../test/build-test-app.ts'
import { startFakeSentry } from '../test/fake-sentry.ts'
import { makeWebDist } from '../test/web-dist.ts'
import { createSentryReporter } from './error-reporting/sentry-reporter.ts'

test('A well-formed X-Request-ID is echoed back; a malformed one is replaced', async () => {
  const { app } = await buildTestApp()
  const kept = await app.inject({
    url: '/platform-backend/v0/healthcheck',
    headers: { 'x-request-id': 'abc.DEF-123_4' },
  })
  expect(kept.headers['x-request-id']).toBe('abc.DEF-123_4')
  const replaced = await app.inject({
    url: '/platform-backend/v0/healthcheck',
    headers: { 'x-request-id': 'bad id <script>' },
  })
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const generated = await app.inject({
    url: '/platform-backend/v0/healthcheck',
  })
  expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('The healthcheck answers ok while the database answers', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({ url: '/platform-backend/v0/healthcheck' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ status: 'ok' })
  expect(response.headers['cache-control']).toBe('no-store')
})

test('An unknown API route gets 404 in the error envelope', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: '/platform-backend/v0/no-such-thing',
  })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ errors: ['Not found'] })
})

test('An unexpected failure is a 500 that never shows the exception text', async () => {
  const { app } = await buildTestApp()
  app.get('/platform-backend/v0/boom', async () => {
    throw new Error('connection string postgres://secret@db failed')
  })
  const response = await app.inject({ url: '/platform-backend/v0/boom' })
  expect(response.statusCode).toBe(500)
  expect(response.json()).toEqual({ errors: ['Internal server error'] })
  expect(response.body).not.toContain('secret')
})

test('With an error-reporting service configured, a 500 is reported to it with the request id', async () => {
  const fake = await startFakeSentry()
  const { app } = await buildTestApp({
    errorReporter: createSentryReporter({ dsn: fake.dsn, environment: 'test' }),
  })
  app.get('/platform-backend/v0/boom', async () => {
    throw new TypeError('cannot read rows')
  })
  const response = await app.inject({
    url: '/platform-backend/v0/boom',
    headers: { 'x-request-id': 'req-boom-1' },
  })
  expect(response.statusCode).toBe(500)
  await expect.poll(() => fake.envelopes.length).toBe(1)
  expect(fake.envelopes[0]?.lines[2]).toMatchObject({
    platform: 'node',
    request: { url: '/platform-backend/v0/boom' },
    tags: { request_id: 'req-boom-1', method: 'GET' },
    exception: { values: [{ type: 'TypeError', value: 'cannot read rows' }] },
  })
  // A refusal the user caused is not a failure of ours.
  await app.inject({ url: '/platform-backend/v0/no-such-thing' })
  expect(fake.envelopes).toHaveLength(1)
})

test('Every response carries a strict Content-Security-Policy without inline script', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({ url: '/platform-backend/v0/healthcheck' })
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(response.headers['x-content-type-options']).toBe('nosniff')
})

/** A test app with a POST route that echoes its body; `echo` posts to it. */
async function appWithPostRoute() {
  const context = await buildTestApp()
  context.app.post('/platform-backend/v0/echo', async (request) => ({
    received: request.body,
  }))
  const echo = (
    headers: Record<string, string>,
    payload: string | Record<string, unknown> = {},
  ) =>
    context.app.inject({
      method: 'POST',
      url: '/platform-backend/v0/echo',
      payload,
      headers,
    })
  return { ...context, echo }
}

test('A POST without the CSRF cookie and header is refused with 403', async () => {
  const { echo } = await appWithPostRoute()
  const response = await echo({}, { a: 1 })
  expect(response.statusCode).toBe(403)
  expect(response.json()).toEqual({ errors: ['Access is forbidden'] })
})

test('A POST whose CSRF header differs from the cookie is refused with 403', async () => {
  const { echo } = await appWithPostRoute()
  const response = await echo(
    {
      'x-csrf-token': 'aaaaaaaaaaaaaaaaaaaaaaaa',
      cookie: 'CSRF-TOKEN=bbbbbbbbbbbbbbbbbbbbbbbb',
    },
    { a: 1 },
  )
  expect(response.statusCode).toBe(403)
})

test('A POST with a too-short token or from another origin is refused with 403', async () => {
  const { echo } = await appWithPostRoute()
  const short = await echo(csrfHeaders('short'))
  expect(short.statusCode).toBe(403)
  const crossOrigin = await echo({
    ...csrfHeaders(),
    origin: 'https://evil.example',
  })
  expect(crossOrigin.statusCode).toBe(403)
  const crossSite = await echo({
    ...csrfHeaders(),
    'sec-fetch-site': 'cross-site',
  })
  expect(crossSite.statusCode).toBe(403)
})

test('A POST whose CSRF cookie and header match goes through', async () => {
  const { echo } = await appWithPostRoute()
  const response = await echo(
    { ...csrfHeaders(), origin: 'http://localhost:80', host: 'localhost:80' },
    { a: 1 },
  )
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ received: { a: 1 } })
})

test('Malformed JSON gets 400 in the envelope, not a 500', async () => {
  const { echo } = await appWithPostRoute()
  const response = await echo(
    { ...csrfHeaders(), 'content-type': 'application/json' },
    '{"a":',
  )
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toHaveLength(1)
})

test('Past the per-minute read limit the API answers 429 with rate-limit headers', async () => {
  const { app } = await buildTestApp({ rateLimits: { readPerMinute: 3 } })
  const url = '/platform-backend/v0/providers/transformations/legacy.json'
  const first = await app.inject({ url })
  expect(first.headers['x-ratelimit-limit']).toBe('3')
  expect(first.headers['x-ratelimit-remaining']).toBe('2')
  expect(first.headers['x-ratelimit-reset']).toBeDefined()
  await app.inject({ url })
  await app.inject({ url })
  const limited = await app.inject({ url })
  expect(limited.statusCode).toBe(429)
  expect(limited.json()).toEqual({ errors: ['API rate limit exceeded'] })
  expect(limited.headers['retry-after']).toBeDefined()
  const unknown = await app.inject({ url: '/platform-backend/v0/unknown' })
  expect(unknown.statusCode).toBe(429)
})

test('Pages of the web app get index.html, and its hashed files are cached for long', async () => {
  const { app } = await buildTestApp({
    webDistPath: await makeWebDist(),
    rateLimits: { readPerMinute: 1 },
  })
  for (const url of [
    '/',
    '/explore',
    '/explore/api/va-facilities',
    '/no/such/page',
  ]) {
    const page = await app.inject({ url })
    expect(page.statusCode, url).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-cache')
  }
  const asset = await app.inject({ url: '/assets/index-abc123.js' })
  expect(asset.statusCode).toBe(200)
  expect(asset.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  )
  const missing = await app.inject({ url: '/assets/missing.js' })
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ errors: ['Not found'] })
})
