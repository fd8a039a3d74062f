import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'

test('An address under /dev-idp that the identity provider does not have answers 404 in the JSON envelope; its endpoints answer as before', async () => {
  const { app } = await buildTestApp()
  for (const [method, url] of [
    ['GET', '/dev-idp/nope'],
    ['GET', '/dev-idp/'],
    ['GET', '/dev-idp/no/such/path?x=1'],
    ['POST', '/dev-idp/nope'],
    ['GET', '/dev-idp/assets/other.css'],
    // The token endpoint takes POST only.
    ['GET', '/dev-idp/token'],
  ] as const) {
    const response = await app.inject({ method, url })
    expect(response.statusCode, `${method} ${url}`).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ errors: ['Not found'] })
  }

  const discovery = await app.inject(
    '/dev-idp/.well-known/openid-configuration',
  )
  expect(discovery.statusCode).toBe(200)
  expect(discovery.json()).toMatchObject({
    token_endpoint: expect.stringMatching(/\/dev-idp\/token$/),
  })
  // An OAuth endpoint's own errors stay RFC 6749 JSON.
  const token = await app.inject({ method: 'POST', url: '/dev-idp/token' })
  expect(token.statusCode).toBe(400)
  expect(token.json()).toMatchObject({ error: 'invalid_request' })
  expect((await app.inject('/dev-idp/jwks')).statusCode).toBe(200)
})
