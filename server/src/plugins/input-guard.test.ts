import { connect } from 'node:net'
import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../../test/build-test-app.ts'

const API = '/platform-backend/v0'
const SUPPORT = `${API}/support/contact-us/requests`

const consumer = (overrides: Record<string, unknown> = {}) => ({
  type: 'DEFAULT',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `guard-${Math.random().toString(36).slice(2, 8)}@example.org`,
  role: 'Developer',
  description: 'My key returns 401.',
  ...overrides,
})

function postJson(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  url: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      ...csrfHeaders(),
      'content-type': 'application/json',
      ...headers,
    },
  })
}

test('A NUL or a lone surrogate anywhere in a body gets 400 naming the field, and nothing is stored (R-INPUT-SAFE-TEXT)', async () => {
  const { app, db } = await buildTestApp()
  const cases: [Record<string, unknown>, string][] = [
    [consumer({ firstName: 'A\u0000da' }), 'firstName'],
    [consumer({ description: 'key \ud800' }), 'description'],
    [consumer({ apis: ['ok', 'x\udfff'] }), 'apis.1'],
  ]
  for (const [body, field] of cases) {
    const response = await postJson(app, SUPPORT, JSON.stringify(body))
    expect(response.statusCode).toBe(400)
    const message = `${field} contains characters that are not allowed`
    expect(response.json()).toEqual({
      errors: [message],
      fieldErrors: { [field]: [message] },
    })
    const stored = await db
      .selectFrom('support_requests')
      .select('id')
      .where('email', '=', String(body.email))
      .execute()
    expect(stored).toEqual([])
  }
  // Right-to-left marks, emoji and other control characters are text people may send.
  const fine = await postJson(
    app,
    SUPPORT,
    JSON.stringify(consumer({ description: '\u200fשלום 😀 \u0007' })),
  )
  expect(fine.statusCode).toBe(204)
})

test('A body that is not a JSON object gets 400 with a clear message', async () => {
  const { app } = await buildTestApp()
  for (const body of ['null', '[]', '[{"type":"DEFAULT"}]', '42', '"text"']) {
    for (const url of [
      SUPPORT,
      `${API}/consumers/applications`,
      `${API}/consumers/production-requests`,
    ]) {
      const response = await postJson(app, url, body)
      expect(response.statusCode, `${url} ${body}`).toBe(400)
      expect(response.json()).toEqual({
        errors: ['The request body must be a JSON object'],
      })
    }
  }
  const plainText = await postJson(app, SUPPORT, 'hello', {
    'content-type': 'text/plain',
  })
  expect(plainText.json()).toEqual({
    errors: ['The request body must be a JSON object'],
  })
})

test('Path and query parameters with such characters get 400 before any query runs', async () => {
  const { app } = await buildTestApp()
  const cases: [string, string][] = [
    [`${API}/docs/a%00b/metadata.json`, 'urlFragment'],
    [`${API}/docs/claims/v%00/openapi.json`, 'version'],
    [`${API}/consumers/logos/original/a%00/b.png`, 'id'],
    [`${API}/news?q=%00`, 'q'],
    ['/explore/%00', 'path'],
  ]
  for (const [url, field] of cases) {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(400)
    expect(response.json().fieldErrors).toEqual({
      [field]: [`${field} contains characters that are not allowed`],
    })
  }
  for (const url of [`${API}/docs/%FF/metadata.json`, '/%ED%A0%80']) {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(400)
    expect(response.json()).toEqual({ errors: ['The address is not valid'] })
  }
})

test('Deep nesting, an over-long address and Fastify client errors answer plain messages in the envelope (R-INPUT-ENVELOPE)', async () => {
  const { app } = await buildTestApp()
  const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`
  const cases: [
    Promise<{ statusCode: number; json: () => unknown }>,
    number,
    string,
  ][] = [
    [postJson(app, SUPPORT, deep), 400, 'The request is nested too deeply'],
    [
      app.inject({ method: 'GET', url: `${API}/news?q=${'a'.repeat(9000)}` }),
      414,
      'The address is too long',
    ],
    [
      postJson(app, SUPPORT, '{"type": '),
      400,
      'The request body is not valid JSON',
    ],
    [postJson(app, SUPPORT, ''), 400, 'The request body is empty'],
    [
      postJson(app, SUPPORT, 'a=b', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
      'This content type is not accepted',
    ],
    [
      postJson(app, SUPPORT, JSON.stringify({ d: 'x'.repeat(1_100_000) })),
      413,
      'The request body is too large',
    ],
  ]
  for (const [pending, status, message] of cases) {
    const response = await pending
    expect(response.statusCode, message).toBe(status)
    expect(response.json()).toEqual({ errors: [message] })
  }
})

test('Over-large headers and a garbled request line get 431 and 400 with the envelope, from a real socket', async () => {
  const { app } = await buildTestApp()
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const send = (raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(raw))
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString()))
      socket.on('close', () => resolve(answer))
      socket.on('error', reject)
    })
  const big = await send(
    `GET ${API}/news HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  )
  expect(big).toMatch(/^HTTP\/1\.1 431 /)
  expect(big).toContain('{"errors":["The request headers are too large"]}')
  const garbled = await send('NOT A REQUEST\r\n\r\n')
  expect(garbled).toMatch(/^HTTP\/1\.1 400 /)
  expect(garbled).toContain('{"errors":["The request is not valid"]}')
})

test('A path the URL parser reads as a host (//…) is a plain 404, not a 500', async () => {
  const { app } = await buildTestApp()
  for (const method of ['GET', 'HEAD'] as const) {
    const response = await app.inject({
      method,
      url: '//%E7%A2%82-%E2%80%8F%2F/x',
    })
    expect(response.statusCode).toBe(404)
  }
})
