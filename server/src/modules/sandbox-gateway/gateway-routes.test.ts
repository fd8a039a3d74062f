import { expect, test } from 'vitest'
import { RATE_LIMIT_HEADERS } from '@portal/schema/sandbox-rate-limit'
import {
  buildTestApp,
  type TestAppOptions,
} from '../../../test/build-test-app.ts'
import { apiIdOf, publisherApp } from '../../../test/api-entry-kit.ts'
import { sandboxKeyFor } from '../../../test/care-kit.ts'
import {
  checkAndPublish,
  referenceDataSpec,
  referenceDataSwagger,
  TEST_API,
} from '../../../test/spec-kit.ts'
import { GATEWAY_MESSAGES } from './gateway-service.ts'

const GATEWAY = '/sandbox-api/services'

async function appWithKey(apis: string, options: TestAppOptions = {}) {
  const context = await buildTestApp(options)
  return { ...context, key: await sandboxKeyFor(context.app, apis) }
}

/** A publisher's app with `document` published as the test API, and a sandbox key for that API. */
async function publishedWithKey(document: object) {
  const { app, db, headers } = await publisherApp()
  await checkAndPublish(
    app,
    headers,
    await apiIdOf(db, TEST_API.slug),
    JSON.stringify(document),
    { newVersionIfBreaking: true },
  )
  return { app, key: await sandboxKeyFor(app, `apikey/${TEST_API.altId}`) }
}

// R-GATEWAY-MOCK: every API-key API with a spec answers a documented operation with a valid key.
test.each([
  ['apikey/facilities', '/va_facilities/v0/facilities/vha_688', 'data'],
  ['apikey/vaForms', '/va_forms/v0/forms', 'data'],
  [
    'apikey/providerDirectory',
    '/provider-directory/v0/r4/Location',
    'resourceType',
  ],
])(
  '%s: GET %s answers 200 from the spec with a valid key (R-GATEWAY-MOCK)',
  async (apis, path, field) => {
    const { app, key } = await appWithKey(apis)
    const response = await app.inject({
      url: `${GATEWAY}${path}`,
      headers: { apikey: key, accept: 'application/json' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/json/)
    expect(response.json()).toHaveProperty(field)
    expect(response.headers['cache-control']).toBe('no-store')
  },
)

test('Links in an answer lead to this gateway, not the department sandbox (R-GATEWAY-URLS)', async () => {
  const { app, key } = await appWithKey('apikey/providerDirectory')
  const response = await app.inject({
    url: `${GATEWAY}/provider-directory/v0/r4/Location`,
    headers: { apikey: key },
  })
  expect(response.body).toContain(
    'http://127.0.0.1:8080/sandbox-api/services/provider-directory/v0/r4/Location',
  )
  expect(response.body).not.toContain('sandbox-api.va.gov')
})

test('Veteran Confirmation answers for the seeded test users (R-GATEWAY-TEST-USERS)', async () => {
  const { app, key } = await appWithKey('apikey/confirmation')
  const status = async (person: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: `${GATEWAY}/veteran_confirmation/v0/status`,
      headers: { apikey: key },
      payload: person,
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ veteran_status: string }>().veteran_status
  }
  const wesley = {
    first_name: 'Wesley',
    last_name: 'Ford',
    birth_date: '1986-05-06',
  }
  expect(await status({ ...wesley, ssn: '796-04-3735' })).toBe('confirmed')
  expect(
    await status({
      first_name: 'Travis',
      last_name: 'Jones',
      birth_date: '1950-09-06',
      ssn: '796123018',
    }),
  ).toBe('not confirmed')
  expect(await status({ ...wesley, ssn: '555-55-5555' })).toBe('not confirmed')
})

test('A request the spec refuses gets the spec’s 400 shape with the reason (R-GATEWAY-VALIDATE)', async () => {
  const { app, key } = await appWithKey('apikey/confirmation,apikey/facilities')
  const body = await app.inject({
    method: 'POST',
    url: `${GATEWAY}/veteran_confirmation/v0/status`,
    headers: { apikey: key },
    payload: { first_name: 'Wesley' },
  })
  expect(body.statusCode).toBe(400)
  expect(body.json().errors).toContainEqual(
    expect.objectContaining({ detail: 'missing required body field ssn' }),
  )
  const query = await app.inject({
    url: `${GATEWAY}/va_facilities/v0/facilities?lat=north`,
    headers: { apikey: key, accept: 'application/json' },
  })
  expect(query.statusCode).toBe(400)
  expect(query.body).toContain('query parameter lat must be number')
})

test('Keys: missing and unknown get 401, revoked 401, another API’s 403 (R-GATEWAY-KEY)', async () => {
  const { app, db, key } = await appWithKey('apikey/vaForms')
  const call = (
    headers: Record<string, string>,
    path = '/va_facilities/v0/facilities/vha_688',
  ) =>
    app.inject({
      url: `${GATEWAY}${path}`,
      headers: { accept: 'application/json', ...headers },
    })

  const missing = await call({})
  expect(missing.statusCode).toBe(401)
  expect(missing.json()).toEqual({ message: GATEWAY_MESSAGES.noKey })
  const unknown = await call({ apikey: 'not-a-key-we-issued' })
  expect(unknown.statusCode).toBe(401)
  expect(unknown.json()).toEqual({
    message: 'Invalid authentication credentials',
  })
  const other = await call({ apikey: key })
  expect(other.statusCode).toBe(403)
  expect(other.json()).toEqual({ message: GATEWAY_MESSAGES.otherApi })

  const revokedKey = await sandboxKeyFor(app, 'apikey/vaForms')
  await db
    .updateTable('consumer_credentials')
    .set({ revoked_at: new Date(Date.now() - 1000) })
    .where('key_prefix', '=', revokedKey.slice(0, 8))
    .execute()
  const revoked = await call({ apikey: revokedKey }, '/va_forms/v0/forms')
  expect(revoked.statusCode).toBe(401)
  expect(revoked.json()).toEqual({
    message: 'Invalid authentication credentials',
  })
})

test('OAuth APIs answer 401 with WWW-Authenticate: Bearer until tokens exist (R-GATEWAY-KEY)', async () => {
  const { app } = await buildTestApp()
  for (const path of [
    '/fhir/v0/r4/Condition?patient=1012667145V762142',
    '/community-care/v0/search',
  ]) {
    const response = await app.inject({ url: `${GATEWAY}${path}` })
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer')
  }
})

test('A path no callable API owns gets the gateway’s 404 (R-GATEWAY-NOT-FOUND)', async () => {
  const { app, key } = await appWithKey('apikey/facilities')
  for (const path of [
    '/nothing/here',
    '/va_facilities/v0/no-such-operation',
    '/va_facilities/v9/facilities',
  ]) {
    const response = await app.inject({
      url: `${GATEWAY}${path}`,
      headers: { apikey: key },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      message: 'no Route matched with those values',
    })
  }
})

test('Every answer carries the limit headers; over the limit a credential gets 429, another does not (R-GATEWAY-LIMIT)', async () => {
  const { app, key } = await appWithKey('apikey/vaForms', {
    sandboxPerMinute: 3,
  })
  const other = await sandboxKeyFor(app, 'apikey/vaForms')
  const call = (apikey: string) =>
    app.inject({ url: `${GATEWAY}/va_forms/v0/forms`, headers: { apikey } })
  const answers = [await call(key), await call(key), await call(key)]
  for (const [index, answer] of answers.entries()) {
    expect(answer.statusCode).toBe(200)
    for (const name of Object.values(RATE_LIMIT_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBeDefined()
    expect(answer.headers['ratelimit-limit']).toBe('3')
    expect(answer.headers['x-ratelimit-remaining-minute']).toBe(
      String(2 - index),
    )
  }
  const over = await call(key)
  expect(over.statusCode).toBe(429)
  expect(over.json()).toEqual({ message: 'API rate limit exceeded' })
  expect(over.headers['ratelimit-remaining']).toBe('0')
  expect(Number(over.headers['ratelimit-reset'])).toBeGreaterThan(0)
  expect(over.headers['retry-after']).toBeDefined()
  expect((await call(other)).statusCode).toBe(200)
})

test('Every call is recorded with its credential, API, path template, status and latency (R-GATEWAY-USAGE)', async () => {
  const { app, db, key } = await appWithKey('apikey/vaForms')
  await app.inject({
    url: `${GATEWAY}/va_forms/v0/forms/VA10192`,
    headers: { apikey: key },
  })
  await app.inject({
    url: `${GATEWAY}/va_forms/v0/forms`,
    headers: { apikey: 'wrong' },
  })
  const credential = await db
    .selectFrom('consumer_credentials')
    .select('id')
    .where('key_prefix', '=', key.slice(0, 8))
    .executeTakeFirstOrThrow()
  await expect
    .poll(
      () =>
        db
          .selectFrom('gateway_requests')
          .selectAll()
          .where('credential_id', '=', credential.id)
          .execute(),
      { timeout: 5000 },
    )
    .toEqual([
      expect.objectContaining({
        api_url_slug: 'va-forms',
        method: 'GET',
        path_template: '/forms/{form_name}',
        status: 200,
      }),
    ])
})

test('Pages on another origin may call the gateway: preflight and exposed limit headers (R-GATEWAY-CORS)', async () => {
  const { app } = await buildTestApp()
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: `${GATEWAY}/va_forms/v0/forms`,
    headers: {
      origin: 'https://portal.example.gov',
      'access-control-request-headers': 'apikey',
    },
  })
  expect(preflight.statusCode).toBe(204)
  expect(preflight.headers['access-control-allow-headers']).toContain('apikey')
  const call = await app.inject({ url: `${GATEWAY}/va_forms/v0/forms` })
  expect(call.headers['access-control-allow-origin']).toBe('*')
  expect(call.headers['access-control-expose-headers']).toContain(
    'RateLimit-Remaining',
  )
})

test('A body that is not JSON gets the spec’s 400 saying so, without the parser’s words (R-GATEWAY-VALIDATE, R-GATEWAY-INPUT)', async () => {
  const { app, key } = await appWithKey('apikey/confirmation')
  const response = await app.inject({
    method: 'POST',
    url: `${GATEWAY}/veteran_confirmation/v0/status`,
    headers: { apikey: key, 'content-type': 'application/octet-stream' },
    payload: '{"ssn":"796-04-3735","first_name":"Wesley","l',
  })
  expect(response.statusCode).toBe(400)
  expect(response.body).toContain('body is not valid JSON')
  expect(response.body).not.toMatch(/position|Unterminated/)
})

test('A documented path with non-ASCII characters answers when called, its escapes as every HTTP client sends them (R-GATEWAY-MOCK)', async () => {
  const document = referenceDataSpec()
  const [states] = Object.values(document.paths)
  document.paths = {
    '/bénéficiaires/{id}': {
      get: {
        ...(states as { get: object }).get,
        operationId: 'getBeneficiaire',
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            schema: { type: 'string' },
          },
          {
            name: 'città',
            in: 'query',
            required: true,
            schema: { type: 'string' },
          },
        ],
      },
    },
    '/東京': states as object,
  }
  const { app, key } = await publishedWithKey(document)
  const call = (path: string) =>
    app.inject({
      url: `${TEST_API.gatewayPath}${path}`,
      headers: { apikey: key },
    })

  const beneficiary = await call(
    `/${encodeURIComponent('bénéficiaires')}/${encodeURIComponent('élève 100%')}?${encodeURIComponent('città')}=Roma`,
  )
  expect(beneficiary.statusCode, beneficiary.body).toBe(200)
  expect(beneficiary.json()).toEqual({ items: ['AL', 'AK'] })
  const tokyo = await call(`/${encodeURIComponent('東京')}`)
  expect(tokyo.statusCode, tokyo.body).toBe(200)
  // Validated as any other call: the required query parameter, named in its own letters.
  const missing = await call(`/${encodeURIComponent('bénéficiaires')}/x`)
  expect(missing.statusCode).toBe(400)
  expect(missing.body).toContain('città')
  // A malformed escape is still the input guard's 400, not a failure.
  const malformed = await call('/b%C3%A9n%C3%A9ficiaires%C3/x?citt%C3%A0=Roma')
  expect(malformed.statusCode, malformed.body).toBe(400)
})

test('A sandbox server whose host is a variable (https://{env}-api.va.gov/…) is the sandbox: published, called, and shown as the gateway (R-GATEWAY-URLS)', async () => {
  const document = {
    ...referenceDataSpec(),
    servers: [
      {
        url: 'https://{environment}-api.va.gov/services/benefits-reference-data/{version}',
        description: 'Sandbox',
        variables: {
          environment: { default: 'sandbox', enum: ['sandbox', 'dev'] },
          version: { default: 'v1' },
        },
      },
      {
        url: '{scheme}://api.va.gov/services/benefits-reference-data/v1',
        description: 'Production',
        variables: { scheme: { default: 'https' } },
      },
    ],
  }
  const { app, key } = await publishedWithKey(document)
  const states = await app.inject({
    url: `${TEST_API.gatewayPath}/states`,
    headers: { apikey: key },
  })
  expect(states.statusCode, states.body).toBe(200)
  const metadata = await app.inject(
    `/platform-backend/v0/docs/${TEST_API.fragment}/metadata.json`,
  )
  const { meta } = metadata.json<{ meta: { versions: { path: string }[] } }>()
  const served = await app.inject(meta.versions[0]?.path ?? '')
  expect(served.json<{ servers: { url: string }[] }>().servers).toEqual([
    expect.objectContaining({
      url: 'http://127.0.0.1:8080/sandbox-api/services/benefits-reference-data/v1',
    }),
    expect.objectContaining({
      url: 'https://api.va.gov/services/benefits-reference-data/v1',
      description: 'Production (needs production access; not this sandbox)',
    }),
  ])
})

test('A documented form upload (Swagger 2.0 formData: a file and a field) answers a multipart call, and a form without a required field gets the 400 naming it (R-GATEWAY-VALIDATE)', async () => {
  const swagger = referenceDataSwagger()
  const document = {
    ...swagger,
    paths: {
      ...swagger.paths,
      '/uploads': {
        post: {
          operationId: 'upload',
          description: 'Uploads a document.',
          consumes: ['multipart/form-data'],
          produces: ['application/json'],
          parameters: [
            { name: 'content', in: 'formData', type: 'file', required: true },
            {
              name: 'metadata',
              in: 'formData',
              type: 'string',
              required: true,
            },
          ],
          responses: {
            '200': {
              description: 'Received',
              schema: { type: 'object' },
              examples: { 'application/json': { status: 'received' } },
            },
          },
        },
      },
    },
  }
  const { app, key } = await publishedWithKey(document)
  const boundary = '----qa-boundary-7MA4YWxkTrZu0gW'
  const form = (parts: string[]) =>
    app.inject({
      method: 'POST',
      url: `${TEST_API.gatewayPath}/uploads`,
      headers: {
        apikey: key,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: [
        ...parts.map((part) => `--${boundary}\r\n${part}\r\n`),
        `--${boundary}--\r\n`,
      ].join(''),
    })
  const file =
    'Content-Disposition: form-data; name="content"; filename="claim.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test'
  const metadata =
    'Content-Disposition: form-data; name="metadata"\r\n\r\n{"veteranFirstName":"Jane"}'

  const uploaded = await form([file, metadata])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  expect(uploaded.json()).toEqual({ status: 'received' })
  const withoutMetadata = await form([file])
  expect(withoutMetadata.statusCode).toBe(400)
  expect(withoutMetadata.body).toContain('metadata')
  // A form cut short, or a file over the gateway's body limit: refused, never a 500.
  const cut = await app.inject({
    method: 'POST',
    url: `${TEST_API.gatewayPath}/uploads`,
    headers: {
      apikey: key,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: `--${boundary}\r\n${file}`,
  })
  expect(cut.statusCode, cut.body).toBeGreaterThanOrEqual(400)
  expect(cut.statusCode, cut.body).toBeLessThan(500)
  const large = await form([`${file}${'x'.repeat(1_100_000)}`, metadata])
  expect(large.statusCode, large.body).toBe(413)
})

test('HEAD on a documented GET answers as the GET would, without the body (curl -I, uptime checks)', async () => {
  const { app, key } = await appWithKey('apikey/facilities')
  const url = `${GATEWAY}/va_facilities/v0/facilities/vha_688`
  const get = await app.inject({ url, headers: { apikey: key } })
  const head = await app.inject({
    method: 'HEAD',
    url,
    headers: { apikey: key },
  })
  expect(head.statusCode).toBe(get.statusCode)
  expect(head.statusCode).toBe(200)
  expect(head.headers['content-type']).toBe(get.headers['content-type'])
  expect(head.body).toBe('')
  // Without a key, the same refusal as the GET.
  expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(401)
})

test('A documented URL-encoded form (Swagger 2.0 formData fields) answers a form call, and one without a required field gets the 400 naming it (R-GATEWAY-VALIDATE)', async () => {
  const swagger = referenceDataSwagger()
  const document = {
    ...swagger,
    paths: {
      ...swagger.paths,
      '/lookups': {
        post: {
          operationId: 'lookUp',
          description: 'Looks a code up.',
          consumes: ['application/x-www-form-urlencoded'],
          produces: ['application/json'],
          parameters: [
            { name: 'code', in: 'formData', type: 'string', required: true },
            { name: 'limit', in: 'formData', type: 'integer' },
          ],
          responses: {
            '200': {
              description: 'Found',
              schema: { type: 'object' },
              examples: { 'application/json': { found: true } },
            },
          },
        },
      },
    },
  }
  const { app, key } = await publishedWithKey(document)
  const form = (payload: string) =>
    app.inject({
      method: 'POST',
      url: `${TEST_API.gatewayPath}/lookups`,
      headers: {
        apikey: key,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload,
    })
  const found = await form('code=AL&limit=2')
  expect(found.statusCode, found.body).toBe(200)
  expect(found.json()).toEqual({ found: true })
  const missing = await form('limit=2')
  expect(missing.statusCode).toBe(400)
  expect(missing.body).toContain('code')
  // Its fields are text read as their declared types: a limit that is no integer is refused.
  const wrongType = await form('code=AL&limit=two')
  expect(wrongType.statusCode).toBe(400)
  expect(wrongType.body).toContain('limit must be integer')
})

// R-QA-CIRCULAR-BODY: a body whose schema refers back to itself is validated as any other.
test('A circular request body is validated: a missing nested field is the 400 naming it, a whole body the mock answer (R-QA-CIRCULAR-BODY, R-GATEWAY-VALIDATE)', async () => {
  const document = referenceDataSpec()
  document.paths = {
    '/people': {
      post: {
        operationId: 'addPerson',
        summary: 'Add a person',
        description: 'Adds a person and their friend.',
        tags: ['people'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Person' },
            },
          },
        },
        responses: {
          '200': {
            description: 'Added',
            content: { 'application/json': { example: { added: true } } },
          },
          '400': {
            description: 'Bad request',
            content: {
              'application/json': {
                example: { errors: [{ title: 'Bad Request', detail: 'x' }] },
              },
            },
          },
        },
      },
    },
  }
  const withSchemas = document as { components: object }
  withSchemas.components = {
    ...document.components,
    schemas: {
      // A friend of nobody (null) ends a body.
      Person: {
        type: 'object',
        nullable: true,
        required: ['name', 'friend'],
        properties: {
          name: { type: 'string' },
          friend: { $ref: '#/components/schemas/Friend' },
        },
      },
      Friend: {
        type: 'object',
        required: ['of'],
        properties: { of: { $ref: '#/components/schemas/Person' } },
      },
    },
  }
  const { app, key } = await publishedWithKey(document)
  const post = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: `${TEST_API.gatewayPath}/people`,
      headers: { apikey: key, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })

  const missing = await post({ name: 'a' })
  expect(missing.statusCode, missing.body).toBe(400)
  expect(missing.json()).toEqual({
    errors: [
      { title: 'Bad Request', detail: 'missing required body field friend' },
    ],
  })
  const nested = await post({
    name: 'a',
    friend: { of: { name: 'b', friend: {} } },
  })
  expect(nested.statusCode, nested.body).toBe(400)
  expect(nested.body).toContain(
    'missing required body field friend.of.friend.of',
  )
  const valid = await post({
    name: 'a',
    friend: { of: { name: 'b', friend: { of: null } } },
  })
  expect(valid.statusCode, valid.body).toBe(200)
  expect(valid.json()).toEqual({ added: true })
})
