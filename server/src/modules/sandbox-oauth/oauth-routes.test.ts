// The authorization servers' endpoints are routes of their own (R-OAUTH-ROUTES): RFC 6749 errors
// for whatever fails on them, 405 and 404 in that shape, the token and revocation limits with
// their headers, CORS for what browsers call and nothing else, and route labels in the metrics.
import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { SERVER } from '../../../test/acg-test-kit.ts'

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

const expectOauthError = (
  response: { json: () => unknown; headers: Record<string, unknown> },
  error: string,
) => {
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.json() as Record<string, unknown>
  expect(body.error).toBe(error)
  expect(typeof body.error_description).toBe('string')
  expect(body).not.toHaveProperty('errors')
}

test('Malformed JSON, a body too large and bad input at the token endpoint answer RFC 6749 JSON, not the portal envelope (R-OAUTH-ERRORS)', async () => {
  const { app } = await buildTestApp()
  const malformed = await app.inject({
    method: 'POST',
    url: `${SERVER}/token`,
    headers: { 'content-type': 'application/json' },
    payload: '{"grant_type": ',
  })
  expect(malformed.statusCode).toBe(400)
  expectOauthError(malformed, 'invalid_request')
  const tooLarge = await app.inject({
    method: 'POST',
    url: `${SERVER}/token`,
    headers: FORM,
    payload: `grant_type=${'a'.repeat(70_000)}`,
  })
  expect(tooLarge.statusCode).toBe(413)
  expectOauthError(tooLarge, 'invalid_request')
  const nul = await app.inject({
    method: 'POST',
    url: `${SERVER}/revoke?x=%00`,
    headers: FORM,
    payload: 'token=a',
  })
  expect(nul.statusCode).toBe(400)
  expectOauthError(nul, 'invalid_request')
  const grants = await app.inject({
    method: 'DELETE',
    url: `${SERVER}/grants`,
    headers: { 'content-type': 'application/json' },
    payload: '{"email": ',
  })
  expect(grants.statusCode).toBe(400)
  expectOauthError(grants, 'invalid_request')
})

test('A method an endpoint does not take is 405 with Allow; a path that is no endpoint is 404; both in RFC 6749 JSON (R-OAUTH-ERRORS)', async () => {
  const { app } = await buildTestApp()
  const cases: [string, string, string][] = [
    ['GET', '/token', 'POST, OPTIONS'],
    ['PUT', '/revoke', 'POST, OPTIONS'],
    ['POST', '/keys', 'GET, OPTIONS, HEAD'],
    ['DELETE', '/.well-known/openid-configuration', 'GET, OPTIONS, HEAD'],
    ['GET', '/grants', 'DELETE'],
    ['DELETE', '/introspect', 'POST'],
    ['PATCH', '/authorization', 'GET, POST, HEAD'],
    ['GET', '/interaction/abc/login', 'POST'],
    ['POST', '/manage', 'GET, HEAD'],
  ]
  for (const [method, path, allow] of cases) {
    const response = await app.inject({
      method: method as 'GET',
      url: `${SERVER}${path}`,
    })
    expect(response.statusCode, `${method} ${path}`).toBe(405)
    expect(response.headers.allow).toBe(allow)
    expectOauthError(response, 'invalid_request')
  }
  for (const path of [
    `${SERVER}/nothing-here`,
    `${SERVER}/token/more`,
    `${SERVER}/interaction/abc/unknown`,
  ]) {
    const response = await app.inject({ method: 'POST', url: path })
    expect(response.statusCode, path).toBe(404)
    expectOauthError(response, 'invalid_request')
  }
  // The API paths beside them are still the gateway's.
  const api = await app.inject({ url: '/sandbox-api/services/nothing' })
  expect(api.json()).toEqual({ message: 'no Route matched with those values' })
})

test('Token and revocation requests are limited per address with X-RateLimit headers; over it, 429 in RFC 6749 JSON with Retry-After (R-OAUTH-LIMITS)', async () => {
  const { app } = await buildTestApp({ rateLimits: { oauthPerMinute: 2 } })
  for (const path of ['/token', '/revoke']) {
    const post = () =>
      app.inject({
        method: 'POST',
        url: `${SERVER}${path}`,
        headers: FORM,
        payload: 'grant_type=client_credentials&token=x',
      })
    const first = await post()
    expect(first.statusCode).toBeLessThan(500)
    expect(first.json()).toHaveProperty('error') // no client: oidc-provider's own refusal
    expect(first.headers['x-ratelimit-limit']).toBe('2')
    expect(first.headers['x-ratelimit-remaining']).toBe('1')
    expect((await post()).headers['x-ratelimit-remaining']).toBe('0')
    const over = await post()
    expect(over.statusCode).toBe(429)
    expectOauthError(over, 'too_many_requests')
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(over.headers['access-control-allow-origin']).toBe('*')
  }
  // Discovery is not limited: clients read it often.
  const discovery = await app.inject({
    url: `${SERVER}/.well-known/openid-configuration`,
  })
  expect(discovery.statusCode).toBe(200)
  expect(discovery.headers).not.toHaveProperty('x-ratelimit-limit')
})

test('Preflights: token, revoke, keys and discovery allow any origin; grants, introspection, userinfo and the sign-in API allow none (R-OAUTH-CORS)', async () => {
  const { app } = await buildTestApp()
  const preflight = (path: string, method: string) =>
    app.inject({
      method: 'OPTIONS',
      url: `${SERVER}${path}`,
      headers: {
        origin: 'https://spa.example.org',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    })
  for (const [path, method] of [
    ['/token', 'POST'],
    ['/revoke', 'POST'],
    ['/keys', 'GET'],
    ['/.well-known/openid-configuration', 'GET'],
  ] as const) {
    const response = await preflight(path, method)
    expect(response.statusCode, path).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe(
      'https://spa.example.org',
    )
    expect(response.headers['access-control-allow-methods']).toBe(method)
  }
  for (const [path, method] of [
    ['/grants', 'DELETE'],
    ['/introspect', 'POST'],
    ['/userinfo', 'GET'],
    ['/manage/grants', 'GET'],
    ['/manage/grants/abc', 'DELETE'],
    ['/interaction/abc/login', 'POST'],
    ['/authorization', 'GET'],
  ] as const) {
    const response = await preflight(path, method)
    expect(response.statusCode, path).toBe(405)
    expect(response.headers, path).not.toHaveProperty(
      'access-control-allow-origin',
    )
    expect(response.headers, path).not.toHaveProperty(
      'access-control-allow-methods',
    )
  }
})

test('The metrics label OAuth requests by their route, not the gateway catch-all (R-OAUTH-ROUTES, R-OPS-METRICS)', async () => {
  // A route serves every auth path of its shape (R-OAUTH-LIVE): the label names the shape.
  const parts = SERVER.split('/').slice(3)
  const shape = `/sandbox-api/oauth2${parts.map((_, i) => `/:p${i + 1}`).join('')}`
  const { app } = await buildTestApp({ metricsToken: 'metrics-token' })
  await app.inject({
    method: 'POST',
    url: `${SERVER}/token`,
    headers: FORM,
    payload: 'grant_type=client_credentials',
  })
  await app.inject({ url: `${SERVER}/keys` })
  await app.inject({ url: `${SERVER}/nothing-here` })
  await app.inject({ url: `${SERVER}/interaction/abc/details` })
  const text = (
    await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token' },
    })
  ).body
  const series = (route: string, status: number) =>
    new RegExp(
      `http_requests_total\\{[^}]*route="${route.replace(/[.*]/g, '\\$&')}"[^}]*status_code="${status}"[^}]*\\} 1`,
    )
  expect(text).toMatch(series(`${shape}/token`, 400))
  expect(text).toMatch(series(`${shape}/keys`, 200))
  expect(text).toMatch(series('/sandbox-api/oauth2/*', 404))
  expect(text).toMatch(series(`${shape}/interaction/:uid/details`, 403))
  expect(text).not.toMatch(/route="\/sandbox-api\/\*"/)
})
