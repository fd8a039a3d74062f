import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, onTestFinished, test } from 'vitest'
import { CatalogueSchema } from '@portal/schema/catalogue'
import { buildTestApp } from '../../../test/build-test-app.ts'

const CATALOGUE_URL =
  '/platform-backend/v0/providers/transformations/legacy.json'

test('The sandbox catalogue lists every seeded API in the legacy shape', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: `${CATALOGUE_URL}?environment=sandbox`,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const catalogue = CatalogueSchema.parse(response.json())
  // Appeals and Benefits are one category now: VA Benefits (slug va-benefits).
  expect(Object.keys(catalogue)).toEqual([
    'facilities',
    'vaForms',
    'health',
    'loanGuaranty',
    'benefits',
    'verification',
  ])
  const apis = Object.values(catalogue).flatMap((category) => category.apis)
  expect(apis).toHaveLength(30)
  expect(catalogue.benefits).toMatchObject({
    name: 'VA Benefits APIs',
    urlSlug: 'va-benefits',
  })
  expect(catalogue.vaForms).toMatchObject({
    name: 'Forms APIs',
    urlSlug: 'forms',
  })
  expect(catalogue.health?.apis.map((api) => api.name)).toEqual([
    'Clinical Health API (FHIR)',
    'Community Care Eligibility API',
    'Patient Health API (FHIR)',
    'PGD API (FHIR)',
    'Provider Directory API',
    'Urgent Care Eligibility API (FHIR)',
  ])
})

test('Every API of the department is served, the newer ones with their overview content', async () => {
  const { app } = await buildTestApp()
  const catalogue = CatalogueSchema.parse(
    (await app.inject({ url: CATALOGUE_URL })).json(),
  )
  const apis = Object.values(catalogue).flatMap((category) => category.apis)
  expect(catalogue.benefits?.apis.map((api) => api.urlSlug)).toEqual(
    expect.arrayContaining([
      'appealable-issues',
      'appeals',
      'decision-reviews',
      'higher-level-reviews',
      'legacy-appeals',
      'notice-of-disagreements',
      'supplemental-claims',
      'benefits-claims',
      'benefits-intake',
    ]),
  )
  const hlr = apis.find((api) => api.urlSlug === 'higher-level-reviews')
  expect(hlr?.overviewPageContent).toContain(
    'Create and submit a Higher-Level Review.',
  )
  expect(hlr?.oAuthTypes).toEqual([
    'AuthorizationCodeGrant',
    'ClientCredentialsGrant',
  ])
  expect(new Set(apis.map((api) => api.urlSlug)).size).toBe(30)
  expect(apis.every((api) => api.description.length > 0)).toBe(true)
})

test('Seeded APIs cover every special state: deprecated, deactivated, stealth, restricted, attestation', async () => {
  const { app } = await buildTestApp()
  const catalogue = CatalogueSchema.parse(
    (await app.inject({ url: CATALOGUE_URL })).json(),
  )
  const bySlug = new Map(
    Object.values(catalogue).flatMap((category) =>
      category.apis.map((api) => [api.urlSlug, api]),
    ),
  )
  expect(bySlug.get('decision-reviews')?.deactivationInfo).toMatchObject({
    deprecationDate: '2024-09-30T00:00:00-04:00',
    deactivationDate: '2027-09-30T00:00:00-04:00',
  })
  expect(bySlug.get('urgent-care')?.deactivationInfo?.deactivationDate).toBe(
    '2020-07-20T00:00:00-04:00',
  )
  expect(bySlug.get('contact-information')?.isStealthLaunched).toBe(true)
  expect(bySlug.get('clinical-health')?.restrictedAccess).toEqual({
    restricted: true,
    blockSandboxAccessForm: true,
    blockProdAccessForm: true,
    versions: [],
  })
  expect(bySlug.get('clinical-health')?.blockSandboxForm).toBe(true)
  expect(bySlug.get('benefits-claims')?.restrictedAccess.versions).toEqual([
    {
      authType: 'ccg',
      blockSandboxAccessForm: false,
      blockProdAccessForm: true,
    },
  ])
  expect(bySlug.get('benefits-claims')?.requiresApiAttestation).toBe(true)
  expect(bySlug.get('patient-health')?.requiresEthicsAttestation).toBe(true)
  expect(bySlug.get('va-facilities')).toMatchObject({
    apikey: true,
    oAuth: false,
  })
  expect(bySlug.get('va-facilities')?.docSources[0]?.apiIntro).toContain(
    'VA Facilities API',
  )
  expect(bySlug.get('patient-health')?.apikey).toBe(false)
  expect(bySlug.get('va-facilities')?.docSources[0]?.metadataUrl).toBe(
    '/platform-backend/v0/docs/facilities/metadata.json',
  )
})

test('The catalogue uses the slugs the spec names and never leaks server-only data', async () => {
  const { app } = await buildTestApp()
  const body = (await app.inject({ url: CATALOGUE_URL })).body
  const slugs = Object.values(CatalogueSchema.parse(JSON.parse(body)))
    .flatMap((category) => category.apis)
    .map((api) => api.urlSlug)
  expect(slugs).toEqual(
    expect.arrayContaining([
      'va-facilities',
      'patient-health',
      'benefits-claims',
      'benefits-intake',
    ]),
  )
  expect(body).not.toMatch(
    /_lpb|kongAcl|gateway_acl|authServerAccessKey|AUTHZ_SERVER/,
  )
})

test('The deactivation dates of the seed are served as ISO-8601 with an offset', async () => {
  const { app } = await buildTestApp()
  const catalogue = CatalogueSchema.parse(
    (await app.inject({ url: CATALOGUE_URL })).json(),
  )
  const urgentCare = catalogue.health?.apis.find(
    (api) => api.urlSlug === 'urgent-care',
  )
  expect(urgentCare?.deactivationInfo).toMatchObject({
    deprecationDate: '2020-07-13T00:00:00-04:00',
    deactivationDate: '2020-07-20T00:00:00-04:00',
  })
})

test('The path without .json and without environment is the sandbox catalogue', async () => {
  const { app } = await buildTestApp()
  const withJson = await app.inject({
    url: `${CATALOGUE_URL}?environment=sandbox`,
  })
  const bare = await app.inject({
    url: '/platform-backend/v0/providers/transformations/legacy',
  })
  expect(bare.statusCode).toBe(200)
  expect(bare.body).toBe(withJson.body)
})

test('The production catalogue leaves out APIs not enabled for production', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: `${CATALOGUE_URL}?environment=production`,
  })
  const slugs = Object.values(CatalogueSchema.parse(response.json()))
    .flatMap((category) => category.apis)
    .map((api) => api.urlSlug)
  expect(slugs).toHaveLength(28)
  expect(slugs).not.toContain('pgd')
  expect(slugs).not.toContain('urgent-care')
})

test('An unknown environment gets 400 with a clear message', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: `${CATALOGUE_URL}?environment=staging`,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({
    errors: ['environment must be one of: sandbox, production'],
    fieldErrors: {
      environment: ['environment must be one of: sandbox, production'],
    },
  })
})

test('The catalogue is revalidated on every use (R-CACHE-REVALIDATE) and answers If-None-Match with 304', async () => {
  const { app } = await buildTestApp()
  const first = await app.inject({ url: CATALOGUE_URL })
  expect(first.headers['cache-control']).toBe('public, no-cache')
  const etag = first.headers.etag
  expect(etag).toMatch(/^".+"$/)
  const second = await app.inject({
    url: CATALOGUE_URL,
    headers: { 'if-none-match': String(etag) },
  })
  expect(second.statusCode).toBe(304)
  expect(second.body).toBe('')
  const stale = await app.inject({
    url: CATALOGUE_URL,
    headers: { 'if-none-match': '"other"' },
  })
  expect(stale.statusCode).toBe(200)
})

test('A client gets the catalogue compressed, brotli first, with a weak ETag it can revalidate (R-PERF-API-COMPRESS)', async () => {
  const { app } = await buildTestApp()
  const plain = await app.inject({ url: CATALOGUE_URL })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.headers.vary).toMatch(/accept-encoding/i)
  const brotli = await app.inject({
    url: CATALOGUE_URL,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(
    plain.body,
  )
  const compressed = await app.inject({
    url: CATALOGUE_URL,
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(compressed.statusCode).toBe(200)
  expect(compressed.headers['content-encoding']).toBe('gzip')
  expect(compressed.headers.vary).toMatch(/accept-encoding/i)
  expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body)
  expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  expect(compressed.headers.etag).toBe(`W/${String(plain.headers.etag)}`)
  const revalidated = await app.inject({
    url: CATALOGUE_URL,
    headers: {
      'accept-encoding': 'gzip',
      'if-none-match': String(compressed.headers.etag),
    },
  })
  expect(revalidated.statusCode).toBe(304)
  expect(revalidated.headers.etag).toBe(compressed.headers.etag)
})

test('Without NOTIFY, a catalogue change shows once the short server cache expires', async () => {
  let clock = 1_000_000
  const { app, db } = await buildTestApp({
    now: () => clock,
    freshDatabase: true,
    // With a listener, migration 019's NOTIFY empties the cache at once (api-entries tests).
    listen: undefined,
  })
  const before = await app.inject({ url: CATALOGUE_URL })
  const rename = (name: string) =>
    db
      .updateTable('apis')
      .set({ name })
      .where('url_slug', '=', 'va-forms')
      .execute()
  await rename('VA Forms API v2')
  // Against a shared PostgreSQL server (test:pg) the edit must not outlive the test.
  onTestFinished(async () => {
    await rename('VA Forms API')
  })
  const cached = await app.inject({ url: CATALOGUE_URL })
  expect(cached.body).toBe(before.body)
  clock += 10_000
  const after = await app.inject({ url: CATALOGUE_URL })
  expect(after.body).toContain('VA Forms API v2')
  expect(after.headers.etag).not.toBe(before.headers.etag)
})

test('OAuth APIs name this sandbox authorization server well-known addresses (R-OAUTH-SERVERS)', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: `${CATALOGUE_URL}?environment=sandbox`,
  })
  const catalogue = CatalogueSchema.parse(response.json())
  const apis = Object.values(catalogue).flatMap((category) => category.apis)
  const health = apis.find((api) => api.altID === 'health')
  expect(health?.oAuthInfo?.acgInfo?.sandboxWellKnownConfig).toBe(
    'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1/.well-known/openid-configuration',
  )
  for (const api of apis) {
    expect(api.oAuthInfo?.acgInfo?.sandboxWellKnownConfig ?? '').not.toMatch(
      /va\.gov/,
    )
  }
})
