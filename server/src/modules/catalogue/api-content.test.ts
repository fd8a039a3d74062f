import { brotliDecompressSync } from 'node:zlib'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ApiContentSchema } from '@portal/schema/markdown-tree'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { expectSafeAnswer } from '../../../test/fuzz/fuzz-kit.ts'

const API = '/platform-backend/v0/providers'

test('R-PERF-MARKDOWN-SERVER: an API’s catalogue markdown comes rendered, its slug in the overview', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: `${API}/va-facilities/content?environment=sandbox`,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(response.headers['cache-control']).toBe('public, no-cache')
  const content = ApiContentSchema.parse(response.json())
  expect(JSON.stringify(content.overview)).not.toContain('{API_URL_SLUG}')
  expect(content.releaseNotes[0]).toEqual(['h3', null, 'May 17, 2022'])
  expect(content.deprecationNotice).toBeNull()
  expect(content.deactivationNotice).toEqual([
    ['p', null, 'VA Facilities API is deactivated and no longer available.'],
  ])
  expect(content.docIntros).toHaveLength(1)
  expect(JSON.stringify(content.docIntros[0])).toContain(
    'The VA Facilities API gives information',
  )
  // The default environment is the sandbox, as for the catalogue.
  const byDefault = await app.inject({ url: `${API}/va-facilities/content` })
  expect(byDefault.body).toBe(response.body)
})

test('A deprecated and deactivated API gets both notices; the page picks one', async () => {
  const { app } = await buildTestApp()
  const content = ApiContentSchema.parse(
    (await app.inject({ url: `${API}/urgent-care/content` })).json(),
  )
  expect(content.deprecationNotice).toEqual([
    [
      'p',
      null,
      'This API is deprecated and scheduled for deactivation in the 3rd quarter of 2020.',
    ],
  ])
  expect(JSON.stringify(content.deactivationNotice)).toContain(
    'Our Urgent Care Eligibility API was deactivated on July 20, 2020.',
  )
})

test('Stealth-launched APIs have content, as they have catalogue entries; unknown slugs 404, bad input 400', async () => {
  const { app } = await buildTestApp()
  expect(
    (await app.inject({ url: `${API}/contact-information/content` }))
      .statusCode,
  ).toBe(200)
  for (const slug of ['no-such-api', 'transformations', 'health']) {
    const missing = await app.inject({ url: `${API}/${slug}/content` })
    expect(missing.statusCode, slug).toBe(404)
    expect(missing.json()).toEqual({ errors: ['API not found'] })
  }
  const badEnvironment = await app.inject({
    url: `${API}/va-facilities/content?environment=staging`,
  })
  expect(badEnvironment.statusCode).toBe(400)
  expect(badEnvironment.json()).toMatchObject({ errors: expect.any(Array) })
  const longSlug = await app.inject({
    url: `${API}/${'a'.repeat(101)}/content`,
  })
  // Fastify refuses a path parameter over 100 characters before the route runs.
  expect(longSlug.statusCode).toBe(414)
  expect(longSlug.json()).toMatchObject({ errors: expect.any(Array) })
})

test('The answer is compressed over 1 KB and revalidates with its ETag (R-PERF-API-COMPRESS)', async () => {
  const { app } = await buildTestApp()
  const url = `${API}/urgent-care/content?environment=sandbox`
  const plain = await app.inject({ url })
  const compressed = await app.inject({
    url,
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(plain.body.length).toBeGreaterThan(1024)
  expect(compressed.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(
    plain.body,
  )
  const etag = String(plain.headers.etag)
  const again = await app.inject({ url, headers: { 'if-none-match': etag } })
  expect(again.statusCode).toBe(304)
})

test('Any slug answers 200 with content the schema accepts, or 404/400 in the envelope, never a 5xx', async () => {
  const { app } = await buildTestApp()
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.constantFrom('va-facilities', 'urgent-care', 'appeals', 'claims'),
        fc.string({ minLength: 1, maxLength: 120, unit: 'binary' }),
      ),
      fc.constantFrom('sandbox', 'production', ''),
      async (slug, environment) => {
        const response = await app.inject({
          url: `${API}/${encodeURIComponent(slug)}/content${environment ? `?environment=${environment}` : ''}`,
        })
        // R-INPUT-ENVELOPE: under 500, errors in the envelope without exception text.
        expectSafeAnswer(response)
        expect([200, 400, 404, 414]).toContain(response.statusCode)
        const isContent =
          response.statusCode === 200 &&
          ApiContentSchema.safeParse(response.json()).success
        expect(isContent || response.statusCode !== 200).toBe(true)
      },
    ),
    { numRuns: 200, seed: 20261124 },
  )
})
