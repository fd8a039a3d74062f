import { expect, onTestFinished, test } from 'vitest'
import YAML from 'yaml'
import {
  MAX_RELEASE_NOTE,
  SPEC_MESSAGES,
  type SpecCheck,
} from '@portal/schema/spec-publishing'
import { buildTestApp, openTestDatabase } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import type { Db } from '../../db/client.ts'
import {
  largeReferenceDataSpec,
  referenceDataSpec,
  referenceDataSwagger,
  confirmedSubscriber,
  TEST_API,
} from '../../../test/spec-kit.ts'
import { sandboxKeyFor } from '../../../test/care-kit.ts'

const SPECS = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
type App = Awaited<ReturnType<typeof buildTestApp>>['app']

async function publisherOf(db: Db) {
  return signInStaff(db, { roles: ['publisher'] })
}

async function checkDocument(
  app: App,
  headers: Record<string, string>,
  document: string,
) {
  return app.inject({
    method: 'POST',
    url: `${SPECS}/check`,
    headers,
    payload: { document },
  })
}

async function publish(
  app: App,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: SPECS, headers, payload: body })
}

/** Signs up for the test API through the real endpoint; the key shown once. */
const sandboxKey = (app: App) => sandboxKeyFor(app, `apikey/${TEST_API.altId}`)

const json = (value: unknown) => JSON.stringify(value, null, 2)

test('A document with lint errors shows each finding with its path and cannot be published', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers } = await publisherOf(db)
  const document = json(
    referenceDataSpec({ withoutOperationId: true, plainHttp: true }),
  )

  const checked = await checkDocument(app, headers, document)
  expect(checked.statusCode).toBe(200)
  const report = checked.json<SpecCheck>()
  expect(report.canPublish).toBe(false)
  expect(report.current).toBeNull()
  expect(report.findings).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        severity: 'error',
        code: 'department-operation-id',
        path: 'paths./states.get',
      }),
      expect.objectContaining({
        severity: 'error',
        code: 'department-https-servers',
        path: 'servers.1.url',
      }),
    ]),
  )

  const refused = await publish(app, headers, {
    document,
    releaseNote: '### Note\n\nFirst.',
  })
  expect(refused.statusCode).toBe(400)
  expect(refused.json().errors[0]).toBe(SPEC_MESSAGES.blockingFindings)
  const specs = await app.inject({ url: SPECS, headers })
  expect(specs.json().versions).toEqual([])
})

test('A published document is live at once: docs, release notes, the gateway and the audit trail', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers, staff } = await publisherOf(db)
  const key = await sandboxKey(app)
  const before = await app.inject({
    url: `${TEST_API.gatewayPath}/states`,
    headers: { apikey: key },
  })
  expect(before.statusCode).toBe(404)

  const document = json(referenceDataSpec())
  const report = (await checkDocument(app, headers, document)).json<SpecCheck>()
  expect(report.canPublish).toBe(true)
  expect(report.releaseNoteDraft).toMatch(/^### [A-Z][a-z]+ \d{1,2}, \d{4}\n\n/)
  const published = await publish(app, headers, {
    document,
    releaseNote: report.releaseNoteDraft,
  })
  expect(published.statusCode).toBe(201)
  expect(published.json().versions).toEqual([
    { version: '1.0.0', label: 'Version 1.0.0', status: 'Current Version' },
  ])

  const metadata = await app.inject(
    `/platform-backend/v0/docs/${TEST_API.fragment}/metadata.json`,
  )
  expect(metadata.statusCode).toBe(200)
  expect(metadata.headers['cache-control']).toBe('public, no-cache')
  const spec = await app.inject(
    `/platform-backend/v0/docs/${TEST_API.fragment}/1.0.0/openapi.json`,
  )
  expect(Object.keys(spec.json().paths)).toEqual(['/states', '/countries'])

  const call = await app.inject({
    url: `${TEST_API.gatewayPath}/states`,
    headers: { apikey: key },
  })
  expect(call.statusCode).toBe(200)
  expect(call.json()).toEqual({ items: ['AL', 'AK'] })

  const row = await db
    .selectFrom('apis')
    .select('details')
    .where('url_slug', '=', TEST_API.slug)
    .executeTakeFirstOrThrow()
  expect(
    row.details.releaseNotes.startsWith(
      `${report.releaseNoteDraft}\n\n---\n\n`,
    ),
  ).toBe(true)
  const audit = await db
    .selectFrom('audit_events')
    .select(['action', 'staff_email'])
    .where('action', '=', 'api_spec.published')
    .where('staff_email', '=', staff.email)
    .execute()
  expect(audit).toEqual([
    { action: 'api_spec.published', staff_email: staff.email },
  ])
})

test('A breaking change needs confirmation and a new version; the old one stays as Previous Version, and one step rolls it back', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers } = await publisherOf(db)
  const key = await sandboxKey(app)
  await publish(app, headers, {
    document: json(referenceDataSpec()),
    releaseNote: 'First.',
  })

  // Non-breaking: an optional parameter. It replaces the current version in place.
  const additive = json(referenceDataSpec({ withPageSize: true }))
  const additiveReport = (
    await checkDocument(app, headers, additive)
  ).json<SpecCheck>()
  expect(additiveReport.breaking).toBe(false)
  expect(
    (
      await publish(app, headers, {
        document: additive,
        releaseNote: 'Page size.',
      })
    ).statusCode,
  ).toBe(201)

  const breaking = json(referenceDataSpec({ withoutCountries: true }))
  const report = (await checkDocument(app, headers, breaking)).json<SpecCheck>()
  expect(report.breaking).toBe(true)
  expect(report.changes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ breaking: true, path: 'paths./countries.get' }),
    ]),
  )
  expect(report.releaseNoteDraft).toContain('**Breaking changes**')

  const unconfirmed = await publish(app, headers, {
    document: breaking,
    releaseNote: 'Gone.',
  })
  expect(unconfirmed.statusCode).toBe(400)
  expect(unconfirmed.json().fieldErrors).toEqual({
    confirmBreaking: [SPEC_MESSAGES.confirmBreaking],
    version: [SPEC_MESSAGES.versionRequired],
    label: [SPEC_MESSAGES.labelRequired],
  })

  const confirmed = await publish(app, headers, {
    document: breaking,
    releaseNote: 'Countries are gone.',
    confirmBreaking: true,
    version: 'V2',
    label: 'Version 2',
  })
  expect(confirmed.statusCode).toBe(201)
  expect(confirmed.json().versions).toEqual([
    { version: 'v2', label: 'Version 2', status: 'Current Version' },
    { version: '1.0.0', label: 'Version 1.0.0', status: 'Previous Version' },
  ])
  const gone = await app.inject({
    url: `${TEST_API.gatewayPath}/countries`,
    headers: { apikey: key },
  })
  expect(gone.statusCode).toBe(404)

  const rolledBack = await app.inject({
    method: 'POST',
    url: `${SPECS}/rollback`,
    headers,
    payload: {},
  })
  expect(rolledBack.statusCode).toBe(200)
  expect(rolledBack.json().versions).toEqual([
    { version: '1.0.0', label: 'Version 1.0.0', status: 'Current Version' },
  ])
  const back = await app.inject({
    url: `${TEST_API.gatewayPath}/countries`,
    headers: { apikey: key },
  })
  expect(back.statusCode).toBe(200)
  const served = await app.inject(
    `/platform-backend/v0/docs/${TEST_API.fragment}/1.0.0/openapi.json`,
  )
  expect(served.json().paths['/states'].get.parameters).toHaveLength(1)
})

test('After a breaking v2 on the same sandbox path, v1 stays callable at the address its docs show, and v2 answers at the plain one (R-GATEWAY-VERSIONS)', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers } = await publisherOf(db)
  const key = await sandboxKey(app)
  await publish(app, headers, {
    document: json(referenceDataSpec()),
    releaseNote: 'First.',
  })
  const confirmed = await publish(app, headers, {
    document: json(referenceDataSpec({ withoutCountries: true })),
    releaseNote: 'Countries are gone.',
    confirmBreaking: true,
    version: 'v2',
    label: 'Version 2',
  })
  expect(confirmed.statusCode).toBe(201)

  // The sandbox server a version's docs call, its variables at their defaults (as swagger-ui does).
  const serverOf = async (version: string) => {
    const spec = await app.inject(
      `/platform-backend/v0/docs/${TEST_API.fragment}/${version}/openapi.json`,
    )
    const [server] = spec.json<{
      servers: {
        url: string
        variables?: Record<string, { default: string }>
      }[]
    }>().servers
    return (server?.url ?? '').replaceAll(
      /\{(\w+)\}/g,
      (_whole, name: string) => server?.variables?.[name]?.default ?? '',
    )
  }
  const v1Server = await serverOf('1.0.0')
  const v2Server = await serverOf('v2')
  const origin = 'http://127.0.0.1:8080'
  expect(v2Server).toBe(`${origin}${TEST_API.gatewayPath}`)
  expect(v1Server).toBe(
    `${origin}/sandbox-api/versions/1.0.0/services/benefits-reference-data/v1`,
  )

  const call = (server: string, path: string) =>
    app.inject({
      url: `${server.slice(origin.length)}${path}`,
      headers: { apikey: key },
    })
  const v1Countries = await call(v1Server, '/countries')
  expect(v1Countries.statusCode, v1Countries.body).toBe(200)
  expect(v1Countries.json()).toEqual({ items: ['USA', 'Canada'] })
  expect((await call(v1Server, '/states')).statusCode).toBe(200)
  expect((await call(v2Server, '/states')).statusCode).toBe(200)
  expect((await call(v2Server, '/countries')).statusCode).toBe(404)
  // The current version answers under its version segment too; an unknown version does not.
  expect(
    (
      await call(
        v2Server.replace('/sandbox-api/', '/sandbox-api/versions/v2/'),
        '/states',
      )
    ).statusCode,
  ).toBe(200)
  expect(
    (await call(v1Server.replace('/1.0.0/', '/9.9.9/'), '/countries'))
      .statusCode,
  ).toBe(404)
})

test.each([
  [
    'a $ref to a URL',
    json({
      ...referenceDataSpec(),
      components: { schemas: { A: { $ref: 'https://example.com/a.json' } } },
    }),
    /The \$ref at components\.schemas\.A points outside the document \(https:\/\/example\.com\/a\.json\)/,
  ],
  [
    'a $ref to a file',
    json({
      ...referenceDataSpec(),
      components: { schemas: { A: { $ref: '/etc/passwd' } } },
    }),
    /points outside the document \(\/etc\/passwd\)/,
  ],
  [
    'YAML aliases beyond the limit',
    `openapi: 3.0.3\na: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from(
      { length: 12 },
      (_, i) =>
        `l${i}: &l${i} [${Array(10)
          .fill(i === 0 ? '*a' : `*l${i - 1}`)
          .join(', ')}]`,
    ).join('\n')}\n`,
    /not valid YAML: .*alias/i,
  ],
  [
    'nesting beyond the limit',
    `${'['.repeat(200)}${']'.repeat(200)}`,
    /not an OpenAPI document|nested deeper/,
  ],
  [
    'deep objects',
    json({
      openapi: '3.0.3',
      x: JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`),
    }),
    /nested deeper than 64 levels/,
  ],
  // R-SPEC-LIMIT-REASONS: YAML this deep overflowed the yaml package's stack ("Maximum call stack
  // size exceeded"); it gets the limit, as JSON does.
  [
    'YAML sequences nested 5,000 deep',
    `openapi: 3.0.3\nx:\n  ${'- '.repeat(5000)}leaf\n`,
    /^The document is nested deeper than 64 levels \(at line 3\)\.$/,
  ],
  [
    'YAML flow collections nested 5,000 deep',
    `openapi: 3.0.3\npaths:\n  x: ${'{a: '.repeat(5000)}1${'}'.repeat(5000)}\n`,
    /^The document is nested deeper than 64 levels \(at line 3\)\.$/,
  ],
  [
    'YAML nested just beyond the limit',
    `openapi: 3.0.3\nx:\n  ${'- '.repeat(65)}leaf\n`,
    /^The document is nested deeper than 64 levels \(at line 3\)\.$/,
  ],
  ['no openapi field', json({ info: {} }), /has no "openapi"/],
  ['OpenAPI 4', json({ openapi: '4.0.0' }), /OpenAPI 4\.0\.0/],
  ['broken JSON', '{"openapi": "3.0.3",', /not valid JSON/],
])(
  'A document with %s is refused with the reason, and nothing is published',
  async (_name, document, reason) => {
    const { app, db } = await buildTestApp()
    const { headers } = await publisherOf(db)
    // The test API's versions as they stand (on PostgreSQL, after this file's publications).
    const versionsNow = () =>
      db
        .selectFrom('doc_versions')
        .selectAll()
        .where('api_url_fragment', '=', TEST_API.fragment)
        .orderBy('version')
        .execute()
    const before = await versionsNow()
    const checked = await checkDocument(app, headers, document)
    expect(checked.statusCode).toBe(400)
    expect(checked.json().errors.join(' ')).toMatch(reason)
    expect(checked.json().fieldErrors.document).toHaveLength(1)
    const published = await publish(app, headers, {
      document,
      releaseNote: 'x',
    })
    expect(published.statusCode).toBe(400)
    expect(await versionsNow()).toEqual(before)
  },
)

test('A request body over the route limit (a 20 MB document) is a 413 naming the document limit', async () => {
  const { app, db } = await buildTestApp()
  const { headers } = await publisherOf(db)
  const document = `openapi: 3.0.3\ndescription: ${'x'.repeat(20_000_000)}\n`
  for (const url of [`${SPECS}/check`, SPECS]) {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: { document, releaseNote: 'x' },
    })
    expect(answer.statusCode, url).toBe(413)
    expect(answer.json(), url).toEqual({
      errors: [SPEC_MESSAGES.documentTooLarge],
      fieldErrors: { document: [SPEC_MESSAGES.documentTooLarge] },
    })
  }
  // Other errors of these routes still reach the app's handler: a body that is not JSON.
  const broken = await app.inject({
    method: 'POST',
    url: `${SPECS}/check`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{"document":',
  })
  expect(broken.statusCode).toBe(400)
  expect(broken.json()).toEqual({
    errors: ['The request body is not valid JSON'],
  })
})

test('A Swagger 2.0 document in YAML is converted to OpenAPI 3 and checked', async () => {
  const { app, db } = await buildTestApp()
  const { headers } = await publisherOf(db)
  const checked = await checkDocument(
    app,
    headers,
    YAML.stringify(referenceDataSwagger()),
  )
  expect(checked.statusCode).toBe(200)
  const report = checked.json<SpecCheck>()
  expect(report.source).toMatch(
    /^swagger 2\.0 \(converted to openapi 3\.0\.\d\)$/,
  )
  expect(report.format).toBe('yaml')
  expect(report.operations).toBe(1)
  expect(report.canPublish).toBe(true)
})

test('An API the catalogue does not have is a 404', async () => {
  const { app, db } = await buildTestApp()
  const { headers } = await publisherOf(db)
  const response = await app.inject({
    url: '/platform-backend/v0/console/apis/no-such-api/specs',
    headers,
  })
  expect(response.statusCode).toBe(404)
})

test('Rolling back with nothing published says so', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers } = await publisherOf(db)
  // An API no test publishes for (on PostgreSQL every test file shares one database).
  const response = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/console/apis/va-letter-generator/specs/rollback',
    headers,
    payload: {},
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([SPEC_MESSAGES.nothingToRollBack])
})

test('The seeded specs are current versions, published through the service, and the gateway answers their APIs', async () => {
  const { app, db } = await buildTestApp()
  const publications = await db
    .selectFrom('spec_publications')
    .select(['api_url_fragment', 'published_by_email'])
    // The seed's own publications (on PostgreSQL this file's publishers share the database).
    .where('published_by_email', 'is', null)
    .execute()
  expect(publications.map((row) => row.api_url_fragment).sort()).toEqual([
    'appeals',
    'benefits',
    'claims',
    'community_care',
    'decision_reviews',
    'facilities',
    'fhir',
    'pgd',
    'provider_directory',
    'vaForms',
    'veteran_confirmation',
    'veteran_verification',
  ])
  expect(publications.every((row) => row.published_by_email === null)).toBe(
    true,
  )
  // Newly seeded: an API-key API (Benefits Intake) answers at its sandbox path.
  const response = await app.inject({
    url: '/sandbox-api/services/vba_documents/v1/uploads/report',
    method: 'POST',
    headers: { apikey: 'not-a-key' },
  })
  expect(response.statusCode).toBe(401)
})

/** A document with one operation more than the clean one, named by `mark` (a non-breaking change). */
function withOperation(mark: string) {
  const document = referenceDataSpec()
  const states = document.paths['/states'] as { get: object }
  return json({
    ...document,
    paths: {
      ...document.paths,
      [`/marks/${mark}`]: {
        get: { ...states.get, operationId: `getMark${mark}` },
      },
    },
  })
}

/** Publishes a document, confirming it as a new version when the check finds it breaking. */
async function publishAnyway(
  app: App,
  headers: Record<string, string>,
  document: string,
  releaseNote: string,
) {
  const report = (await checkDocument(app, headers, document)).json<SpecCheck>()
  expect(report.canPublish).toBe(true)
  const response = await publish(app, headers, {
    document,
    releaseNote,
    ...(report.breaking
      ? {
          confirmBreaking: true,
          version: `9.${Date.now()}.0`,
          label: 'Version 9',
        }
      : {}),
  })
  expect(response.statusCode, response.body).toBe(201)
}

test(
  'A published version’s release note is in both Atom feeds and reaches each confirmed subscriber once (R-NOTES-ANNOUNCE, R-NOTES-FEED)',
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const { headers } = await publisherOf(db)
    const subscriber = `notes-${Date.now()}@example.org`
    await confirmedSubscriber(app, db, subscriber)
    const mark = String(Date.now())
    const note = `### November 26, 2026\n\nAdded the marks of release ${mark}.`
    await publishAnyway(app, headers, withOperation(mark), note)

    for (const feed of [
      `/explore/api/${TEST_API.slug}/release-notes.atom`,
      '/explore/release-notes.atom',
    ]) {
      const answer = await app.inject(feed)
      expect(answer.statusCode, feed).toBe(200)
      expect(answer.body, feed).toContain(`Added the marks of release ${mark}.`)
    }
    const mail = await db
      .selectFrom('email_outbox')
      .select('template')
      .where('recipient', '=', subscriber)
      .where('template', '=', 'release-note')
      .execute()
    expect(mail).toHaveLength(1)
  },
)

test.skipIf(!process.env.DATABASE_URL)(
  'Publishing on one instance is live on another at once: its docs and its gateway serve the new version (R-SPEC-LIVE)',
  { timeout: 60_000 },
  async () => {
    // Two apps, each with its own pool on the same PostgreSQL, as two servers behind a balancer.
    const instance = async () => {
      const database = await openTestDatabase()
      onTestFinished(() => database.close())
      return (await buildTestApp({ db: database.db, listen: database.listen }))
        .app
    }
    const a = await instance()
    const b = await instance()
    const { db } = await buildTestApp()
    const { headers } = await publisherOf(db)
    const key = await sandboxKey(b)
    const mark = String(Date.now())
    const path = `${TEST_API.gatewayPath}/marks/${mark}`
    // B has read (and cached) the API's specs before the publication.
    expect(
      (await b.inject({ url: path, headers: { apikey: key } })).statusCode,
    ).toBe(404)

    await publishAnyway(a, headers, withOperation(mark), `Marks ${mark}.`)

    // NOTIFY reaches B on commit, a moment later: ask until it answers (5 s at most).
    let status = 0
    for (let tries = 0; tries < 50 && status !== 200; tries += 1) {
      status = (await b.inject({ url: path, headers: { apikey: key } }))
        .statusCode
      if (status !== 200) await new Promise((done) => setTimeout(done, 100))
    }
    expect(status).toBe(200)
  },
)

test(
  'A version that removes hundreds of operations gets a drafted release note short enough to publish as drafted',
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const { headers } = await publisherOf(db)
    const large = largeReferenceDataSpec(300_000)
    const first = await checkDocument(app, headers, large)
    // On PostgreSQL the file's tests share one database: the API may have versions already.
    await publishAnyway(
      app,
      headers,
      large,
      first.json<SpecCheck>().releaseNoteDraft,
    )

    const smaller = json(referenceDataSpec())
    const checked = await checkDocument(app, headers, smaller)
    const report = checked.json<SpecCheck>()
    const removed = report.changes.filter((change) => change.breaking).length
    expect(removed).toBeGreaterThan(600)
    expect(report.releaseNoteDraft.length).toBeLessThanOrEqual(MAX_RELEASE_NOTE)
    // The draft lists what fits, breaking changes first, and says how many more there are.
    expect(report.releaseNoteDraft).toContain(
      '[Removed] operation GET /resources-0',
    )
    expect(report.releaseNoteDraft).toMatch(
      /- …and \d+ more breaking changes: every change is on the API’s “Changes between versions” page\.$/,
    )
    const published = await publish(app, headers, {
      document: smaller,
      releaseNote: report.releaseNoteDraft,
      confirmBreaking: true,
      version: `2.${Date.now()}.0`,
      label: 'Version 2',
    })
    expect(published.statusCode, published.body).toBe(201)
  },
)

test('A YAML document sharing parts through merge keys (<<: *anchor) is read merged: checked clean, published, answered in the sandbox and served whole', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const { headers } = await publisherOf(db)
  const document = `openapi: 3.0.3
info:
  title: Benefits Reference Data
  version: 1.0.0
  description: Reference data for benefits claims.
  contact: { name: VA API Platform, email: api@va.gov }
servers:
  - url: https://sandbox-api.va.gov/services/benefits-reference-data/v1
    description: Sandbox
tags: [{ name: reference, description: Reference data }]
security: [{ apikey: [] }]
x-shared:
  list: &list
    tags: [reference]
    description: A list of reference data.
    responses:
      '200':
        description: The list
        content:
          application/json:
            schema: { type: object }
            example: { items: [AL, AK] }
paths:
  /states:
    get:
      <<: *list
      operationId: getStates
  /countries:
    get:
      <<: *list
      operationId: getCountries
components:
  securitySchemes:
    apikey: { type: apiKey, name: apikey, in: header }
`
  const checked = await checkDocument(app, headers, document)
  const report = checked.json<SpecCheck>()
  expect(report.findings).toEqual([])
  // On PostgreSQL the file's tests share one database: this may be a new version of the API.
  await publishAnyway(app, headers, document, report.releaseNoteDraft)

  const key = await sandboxKey(app)
  const states = await app.inject({
    url: `${TEST_API.gatewayPath}/states`,
    headers: { apikey: key },
  })
  expect(states.statusCode, states.body).toBe(200)
  expect(states.json()).toEqual({ items: ['AL', 'AK'] })
  const metadata = await app.inject(
    `/platform-backend/v0/docs/${TEST_API.fragment}/metadata.json`,
  )
  const { meta } = metadata.json<{ meta: { versions: { path: string }[] } }>()
  const served = await app.inject(meta.versions[0]?.path ?? '')
  const servedDocument = YAML.parse(served.body) as {
    paths: Record<string, { get: object }>
  }
  expect(servedDocument.paths['/countries']?.get).toMatchObject({
    operationId: 'getCountries',
    description: 'A list of reference data.',
    responses: { '200': { description: 'The list' } },
  })
  expect(served.body).not.toContain('<<')
})
