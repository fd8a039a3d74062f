import { expect, onTestFinished, test } from 'vitest'
import { buildTestApp, openTestDatabase } from '../../../test/build-test-app.ts'
import { parseEnv } from '../../env.ts'
import { makeWebDist } from '../../../test/web-dist.ts'

const TOKEN = 'metrics-token-0123456789abcdefghijk'
const AUTH = { authorization: `Bearer ${TOKEN}` }

/** One sample's value from the text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.split(' ')[1])
}

test('Without METRICS_TOKEN, /metrics is an unknown path: 404 in the envelope', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({ url: '/metrics', headers: AUTH })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ errors: ['Not found'] })
})

test('Without METRICS_TOKEN, /metrics is a 404 in the envelope while the web app is served too, never its page shell', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  // The web app does answer page paths on this app.
  expect((await app.inject({ url: '/no/such/page' })).statusCode).toBe(200)
  for (const url of ['/metrics', '/metrics/', '/Metrics', '/metrics?x=1'])
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url, headers: AUTH })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.headers['content-type'], url).toMatch(
        /^application\/json/,
      )
      // HEAD answers the same headers with no body.
      expect(response.body, `${method} ${url}`).toBe(
        method === 'GET' ? JSON.stringify({ errors: ['Not found'] }) : '',
      )
    }
})

test('With METRICS_TOKEN, /metrics needs that bearer token: 401 in the envelope otherwise', async () => {
  const { app } = await buildTestApp({ metricsToken: TOKEN })
  for (const authorization of [
    undefined,
    'Bearer wrong-token-0123456789',
    `Bearer ${TOKEN}x`,
    TOKEN,
  ]) {
    const response = await app.inject({
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    })
    expect(response.statusCode, authorization).toBe(401)
    expect(response.json()).toEqual({
      errors: ['A valid metrics token is required'],
    })
    expect(response.headers['www-authenticate']).toBe('Bearer')
  }
})

test('Requests are counted and timed by route template, never by raw URL', async () => {
  const { app } = await buildTestApp({ metricsToken: TOKEN })
  await app.inject({ url: '/platform-backend/v0/site-config' })
  await app.inject({ url: '/platform-backend/v0/site-config' })
  await app.inject({
    url: '/platform-backend/v0/docs/api-4712/metadata.json',
  })
  await app.inject({ url: '/platform-backend/v0/no-such/route-4711' })
  const response = await app.inject({ url: '/metrics', headers: AUTH })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(
    /^text\/plain; version=0\.0\.4/,
  )
  expect(response.headers['cache-control']).toBe('no-store')
  const text = response.body
  expect(
    sample(
      text,
      'http_requests_total{method="GET",route="/platform-backend/v0/site-config",status_code="200"}',
    ),
  ).toBe(2)
  expect(text).toMatch(
    /http_requests_total\{method="GET",route="\/platform-backend\/v0\/docs\/:[A-Za-z]+\/metadata.json",status_code="404"\} 1/,
  )
  expect(
    sample(
      text,
      'http_requests_total{method="GET",route="unmatched",status_code="404"}',
    ),
  ).toBe(1)
  expect(text).not.toContain('route-4711')
  expect(text).not.toContain('api-4712')
  expect(
    sample(
      text,
      'http_request_duration_seconds_count{method="GET",route="/platform-backend/v0/site-config",status_code="200"}',
    ),
  ).toBe(2)
  // Default process metrics come along.
  expect(text).toContain('process_cpu_user_seconds_total')
  expect(text).toContain('nodejs_eventloop_lag_seconds')
})

test('The outbox and the database pool are read at scrape time', async () => {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  const { app } = await buildTestApp({
    db: database.db,
    metricsToken: TOKEN,
    poolStats: database.poolStats,
  })
  await database.db.deleteFrom('email_outbox').execute()
  const row = { template: 'welcome', recipient: 'a@example.com', payload: '{}' }
  await database.db
    .insertInto('email_outbox')
    .values([
      row,
      row,
      { ...row, status: 'sent' },
      { ...row, status: 'failed' },
    ])
    .execute()
  const first = (await app.inject({ url: '/metrics', headers: AUTH })).body
  expect(sample(first, 'portal_outbox_emails{status="pending"}')).toBe(2)
  expect(sample(first, 'portal_outbox_emails{status="sent"}')).toBe(1)
  expect(sample(first, 'portal_outbox_emails{status="failed"}')).toBe(1)
  expect(sample(first, 'portal_db_pool_clients{state="total"}')).toBe(1)
  // The scrape's own outbox query may be holding PGlite's one client or waiting for it.
  expect(
    sample(first, 'portal_db_pool_clients{state="waiting"}'),
  ).toBeGreaterThanOrEqual(0)
  await database.db
    .updateTable('email_outbox')
    .set({ status: 'sent' })
    .execute()
  const second = (await app.inject({ url: '/metrics', headers: AUTH })).body
  expect(sample(second, 'portal_outbox_emails{status="pending"}')).toBe(0)
  expect(sample(second, 'portal_outbox_emails{status="sent"}')).toBe(4)
})

test('A scrape still answers while the database is down, without the outbox series', async () => {
  const database = await openTestDatabase()
  onTestFinished(() => database.close())
  const { app } = await buildTestApp({ db: database.db, metricsToken: TOKEN })
  await app.inject({ url: '/platform-backend/v0/health/ready' })
  await database.db.destroy()
  const response = await app.inject({ url: '/metrics', headers: AUTH })
  expect(response.statusCode).toBe(200)
  expect(response.body).not.toContain('portal_outbox_emails{')
  expect(response.body).toContain('http_requests_total')
})

test('Scrapes are never rate limited', async () => {
  const { app } = await buildTestApp({
    metricsToken: TOKEN,
    rateLimits: { readPerMinute: 1 },
  })
  for (let call = 0; call < 3; call += 1) {
    const response = await app.inject({ url: '/metrics', headers: AUTH })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-ratelimit-limit']).toBeUndefined()
  }
})

test('METRICS_TOKEN is optional, but when set it must be at least 32 characters', () => {
  const local = { NODE_ENV: 'test' }
  expect(parseEnv(local).METRICS_TOKEN).toBeUndefined()
  expect(
    parseEnv({ ...local, METRICS_TOKEN: '' }).METRICS_TOKEN,
  ).toBeUndefined()
  expect(parseEnv({ ...local, METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN)
  expect(() =>
    parseEnv({ ...local, METRICS_TOKEN: TOKEN.slice(0, 31) }),
  ).toThrow(/METRICS_TOKEN: must be at least 32 characters/)
})
