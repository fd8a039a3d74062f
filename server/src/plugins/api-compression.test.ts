import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { chooseEncoding } from './api-compression.ts'

const SPEC_URL = '/platform-backend/v0/docs/facilities/metadata.json'

test('The best accepted encoding is brotli, then gzip; q=0 refuses one', () => {
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(chooseEncoding('gzip')).toBe('gzip')
  expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
  expect(chooseEncoding('*')).toBe('br')
  expect(chooseEncoding('identity')).toBeNull()
  expect(chooseEncoding(undefined)).toBeNull()
})

test('An OpenAPI document goes out compressed, and revalidates with its weak ETag (R-PERF-API-COMPRESS)', async () => {
  const { app } = await buildTestApp()
  const metadata = await app.inject({ url: SPEC_URL })
  const { meta } = metadata.json<{ meta: { versions: { path: string }[] } }>()
  const url = meta.versions[0]?.path ?? ''
  const plain = await app.inject({ url })
  expect(plain.rawPayload.length).toBeGreaterThan(1024)
  for (const [accept, encoding, decode] of [
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const response = await app.inject({
      url,
      headers: { 'accept-encoding': accept },
    })
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    // Revalidated on every use: a published version is served at once (R-SPEC-LIVE).
    expect(response.headers['cache-control']).toBe('public, no-cache')
    expect(decode(response.rawPayload).toString()).toBe(plain.body)
    expect(response.headers.etag).toBe(`W/${String(plain.headers.etag)}`)
    const again = await app.inject({
      url,
      headers: {
        'accept-encoding': accept,
        'if-none-match': String(response.headers.etag),
      },
    })
    expect(again.statusCode).toBe(304)
  }
})

test('Small answers and the sandbox gateway are never compressed (R-PERF-API-COMPRESS)', async () => {
  const { app } = await buildTestApp()
  // The gateway's budget is a millisecond: its answers pass through as the upstream sent them.
  app.get('/sandbox-api/test/big', (_request, reply) =>
    reply
      .type('application/json')
      .send(JSON.stringify({ x: 'y'.repeat(4096) })),
  )
  const gateway = await app.inject({
    url: '/sandbox-api/test/big',
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(gateway.headers['content-encoding']).toBeUndefined()
  const small = await app.inject({
    url: '/platform-backend/v0/health/live',
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(small.rawPayload.length).toBeLessThan(1024)
  expect(small.headers['content-encoding']).toBeUndefined()
})
