import fc from 'fast-check'
import { expect, test } from 'vitest'
import { CONTENT_TWINS } from '@portal/schema/content/content-twins'
import { csrfHeaders } from '../build-test-app.ts'
import {
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  injectSettled,
  StatusTally,
} from './fuzz-kit.ts'

type App = Awaited<ReturnType<typeof buildFuzzApp>>['app']

/** The API prefix without its version: the platform API's own documents are served there. */
const PREFIX = API.replace(/\/v0$/, '')
// R-PLATFORM-OPENAPI, R-DOCS-DOWNLOADS: the portal's own API as documents and a Postman collection.
const PLATFORM_DOCUMENTS = [
  'openapi.json',
  'openapi.yaml',
  'postman-collection.json',
  'v0/platform-api/metadata.json',
]

// Each GET endpoint that takes parameters, as a function of fuzzed path segments and a query.
const ENDPOINTS: Record<
  string,
  (segment: [string, string], query: string) => string
> = {
  catalogue: (_, query) =>
    `${API}/providers/transformations/legacy.json?${query}`,
  // R-PERF-MARKDOWN-SERVER: any slug is rendered markdown, 404 or 400, never a 5xx.
  'api content': ([slug], query) => `${API}/providers/${slug}/content?${query}`,
  'docs metadata': ([fragment], query) =>
    `${API}/docs/${fragment}/metadata.json?${query}`,
  'docs spec file': ([fragment, version], query) =>
    `${API}/docs/${fragment}/${version}/openapi.${query.length % 2 ? 'json' : 'yaml'}`,
  // R-DOCS-DOWNLOADS: any fragment and version is a download, 404 or 400, never a 5xx.
  'spec download': ([fragment, version], query) =>
    `${API}/docs/${fragment}/${version}/download/openapi.${query.length % 2 ? 'json' : 'yaml'}?${query}`,
  'postman files': ([fragment, version], query) =>
    `${API}/docs/${fragment}/${version}/postman-${query.length % 2 ? 'collection' : 'environment'}.json?${query}`,
  // Docs for assistants: llms.txt, the API pages' markdown twins (overview, docs, OAuth guides) and
  // the content pages' static twins (R-DOCS-MARKDOWN, -PAGES, -GUIDES).
  'markdown twins': ([slug], query) => {
    const choice = query.length % 6
    if (choice === 4) return `/llms.txt?${query}`
    if (choice === 5)
      return `${CONTENT_TWINS[slug.length % CONTENT_TWINS.length]?.path ?? ''}.md?${query}`
    const page = ['', '/docs', '/authorization-code', '/client-credentials'][
      choice
    ]
    return `/explore/api/${slug}${page ?? ''}.md?${query}`
  },
  // R-COMPARE-INPUT: any API, version pair and query is a compare, 404 or 400, never a 5xx; the
  // seeded VA Forms API has two versions, so most cases reach the diff.
  'version compare': ([fragment, version], query) => {
    const choice = query.length % 4
    const versions = ['0.0.0', '0.0.0-yaml', version]
    const pair = `from=${versions[query.length % 3] ?? ''}&to=${versions[fragment.length % 3] ?? ''}&${query}`
    if (choice === 3)
      return `/explore/api/${fragment.length % 2 ? 'va-forms' : fragment}/changes.md?${pair}`
    return `${API}/docs/${choice === 0 ? fragment : 'vaForms'}/compare?${pair}`
  },
  'platform API documents': ([a], query) =>
    `${PREFIX}/${PLATFORM_DOCUMENTS[a.length % PLATFORM_DOCUMENTS.length] ?? ''}?${query}`,
  // R-NOTES-FEED: any slug is a feed, 304 or 404, never a 5xx; the unsubscribe link a 303 or 400.
  'release-note feeds': ([slug], query) =>
    query.length % 2
      ? `/explore/release-notes.atom?${query}`
      : `/explore/api/${slug}/release-notes.atom?${query}`,
  'unsubscribe link': ([id, hash], query) =>
    `${API}/release-notes/subscriptions/${id}/${hash}/unsubscribe?${query}`,
  news: (_, query) => `${API}/news?${query}`,
  'site config': (_, query) => `${API}/site-config?${query}`,
  health: ([a], query) =>
    `${API}/health/${a.length % 2 ? 'live' : 'ready'}?${query}`,
  'robots and icon': ([a], query) =>
    `/${a.length % 2 ? 'robots.txt' : 'favicon.ico'}?${query}`,
  'unknown API path': ([a, b], query) => `${API}/${a}/${b}?${query}`,
  // Any page, a markdown twin of none, or an address of the development identity provider
  // (R-DEVIDP-NOT-FOUND), with any method.
  'unknown page': ([a, b], query) =>
    `${[`/${a}/${b}`, `/${a}/${b}.md`, `/dev-idp/${a}/${b}`][query.length % 3] ?? ''}?${query}`,
}

async function fuzzGet(app: App, name: string, tally: StatusTally) {
  const url = ENDPOINTS[name] ?? (() => '/')
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(pathSegment, pathSegment),
      queryString,
      requestHeaders,
      fc.constantFrom(
        'GET',
        'GET',
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'DELETE',
        'PATCH',
        'OPTIONS',
      ),
      async (segments, query, headers, method) => {
        const response = await injectSettled(app, {
          method: name.startsWith('unknown') ? (method as 'GET') : 'GET',
          url: url(segments, query),
          headers: { ...headers, ...csrfHeaders() },
        })
        expectSafeAnswer(response, tally)
      },
    ),
    FUZZ_PARAMETERS,
  )
}

const METRICS_TOKEN = 'fuzz-metrics-token-0123456789'

const KNOWN_GOOD = [
  `${API}/health/live`,
  `${API}/health/ready`,
  `${API}/providers/transformations/legacy.json?environment=sandbox`,
  `${API}/docs/claims/metadata.json`,
  `${API}/docs/vaForms/compare`,
  '/explore/api/va-forms/changes.md',
  `${API}/providers/va-facilities/content?environment=sandbox`,
  `${API}/news`,
  `${API}/site-config`,
  '/explore/release-notes.atom',
  '/explore/api/appeals/release-notes.atom',
  '/terms-of-service.md',
  '/support/faq.md',
  '/explore/api/patient-health/authorization-code.md',
  `${PREFIX}/openapi.json`,
  `${PREFIX}/postman-collection.json`,
]

test(
  'GET endpoints with parameters, and unknown paths, answer any path, query and header under 500 with the envelope (R-INPUT-ENVELOPE)',
  async () => {
    const { app } = await buildFuzzApp(undefined, METRICS_TOKEN)
    const tally = new StatusTally()
    for (const url of KNOWN_GOOD)
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(
        200,
      )
    for (const name of Object.keys(ENDPOINTS)) {
      const perEndpoint = new StatusTally()
      await fuzzGet(app, name, perEndpoint)
      expect(perEndpoint.total, name).toBe(FUZZ_RUNS)
      for (const [status, count] of perEndpoint.counts)
        for (let i = 0; i < count; i += 1) tally.add(status)
      console.info(`${name}: ${perEndpoint}`)
    }
    for (const url of KNOWN_GOOD)
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(
        200,
      )
  },
  Object.keys(ENDPOINTS).length * FUZZ_TIMEOUT,
)

test(
  '/metrics answers any query and Authorization header under 500: 200 only with the token, else 401 in the envelope (R-OPS-METRICS)',
  async () => {
    const { app } = await buildFuzzApp(undefined, METRICS_TOKEN)
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        queryString,
        requestHeaders,
        fc.oneof(
          fc.constant(`Bearer ${METRICS_TOKEN}`),
          fc.string().map((text) => `Bearer ${text}`),
          fc.string(),
          fc.constant(undefined),
        ),
        async (query, headers, authorization) => {
          const response = await injectSettled(app, {
            method: 'GET',
            url: `/metrics?${query}`,
            headers: {
              ...headers,
              ...(authorization === undefined ? {} : { authorization }),
            },
          })
          expectSafeAnswer(response, tally)
          // Only the token opens the metrics.
          expect(
            response.statusCode !== 200 ||
              authorization === `Bearer ${METRICS_TOKEN}`,
          ).toBe(true)
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`metrics: ${tally}`)
  },
  FUZZ_TIMEOUT,
)
