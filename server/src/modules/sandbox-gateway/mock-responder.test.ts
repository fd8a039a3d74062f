import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { sample } from 'openapi-sampler'
import { expect, test } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { SEED_DATA_DIR } from '../../db/paths.ts'
import { answerFromSpec, type MockRequest } from './mock-responder.ts'
import { buildSpecTable, type StoredSpec } from './spec-registry.ts'

const BASE = 'http://127.0.0.1:8080/sandbox-api'
const versions = JSON.parse(
  readFileSync(path.join(SEED_DATA_DIR, 'doc-versions.json'), 'utf8'),
) as Record<string, { version: string; file: string }[]>

function stored(fragment: string, file: string): StoredSpec {
  return {
    api_url_fragment: fragment,
    version: '0',
    spec_format: file.endsWith('.yaml') ? 'yaml' : 'json',
    spec: readFileSync(path.join(SEED_DATA_DIR, 'openapi', file), 'utf8'),
  }
}

interface Parameter {
  name: string
  in: string
  required?: boolean
  example?: unknown
  schema?: { pattern?: string }
}

/** A request an operation accepts: its required parameters and body, from the spec itself. */
function requestFor(
  method: string,
  template: string,
  operation: Record<string, unknown>,
  document: object,
): MockRequest {
  const parameters = (operation.parameters ?? []) as Parameter[]
  const valueOf = (parameter: Parameter) =>
    String(
      parameter.example ??
        // The sampler does not read patterns (decision-reviews' UUIDs): a string that matches.
        (parameter.schema?.pattern
          ? fc.sample(fc.stringMatching(new RegExp(parameter.schema.pattern)), {
              numRuns: 1,
              seed: 1,
            })[0]
          : undefined) ??
        (parameter.schema
          ? sample(parameter.schema, { quiet: true }, document)
          : 'x'),
    )
  const query: Record<string, string> = {}
  const headers: Record<string, string> = {}
  let pathname = template
  for (const parameter of parameters.filter((p) => p.required)) {
    if (parameter.in === 'path')
      pathname = pathname.replace(
        `{${parameter.name}}`,
        parameter.schema ? valueOf(parameter) : 'x1',
      )
    if (parameter.in === 'query') query[parameter.name] = valueOf(parameter)
    if (parameter.in === 'header')
      headers[parameter.name.toLowerCase()] = valueOf(parameter)
  }
  const success = (operation.responses as Record<string, { content?: object }>)[
    '200'
  ]
  headers.accept ??=
    Object.keys(success?.content ?? { 'application/json': 1 })[0] ?? '*/*'
  const content = (
    operation.requestBody as { content?: Record<string, { schema?: object }> }
  )?.content?.['application/json']
  if (content?.schema) headers['content-type'] = 'application/json'
  return {
    method: method.toUpperCase(),
    path: pathname,
    headers,
    query,
    body: content?.schema
      ? sample(content.schema, { quiet: true }, document)
      : undefined,
  }
}

// R-GATEWAY-MOCK, R-GATEWAY-SPECS: every seeded spec, OAuth ones too, answers its documented
// operations from the spec alone: a 2xx for a request it accepts, never an exception.
test.each(
  Object.entries(versions).flatMap(([fragment, list]) =>
    list.map((entry) => [fragment, entry.file] as const),
  ),
)(
  '%s (%s): every operation answers a valid request with a 2xx from the spec',
  async (fragment, file) => {
    const row = stored(fragment, file)
    const {
      current: [spec],
    } = buildSpecTable([row])
    // The sampler follows the spec's own `$ref`s (decision-reviews' parameters use them).
    const document = (
      row.spec_format === 'yaml' ? parseYaml(row.spec) : JSON.parse(row.spec)
    ) as object
    expect(spec, 'the spec has a sandbox server').toBeDefined()
    const engine = await spec!.engine()
    const operations = engine.getOperations()
    expect(operations.length).toBeGreaterThan(0)
    for (const operation of operations) {
      const request = requestFor(
        operation.method,
        operation.path,
        operation as never,
        document,
      )
      const answer = await answerFromSpec(engine, request, {
        testUsers: async () => [],
        gatewayBase: BASE,
      })
      expect(
        answer.status,
        `${operation.method} ${operation.path}`,
      ).toBeGreaterThanOrEqual(200)
      expect(
        answer.status,
        `${operation.method} ${operation.path}`,
      ).toBeLessThan(300)
      expect(answer.pathTemplate).toBe(operation.path)
    }
  },
)

test('Every department spec in the shared anchors is seeded for docs and the gateway (R-GATEWAY-SPECS)', () => {
  const anchors = path.resolve(
    SEED_DATA_DIR,
    '../../../../../shared/data/anchors/openapi',
  )
  const seeded = new Set(
    Object.values(versions).flatMap((list) => list.map((entry) => entry.file)),
  )
  const files = existsSync(anchors)
    ? readdirSync(anchors)
    : readdirSync(path.join(SEED_DATA_DIR, 'openapi'))
  for (const file of files.filter((name) => /\.(json|ya?ml)$/.test(name)))
    expect(seeded, `${file} is in doc-versions.json`).toContain(file)
})

// OpenAPI makes operationId optional, and Decision Reviews (the department's own spec) leaves it
// out of every operation; the validation engine keys its validators by it.
test('An operation without an operationId is validated as any other (R-GATEWAY-VALIDATE)', async () => {
  const {
    current: [spec],
  } = buildSpecTable([
    stored('decision_reviews', 'decision-reviews-v1.openapi.yaml'),
  ])
  const engine = await spec!.engine()
  const context = { testUsers: async () => [], gatewayBase: BASE }
  const issues = (headers: Record<string, string>) =>
    answerFromSpec(
      engine,
      { method: 'GET', path: '/contestable_issues', headers, query: {} },
      context,
    )
  const missing = await issues({ 'x-va-receipt-date': '2026-11-29' })
  // The operation documents 422, not 400, for a request it refuses.
  expect(missing.status).toBe(422)
  expect(JSON.stringify(missing.body)).toContain(
    'missing required header parameter x-va-ssn',
  )
  const whole = await issues({
    'x-va-ssn': '796130115',
    'x-va-receipt-date': '2026-11-29',
  })
  expect(whole.status, JSON.stringify(whole.body)).toBe(200)
})

test('An operation without an operationId keeps its own validation when another operation has the id it would be given (R-GATEWAY-VALIDATE)', async () => {
  const operation = (required: string) => ({
    parameters: [
      {
        name: required,
        in: 'query',
        required: true,
        schema: { type: 'string' },
      },
    ],
    responses: {
      '200': {
        description: 'ok',
        content: { 'application/json': { example: { ok: true } } },
      },
    },
  })
  const document = {
    openapi: '3.0.3',
    info: { title: 'Unnamed', version: '1' },
    servers: [{ url: 'https://sandbox-api.va.gov/services/unnamed/v1' }],
    paths: {
      '/regions': { get: operation('region') },
      '/named': { get: { ...operation('name'), operationId: 'GET /regions' } },
    },
  }
  const {
    current: [spec],
  } = buildSpecTable([
    {
      api_url_fragment: 'unnamed',
      version: '1',
      spec_format: 'json',
      spec: JSON.stringify(document),
    },
  ])
  const engine = await spec!.engine()
  const context = { testUsers: async () => [], gatewayBase: BASE }
  const call = (path: string, query: Record<string, string>) =>
    answerFromSpec(engine, { method: 'GET', path, headers: {}, query }, context)
  expect((await call('/regions', {})).status).toBe(400)
  expect((await call('/regions', { name: 'x' })).status).toBe(400)
  expect((await call('/regions', { region: 'south' })).status).toBe(200)
  expect((await call('/named', { region: 'south' })).status).toBe(400)
  expect((await call('/named', { name: 'x' })).status).toBe(200)
})

test('A patient ICN answers for that test user; an unknown ICN gets the spec’s 404 (R-GATEWAY-TEST-USERS)', async () => {
  const {
    current: [spec],
  } = buildSpecTable([
    stored('community_care', 'community-care-eligibility-v0.openapi.json'),
  ])
  const engine = await spec!.engine()
  const users = async () => [
    { ICN: '1012667145V762142', 'First Name': 'Tamara', 'Last Name': 'Ellis' },
  ]
  const search = (patient: string) =>
    answerFromSpec(
      engine,
      {
        method: 'GET',
        path: '/search',
        headers: { accept: 'application/json' },
        query: { patient, serviceType: 'PrimaryCare' },
      },
      { testUsers: users, gatewayBase: BASE },
    )
  const known = await search('1012667145V762142')
  expect(known.status).toBe(200)
  expect(JSON.stringify(known.body)).toContain('1012667145V762142')
  const unknown = await search('999999999V000000')
  expect(unknown.status).toBe(404)
})

test('The same call twice gets the same answer, and changing one does not change the next (R-GATEWAY-MOCK)', async () => {
  const {
    current: [spec],
  } = buildSpecTable([stored('facilities', 'va-facilities-v0.openapi.json')])
  const engine = await spec!.engine()
  const request: MockRequest = {
    method: 'GET',
    path: '/facilities/vha_688',
    headers: { accept: 'application/json' },
    query: {},
  }
  const context = { testUsers: async () => [], gatewayBase: BASE }
  const first = await answerFromSpec(engine, request, context)
  ;(first.body as { data: unknown }).data = null
  const second = await answerFromSpec(engine, request, context)
  expect(second.body).toHaveProperty('data.id')
})

test('The key’s query parameter is not checked against the operation, unless the operation declares it too (R-GATEWAY-KEY-PLACE)', async () => {
  const operation = (parameters: object[]) => ({
    get: {
      operationId: `get${parameters.length}`,
      parameters,
      responses: {
        '200': {
          description: 'ok',
          content: { 'application/json': { example: { ok: true } } },
        },
      },
    },
  })
  const document = {
    openapi: '3.0.3',
    info: { title: 'Keys', version: '1' },
    servers: [{ url: 'https://sandbox-api.va.gov/services/keys/v1' }],
    paths: {
      '/plain': operation([]),
      '/declared': operation([
        {
          name: 'api_key',
          in: 'query',
          required: true,
          schema: { type: 'string', minLength: 5 },
        },
      ]),
    },
  }
  const {
    current: [spec],
  } = buildSpecTable([
    {
      api_url_fragment: 'keys',
      version: '1',
      spec_format: 'json',
      spec: JSON.stringify(document),
    },
  ])
  const engine = await spec!.engine()
  const context = {
    testUsers: async () => [],
    gatewayBase: BASE,
    keyQueryNames: ['api_key'],
  }
  const call = (path: string, apiKey: string) =>
    answerFromSpec(
      engine,
      { method: 'GET', path, headers: {}, query: { api_key: apiKey } },
      context,
    )
  expect((await call('/plain', 'a-key')).status).toBe(200)
  expect((await call('/declared', 'a-key')).status).toBe(200)
  // Declared by the operation, it is validated as the operation says.
  expect((await call('/declared', 'k')).status).toBe(400)
})

test('An operation whose request schema the engine cannot compile is told once at warn, with the API and operation, and still validated (R-QA-CIRCULAR-BODY)', async () => {
  const person = {
    type: 'object',
    nullable: true,
    required: ['name', 'friend'],
    properties: {
      name: { type: 'string' },
      friend: {
        type: 'object',
        required: ['of'],
        properties: { of: { $ref: '#/components/schemas/Person' } },
      },
    },
  }
  const {
    current: [spec],
  } = buildSpecTable([
    {
      api_url_fragment: 'people',
      version: '1',
      spec_format: 'json',
      spec: JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'People', version: '1' },
        servers: [{ url: 'https://sandbox-api.va.gov/services/people/v1' }],
        components: { schemas: { Person: person } },
        paths: {
          '/people': {
            post: {
              operationId: 'addPerson',
              parameters: [
                { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
              ],
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/Person' },
                  },
                },
              },
              responses: { '200': { description: 'Added' } },
            },
          },
        },
      }),
    },
  ])
  const engine = await spec!.engine()
  const warnings: object[] = []
  const context = {
    testUsers: async () => [],
    gatewayBase: BASE,
    api: 'people 1',
    log: { warn: (details: object) => void warnings.push(details) },
  }
  const post = (body: unknown, query: Record<string, string> = {}) =>
    answerFromSpec(
      engine,
      { method: 'POST', path: '/people', headers: {}, query, body },
      context,
    )

  expect((await post({ name: 'a' })).status).toBe(400)
  const both = await post({ name: 'a', friend: {} }, { dryRun: 'maybe' })
  expect(both.status).toBe(400)
  expect(JSON.stringify(both.body)).toContain('friend.of')
  expect(JSON.stringify(both.body)).toContain('dryRun')
  expect((await post({ name: 'a', friend: { of: null } })).status).toBe(200)
  expect(warnings).toEqual([
    expect.objectContaining({ api: 'people 1', operation: 'POST /people' }),
  ])
})
