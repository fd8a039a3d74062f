import { expect, test } from 'vitest'
import {
  buildCurlCommand,
  listOperations,
  parseBodyValue,
} from './curl-command.ts'
import { canBuildCurl, type OpenApiDocument } from './curl-support.ts'

const OAS3: OpenApiDocument = {
  openapi: '3.0.1',
  servers: [
    {
      url: 'https://sandbox-api.va.gov/services/va_forms/{version}',
      variables: { version: { default: 'v0' } },
    },
    { url: 'https://api.va.gov/services/va_forms/{version}' },
  ],
  components: {
    securitySchemes: {
      apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
    },
    schemas: {
      Claim: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          count: { type: 'integer' },
          address: { $ref: '#/components/schemas/Address' },
          tags: { type: 'array', items: { type: 'string' } },
          contacts: {
            type: 'array',
            items: { $ref: '#/components/schemas/Address' },
          },
        },
      },
      Address: { type: 'object', properties: { city: { type: 'string' } } },
    },
  },
  paths: {
    '/forms/{form_name}': {
      get: {
        summary: 'Find a form',
        parameters: [
          { name: 'form_name', in: 'path', required: true },
          { name: 'query', in: 'query' },
          { name: 'X-Trace', in: 'header' },
        ],
      },
    },
    '/claims': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Claim' },
            },
          },
        },
      },
    },
    '/uploads': {
      post: {
        requestBody: {
          content: { 'multipart/form-data': { schema: { type: 'object' } } },
        },
      },
    },
  },
}

function operation(id: string) {
  const found = listOperations(OAS3).find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no operation ${id}`)
  return found
}

test('The builder is shown only with security and server information (or a Swagger 2 host), and an operation that is not an upload', () => {
  expect(canBuildCurl(OAS3)).toBe(true)
  expect(canBuildCurl({ ...OAS3, servers: [] })).toBe(false)
  expect(canBuildCurl({ ...OAS3, components: { schemas: {} } })).toBe(false)
  const swagger2: OpenApiDocument = {
    swagger: '2.0',
    host: 'sandbox-api.va.gov',
    basePath: '/services/claims/v1',
    securityDefinitions: { bearer: { type: 'oauth2' } },
    paths: { '/claims': { get: { summary: 'Claims' } } },
  }
  expect(canBuildCurl(swagger2)).toBe(true)
  expect(canBuildCurl({ ...swagger2, host: undefined })).toBe(false)
  expect(canBuildCurl({ ...swagger2, paths: {} })).toBe(false)
  expect(
    canBuildCurl({
      ...swagger2,
      paths: {
        '/uploads': {
          post: { consumes: ['multipart/form-data'] },
        },
      },
    }),
  ).toBe(false)
})

test('Multipart operations are marked so the builder leaves them out', () => {
  expect(operation('post /uploads').isMultipart).toBe(true)
  expect(operation('post /claims').isMultipart).toBe(false)
  const swagger2: OpenApiDocument = {
    swagger: '2.0',
    paths: { '/files': { post: { consumes: ['multipart/form-data'] } } },
  }
  expect(listOperations(swagger2)[0]?.isMultipart).toBe(true)
})

test('A command uses the first server with its default variables, the parameters and the API key', () => {
  const command = buildCurlCommand(OAS3, operation('get /forms/{form_name}'), {
    params: {
      'path:form_name': '10-10EZ',
      'query:query': 'health care',
      'header:X-Trace': 'abc',
    },
    body: {},
    credential: 'my-key',
  })
  expect(command).toBe(
    [
      "curl -X GET 'https://sandbox-api.va.gov/services/va_forms/v0/forms/10-10EZ?query=health%20care'",
      "--header 'X-Trace: abc'",
      "--header 'apikey: my-key'",
    ].join(' \\\n  '),
  )
})

test('Without a key the command shows a placeholder; bearer schemes send an Authorization header', () => {
  const withKey = buildCurlCommand(OAS3, operation('get /forms/{form_name}'), {
    params: {},
    body: {},
    credential: '',
  })
  expect(withKey).toContain("--header 'apikey: YOUR_API_KEY'")
  expect(withKey).toContain('/forms/{form_name}')
  const bearer = {
    ...OAS3,
    components: {
      ...OAS3.components,
      securitySchemes: { oauth: { type: 'oauth2' } },
    },
  }
  const command = buildCurlCommand(
    bearer,
    operation('get /forms/{form_name}'),
    { params: {}, body: {}, credential: '' },
  )
  expect(command).toContain(
    "--header 'Authorization: Bearer YOUR_ACCESS_TOKEN'",
  )
})

test('Object fields are parsed as JSON, and fall back to the raw text', () => {
  const field = { name: 'address', type: 'object' }
  expect(parseBodyValue(field, '{"city":"Boston"}')).toEqual({ city: 'Boston' })
  expect(parseBodyValue(field, 'Boston, MA')).toBe('Boston, MA')
})

test('Array fields are parsed as JSON; invalid arrays of objects are skipped; others split on commas', () => {
  expect(
    parseBodyValue(
      { name: 'tags', type: 'array', itemsType: 'string' },
      '["a","b"]',
    ),
  ).toEqual(['a', 'b'])
  expect(
    parseBodyValue(
      { name: 'tags', type: 'array', itemsType: 'string' },
      'a, b ,c',
    ),
  ).toEqual(['a', 'b', 'c'])
  const contacts = { name: 'contacts', type: 'array', itemsType: 'object' }
  expect(parseBodyValue(contacts, '[{"city":"Reno"}]')).toEqual([
    { city: 'Reno' },
  ])
  expect(parseBodyValue(contacts, '{city: Reno}')).toBeUndefined()
})

test('A body is sent as JSON with only the fields filled in; skipped arrays are left out', () => {
  const command = buildCurlCommand(OAS3, operation('post /claims'), {
    params: {},
    body: {
      name: "O'Brien",
      count: '3',
      address: 'not json',
      tags: 'x,y',
      contacts: '[{bad',
    },
    credential: 'k',
  })
  expect(command).toContain("--header 'Content-Type: application/json'")
  expect(command).toContain(
    `--data '{"name":"O'\\''Brien","count":3,"address":"not json","tags":["x","y"]}'`,
  )
})

test('Body fields come from $ref schemas, with their types', () => {
  expect(operation('post /claims').bodyFields).toEqual([
    { name: 'name', type: 'string' },
    { name: 'count', type: 'integer' },
    { name: 'address', type: 'object' },
    { name: 'tags', type: 'array', itemsType: 'string' },
    { name: 'contacts', type: 'array', itemsType: 'object' },
  ])
})
