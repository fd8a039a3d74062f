import { expect, test } from 'vitest'
import type { VersionCompare } from '@portal/schema/version-compare'
import { COMPARE_MESSAGES } from '@portal/schema/version-compare-texts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { referenceDataSpec, TEST_API } from '../../../test/spec-kit.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

const COMPARE = `/platform-backend/v0/docs/${TEST_API.fragment}/compare`
const TWIN = `/explore/api/${TEST_API.slug}/changes.md`

/** The test API published at 1.0.0, then a breaking v2 without its countries operation. */
async function publishTwoVersions(app: App, headers: Record<string, string>) {
  const specs = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
  const publish = async (
    document: unknown,
    extra: Record<string, unknown> = {},
  ) => {
    const text = JSON.stringify(document, null, 2)
    const check = await app.inject({
      method: 'POST',
      url: `${specs}/check`,
      headers,
      payload: { document: text },
    })
    expect(check.statusCode, check.body).toBe(200)
    const published = await app.inject({
      method: 'POST',
      url: specs,
      headers,
      payload: {
        document: text,
        releaseNote: check.json<{ releaseNoteDraft: string }>()
          .releaseNoteDraft,
        ...extra,
      },
    })
    expect(published.statusCode, published.body).toBe(201)
  }
  await publish(referenceDataSpec())
  await publish(referenceDataSpec({ withoutCountries: true }), {
    confirmBreaking: true,
    version: 'v2',
    label: 'Version 2',
  })
}

// The file's tests share one database (on PostgreSQL, the test:pg pass gives a file one): the two
// versions are published once, by the first test that asks.
let published: Promise<void> | undefined

async function twoVersionApp() {
  const { app, db } = await buildTestApp()
  const { headers } = await signInStaff(db, { roles: ['publisher'] })
  published ??= publishTwoVersions(app, headers)
  await published
  return { app, db, headers }
}

const groupOf = (compare: VersionCompare, id: string) =>
  compare.groups.find((group) => group.id === id)?.changes ?? []

test('Two versions: the breaking change first, with the operation it is in and its link on the older docs; a reload revalidates (R-COMPARE-GROUPS, R-COMPARE-LINKS, R-COMPARE-REVALIDATE)', async () => {
  const { app } = await twoVersionApp()

  const answer = await app.inject({
    method: 'GET',
    url: `${COMPARE}?from=1.0.0&to=v2`,
  })
  expect(answer.statusCode, answer.body).toBe(200)
  expect(answer.headers['cache-control']).toBe('public, no-cache')
  const compare = answer.json<VersionCompare>()
  expect(compare.from).toEqual({
    version: '1.0.0',
    label: 'Version 1.0.0',
    status: 'Previous Version',
  })
  expect(compare.to).toEqual({
    version: 'v2',
    label: 'Version 2',
    status: 'Current Version',
  })
  expect(compare.groups.map((group) => group.title)).toEqual([
    'Breaking changes',
    'Deprecations',
    'Other changes',
    'Documentation changes',
  ])
  expect(groupOf(compare, 'breaking')).toEqual([
    {
      kind: 'breaking',
      action: 'remove',
      path: 'paths./countries.get',
      description: '[Removed] operation GET /countries',
      // The operation is gone from v2: the link opens it in the docs of 1.0.0.
      operation: {
        method: 'get',
        path: '/countries',
        version: '1.0.0',
        anchor: '#/default/getCountries',
      },
    },
  ])

  // Left out, the pair is the current version and the one before it.
  const latest = await app.inject({ method: 'GET', url: COMPARE })
  expect(latest.json<VersionCompare>()).toEqual(compare)

  const again = await app.inject({
    method: 'GET',
    url: `${COMPARE}?from=1.0.0&to=v2`,
    headers: { 'if-none-match': String(answer.headers.etag) },
  })
  expect(again.statusCode).toBe(304)
})

test('Reversed order: from v2 back to 1.0.0 the operation comes back, not breaking, linked in the docs of 1.0.0 (R-COMPARE-DIRECTION)', async () => {
  const { app } = await twoVersionApp()
  const answer = await app.inject({
    method: 'GET',
    url: `${COMPARE}?from=V2&to=1.0.0`,
  })
  expect(answer.statusCode, answer.body).toBe(200)
  const compare = answer.json<VersionCompare>()
  expect(compare.from.version).toBe('v2')
  expect(groupOf(compare, 'breaking')).toEqual([])
  expect(groupOf(compare, 'non-breaking')).toEqual([
    expect.objectContaining({
      description: '[Added] operation GET /countries',
      operation: expect.objectContaining({ version: '1.0.0' }),
    }),
  ])
})

test('An unknown version is a 404 and the same version twice a 400, each in the envelope; an API with one version has no compare (R-COMPARE-INPUT)', async () => {
  const { app } = await twoVersionApp()
  const unknown = await app.inject({
    method: 'GET',
    url: `${COMPARE}?from=1.0.0&to=v9`,
  })
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json()).toEqual({
    errors: [COMPARE_MESSAGES.unknownVersion('v9')],
  })

  const same = await app.inject({
    method: 'GET',
    url: `${COMPARE}?from=v2&to=v2`,
  })
  expect(same.statusCode).toBe(400)
  expect(same.json()).toMatchObject({
    errors: [COMPARE_MESSAGES.sameVersion],
  })

  // The seeded Facilities API has one version; an API that does not exist has none.
  const one = await app.inject({
    method: 'GET',
    url: '/platform-backend/v0/docs/facilities/compare',
  })
  expect(one.statusCode).toBe(404)
  expect(one.json()).toEqual({ errors: [COMPARE_MESSAGES.tooFewVersions] })
  const none = await app.inject({
    method: 'GET',
    url: '/platform-backend/v0/docs/no_such_api/compare',
  })
  expect(none.statusCode).toBe(404)
  expect(none.json()).toHaveProperty('errors')

  // The twin refuses as the page does.
  const twinUnknown = await app.inject({
    method: 'GET',
    url: `${TWIN}?from=v9`,
  })
  expect(twinUnknown.statusCode).toBe(404)
  expect(twinUnknown.json()).toEqual({
    errors: [COMPARE_MESSAGES.unknownVersion('v9')],
  })
})

test('The markdown twin: text/markdown, the breaking change first with a link that opens the operation in the docs; listed in the sitemap and llms.txt (R-COMPARE-MARKDOWN, R-COMPARE-LISTED)', async () => {
  const { app } = await twoVersionApp()
  const twin = await app.inject({
    method: 'GET',
    url: `${TWIN}?from=1.0.0&to=v2`,
  })
  expect(twin.statusCode, twin.body).toBe(200)
  expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8')
  expect(twin.headers['cache-control']).toBe('public, no-cache')
  expect(twin.headers.etag).toBeTruthy()
  expect(twin.body).toContain(
    '# What changed in the Benefits Reference Data API: Version 1.0.0 to Version 2',
  )
  // The first section is the breaking changes.
  expect(twin.body.split('\n## ')[1]).toMatch(/^Breaking changes\n/)
  expect(twin.body).toContain(
    `- [Removed] operation GET /countries ([GET /countries](http://127.0.0.1:8080/explore/api/${TEST_API.slug}/docs?version=1.0.0#/default/getCountries))`,
  )

  const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(sitemap.body).toContain(
    `<loc>http://127.0.0.1:8080/explore/api/${TEST_API.slug}/changes</loc>`,
  )
  expect(sitemap.body).toContain(
    `<loc>http://127.0.0.1:8080/explore/api/${TEST_API.slug}/changes.md</loc>`,
  )
  // An API with one version has no compare page.
  expect(sitemap.body).not.toContain('/explore/api/va-facilities/changes')
  const llms = await app.inject({ method: 'GET', url: '/llms.txt' })
  expect(llms.body).toContain(
    `(http://127.0.0.1:8080/explore/api/${TEST_API.slug}/changes.md)`,
  )
})

test('Two instances: a version replaced in place on one is compared anew on the other at once (R-COMPARE-FRESH)', async () => {
  const { app: a, headers } = await twoVersionApp()
  // B, with a compare cache of its own, has compared the pair before the change.
  const { app: b } = await buildTestApp()
  const url = `${COMPARE}?from=1.0.0&to=v2`
  const before = await b.inject({ method: 'GET', url })
  expect(groupOf(before.json<VersionCompare>(), 'non-breaking')).toEqual([])

  // A non-breaking change replaces v2 in place, on A.
  const specs = `/platform-backend/v0/console/apis/${TEST_API.slug}/specs`
  const document = JSON.stringify(
    referenceDataSpec({ withoutCountries: true, withPageSize: true }),
  )
  const check = await a.inject({
    method: 'POST',
    url: `${specs}/check`,
    headers,
    payload: { document },
  })
  expect(check.json<{ breaking: boolean }>().breaking).toBe(false)
  const replaced = await a.inject({
    method: 'POST',
    url: specs,
    headers,
    payload: {
      document,
      releaseNote: check.json<{ releaseNoteDraft: string }>().releaseNoteDraft,
    },
  })
  expect(replaced.statusCode, replaced.body).toBe(201)

  // B's next answer has it: its kept pair was of the documents as they were.
  const after = await b.inject({
    method: 'GET',
    url,
    headers: { 'if-none-match': String(before.headers.etag) },
  })
  expect(after.statusCode).toBe(200)
  const compare = after.json<VersionCompare>()
  expect(groupOf(compare, 'breaking')).toHaveLength(1)
  expect(groupOf(compare, 'non-breaking')).toEqual([
    expect.objectContaining({
      path: 'paths./states.get.parameters.0',
      operation: {
        method: 'get',
        path: '/states',
        version: 'v2',
        anchor: '#/default/getStates',
      },
    }),
  ])
})
