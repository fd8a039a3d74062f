import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../../test/build-test-app.ts'
import { makeWebDist } from '../../test/web-dist.ts'

const API = '/platform-backend'
const CONTACT = `${API}/v0/support/contact-us/requests`
const uniqueEmail = () =>
  `limit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

function contact(email = uniqueEmail()) {
  return {
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    role: 'Developer',
    description: 'My sandbox key returns 401.',
  }
}

test('300 page loads from one address within a minute get no 429 (R-LIMIT-READ)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const pages = ['/', '/explore', '/explore/api/va-facilities', '/about/news']
  const statuses = new Set<number>()
  for (let load = 0; load < 300; load += 1) {
    // What one page load asks of the server: the page, its script, the configuration and
    // the catalogue (and the news on the news page).
    const page = pages[load % pages.length] ?? '/'
    const urls = [
      page,
      '/assets/index-abc123.js',
      `${API}/v0/site-config`,
      `${API}/v0/providers/transformations/legacy.json`,
      ...(page === '/about/news' ? [`${API}/v0/news`] : []),
    ]
    for (const url of urls) statuses.add((await app.inject({ url })).statusCode)
  }
  expect([...statuses]).toEqual([200])
})

test('Reads carry the read limit in their headers; writes carry the write limit', async () => {
  const { app } = await buildTestApp()
  const read = await app.inject({ url: `${API}/v0/site-config` })
  expect(read.headers['x-ratelimit-limit']).toBe('1200')
  const write = await app.inject({
    method: 'POST',
    url: CONTACT,
    payload: contact(),
    headers: csrfHeaders(),
  })
  expect(write.statusCode).toBe(204)
  expect(write.headers['x-ratelimit-limit']).toBe('10')
})

test('The 11th contact POST within a minute from one address gets 429 (R-LIMIT-WRITE)', async () => {
  const { app } = await buildTestApp()
  const statuses: number[] = []
  for (let i = 0; i < 11; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: CONTACT,
      payload: contact(),
      headers: csrfHeaders(),
      remoteAddress: '10.1.2.3',
    })
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([...Array<number>(10).fill(204), 429])
  // Another address still gets through, and reads from the limited one do too.
  const other = await app.inject({
    method: 'POST',
    url: CONTACT,
    payload: contact(),
    headers: csrfHeaders(),
    remoteAddress: '10.1.2.4',
  })
  expect(other.statusCode).toBe(204)
  const read = await app.inject({
    url: `${API}/v0/site-config`,
    remoteAddress: '10.1.2.3',
  })
  expect(read.statusCode).toBe(200)
})

test('The same email may send 5 contact requests an hour, from any address; the 6th gets 429 (R-LIMIT-EMAIL)', async () => {
  const { app } = await buildTestApp()
  const email = uniqueEmail()
  const responses = []
  for (let i = 0; i < 6; i += 1) {
    responses.push(
      await app.inject({
        method: 'POST',
        url: CONTACT,
        payload: contact(i % 2 ? email : email.toUpperCase()),
        headers: csrfHeaders(),
        remoteAddress: `10.9.9.${i}`,
      }),
    )
  }
  expect(responses.map((response) => response.statusCode)).toEqual([
    204, 204, 204, 204, 204, 429,
  ])
  const limited = responses[5]
  expect(limited?.json()).toEqual({ errors: ['API rate limit exceeded'] })
  expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0)
})

test('The client-error report endpoint has its own small limit', async () => {
  const { app } = await buildTestApp({ rateLimits: { reportPerMinute: 2 } })
  const report = {
    kind: 'render',
    name: 'Error',
    message: 'boom',
    path: '/explore',
  }
  const statuses = []
  for (let i = 0; i < 3; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/v0/client-errors`,
      payload: report,
      headers: csrfHeaders(),
    })
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([204, 204, 429])
})
