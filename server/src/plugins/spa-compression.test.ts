import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { INDEX_HTML, SCRIPT, makeWebDist } from '../../test/web-dist.ts'

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

test('Hashed scripts go out as their brotli twin, cached for a year, varying on Accept-Encoding (R-PERF-COMPRESS, R-PERF-CACHE)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const response = await app.inject({
    url: '/assets/index-abc123.js',
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-encoding']).toBe('br')
  expect(response.headers['content-type']).toMatch(/javascript/)
  expect(response.headers.vary).toMatch(/accept-encoding/i)
  expect(response.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  )
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
})

test('A client without brotli gets the gzip twin, and one accepting nothing the file itself (R-PERF-COMPRESS)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const gzip = await app.inject({
    url: '/assets/index-abc123.js',
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)
  const plain = await app.inject({
    url: '/assets/index-abc123.js',
    headers: { 'accept-encoding': 'identity' },
  })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.headers.vary).toMatch(/accept-encoding/i)
  expect(plain.body).toBe(SCRIPT)
})

test('The page shell is sent compressed, no-cache, with an ETag that answers 304 (R-PERF-COMPRESS, R-PERF-CACHE)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  for (const url of ['/', '/explore/api/va-facilities/docs']) {
    const response = await app.inject({
      url,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    })
    expect(response.statusCode, url).toBe(200)
    expect(response.headers['content-type'], url).toMatch(/^text\/html/)
    expect(response.headers['content-encoding'], url).toBe('br')
    expect(response.headers.vary, url).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control'], url).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(
      INDEX_HTML,
    )
    const etag = response.headers.etag
    expect(etag, url).toBeTruthy()
    const again = await app.inject({
      url,
      headers: {
        'accept-encoding': BROWSER_ENCODINGS,
        'if-none-match': String(etag),
      },
    })
    expect(again.statusCode, url).toBe(304)
  }
})
