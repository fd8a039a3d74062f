import { expect, test } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import YAML from 'yaml'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  createResponseContract,
  openApiPath,
  type OpenApiDocument,
} from '../../../test/response-contract.ts'
import { PLATFORM_API_TAGS } from '../../plugins/openapi.ts'

const PREFIX = '/platform-backend'

async function documentOf(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
) {
  const response = await app.inject(`${PREFIX}/openapi.json`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe(
    'application/json; charset=utf-8',
  )
  return response.json<OpenApiDocument>()
}

// The file's first app opens the database copy, and the validator walks a document of every
// route: over 20 s together when both cores are busy.
test(
  'The portal API document is OpenAPI 3.1 that a standard validator accepts',
  {
    timeout: 60_000,
  },
  async () => {
    const { app } = await buildTestApp()
    const document = await documentOf(app)
    expect(document.openapi).toBe('3.1.0')
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    )
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  },
)

test('The YAML document is the same document', async () => {
  const { app } = await buildTestApp()
  const document = await documentOf(app)
  const response = await app.inject(`${PREFIX}/openapi.yaml`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe(
    'application/yaml; charset=utf-8',
  )
  expect(YAML.parse(response.body)).toEqual(document)
})

test('Every route under the API prefix is in the document, tagged, summarized, with its answers and the error envelope', async () => {
  // A contract of its own, to see the routes as they register (the dev mailbox and the test clock
  // included: they are in the document whenever they are on).
  const contract = createResponseContract(PREFIX)
  const { app } = await buildTestApp({
    inspect: contract.inspect,
    mailboxDir: '/nonexistent-mailbox',
    testClock: { now: Date.now, advance: () => undefined },
  })
  const document = await documentOf(app)
  const api = contract.routes.filter((route) =>
    route.url.startsWith(`${PREFIX}/`),
  )
  expect(api.length).toBeGreaterThan(25)
  const tags = new Set<string>(PLATFORM_API_TAGS.map((tag) => tag.name))
  for (const route of api) {
    const name = `${route.method} ${route.url}`
    const operation =
      document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]
    expect(operation, name).toBeDefined()
    expect(operation?.tags?.length, name).toBe(1)
    expect(tags.has(operation?.tags?.[0] ?? ''), name).toBe(true)
    expect(operation?.summary, name).toBeTruthy()
    expect(operation?.operationId, name).toBeTruthy()
    const responses = Object.entries(operation?.responses ?? {})
    // A route whose work is to send the browser on (a sign-in) succeeds with its redirect.
    expect(
      responses.some(
        ([status]) => status.startsWith('2') || /^30[12378]$/.test(status),
      ),
      `${name} declares its success`,
    ).toBe(true)
    // Every route can be over the limit: its 429 is the envelope, but for the staff sign-in's
    // browser navigations, which show a page with the wait (R-STAFF-SIGNIN-LIMIT).
    const isSignInNavigation = /\/v0\/console\/auth\/(sign-in|callback)$/.test(
      route.url,
    )
    expect(
      Object.keys(operation?.responses?.['429']?.content ?? {}),
      name,
    ).toEqual([isSignInNavigation ? 'text/html' : 'application/json'])
    expect(
      operation?.responses?.['429']?.content?.['application/json']?.schema,
      name,
    ).toEqual(
      isSignInNavigation
        ? undefined
        : { $ref: '#/components/schemas/ApiError' },
    )
  }
  // Nothing else is: not the pages, the sandbox gateway (its APIs have their own documents), the
  // sitemap or the metrics.
  const documented = Object.keys(document.paths)
  expect(documented.filter((path) => !path.startsWith(`${PREFIX}/`))).toEqual(
    [],
  )
  expect(documented.length).toBe(
    new Set(api.map((route) => openApiPath(route.url))).size,
  )
})

test('The document is cached with a validator', async () => {
  const { app } = await buildTestApp()
  const first = await app.inject(`${PREFIX}/openapi.json`)
  const again = await app.inject({
    url: `${PREFIX}/openapi.json`,
    headers: { 'if-none-match': String(first.headers.etag) },
  })
  expect(again.statusCode).toBe(304)
})

test('The docs viewer reads the document as one internal version', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject(`${PREFIX}/v0/platform-api/metadata.json`)
  expect(response.json()).toEqual({
    meta: {
      versions: [
        {
          version: 'v0',
          status: 'Current Version',
          label: 'v0 (current)',
          internal_only: true,
          path: `${PREFIX}/openapi.json`,
          sf_path: `${PREFIX}/openapi.json`,
        },
      ],
    },
  })
})

interface PostmanItem {
  name: string
  item?: PostmanItem[]
  request?: {
    method: string
    url: { path: string[]; host: string[]; query?: unknown[] }
  }
}

test('The Platform API converts to a Postman collection: every operation a request, the healthcheck answering 200 at the collection base URL (R-PLATFORM-POSTMAN)', async () => {
  const { app } = await buildTestApp()
  const document = await documentOf(app)
  const response = await app.inject(`${PREFIX}/postman-collection.json`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-disposition']).toBe(
    'attachment; filename="platform-api.postman_collection.json"',
  )
  const collection = response.json<{
    info: { schema: string; name: string }
    item: PostmanItem[]
    variable: { key: string; value: string }[]
  }>()
  expect(collection.info.schema).toBe(
    'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
  )
  const requests: NonNullable<PostmanItem['request']>[] = []
  const walk = (items: PostmanItem[]) => {
    for (const item of items) {
      if (item.request) requests.push(item.request)
      if (item.item) walk(item.item)
    }
  }
  walk(collection.item)
  const operations = Object.values(document.paths).flatMap((item) =>
    Object.keys(item ?? {}).filter((key) => key !== 'parameters'),
  )
  expect(requests).toHaveLength(operations.length)

  const healthcheck = requests.find(
    (request) =>
      request.method === 'GET' &&
      request.url.path.join('/').endsWith('healthcheck'),
  )
  expect(healthcheck).toBeDefined()
  const baseUrl = collection.variable.find((v) => v.key === 'baseUrl')?.value
  expect(baseUrl).toBeDefined()
  const url = new URL(
    `${baseUrl ?? ''}/${healthcheck?.url.path.join('/') ?? ''}`,
  )
  expect((await app.inject(url.pathname)).statusCode).toBe(200)
})
