// R-CACHE-REVALIDATE: every answer that publishing or an entry edit changes may be kept, but is
// revalidated on every use, so a reload shows a publication at once; asking again is a 304 while
// nothing changed.
import { expect, test } from 'vitest'
import { CatalogueSchema } from '@portal/schema/catalogue'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import { buildTestApp } from './build-test-app.ts'
import { publisherApp } from './api-entry-kit.ts'
import { checkAndPublish, referenceDataSpec, TEST_API } from './spec-kit.ts'

const DOCS = '/platform-backend/v0/docs/facilities/0.0.1'
const CATALOGUE = '/platform-backend/v0/providers/transformations/legacy.json'

test.each([
  CATALOGUE,
  '/platform-backend/v0/providers/transformations/legacy',
  '/platform-backend/v0/providers/va-facilities/content',
  '/platform-backend/v0/docs/facilities/metadata.json',
  `${DOCS}/openapi.json`,
  `${DOCS}/download/openapi.json`,
  `${DOCS}/download/openapi.yaml`,
  `${DOCS}/postman-collection.json`,
  `${DOCS}/postman-environment.json`,
  '/explore/release-notes.atom',
  '/explore/api/va-forms/release-notes.atom',
  '/sitemap.xml',
  '/llms.txt',
  '/explore/api/va-forms.md',
  '/explore/api/va-forms/docs.md',
])(
  '%s is revalidated on every use, and a current copy gets a 304',
  async (url) => {
    const { app } = await buildTestApp()
    const first = await app.inject(url)
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/)
    const again = await app.inject({
      url,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  },
)

test('A browser revalidating the catalogue gets 304 before a publication and the new catalogue at once after it', async () => {
  const { app, headers } = await publisherApp({ freshDatabase: true })
  const catalogue = (etag?: string) =>
    app.inject({
      url: CATALOGUE,
      headers: etag ? { 'if-none-match': etag } : {},
    })
  const kept = await catalogue()
  // What makes the browser ask at all, rather than show its copy for minutes.
  expect(kept.headers['cache-control']).toBe('public, no-cache')
  const etag = String(kept.headers.etag)
  expect((await catalogue(etag)).statusCode).toBe(304)

  await checkAndPublish(
    app,
    headers,
    TEST_API.slug,
    JSON.stringify(referenceDataSpec()),
  )

  const reloaded = await catalogue(etag)
  expect(reloaded.statusCode).toBe(200)
  expect(reloaded.headers.etag).not.toBe(etag)
  expect(reloaded.body).not.toBe(kept.body)
  // The publication's release note is in the answer the reload gets.
  const releaseNotesOf = (body: string) =>
    normalizeCatalogue(CatalogueSchema.parse(JSON.parse(body))).apis.find(
      (api) => api.urlSlug === TEST_API.slug,
    )?.releaseNotes ?? ''
  const before = releaseNotesOf(kept.body)
  const after = releaseNotesOf(reloaded.body)
  expect(after).toMatch(/^### [A-Z][a-z]+ \d{1,2}, \d{4}\n\n/)
  expect(after.length).toBeGreaterThan(before.length)
  expect((await catalogue(String(reloaded.headers.etag))).statusCode).toBe(304)
})
