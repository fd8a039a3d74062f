import { expect, test } from 'vitest'
import { withGatewaySecurity } from './try-it-security.ts'

const APIKEY = { type: 'apiKey', in: 'header', name: 'apikey' }
const BEARER = { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }
const SANDBOX_OAUTH = {
  type: 'oauth2',
  flows: {
    authorizationCode: {
      authorizationUrl: 'https://sandbox-api.va.gov/oauth2/x/v1/authorization',
      tokenUrl: 'https://sandbox-api.va.gov/oauth2/x/v1/token',
      scopes: { 'x.read': 'read' },
    },
  },
}
const PRODUCTION_OAUTH = {
  type: 'oauth2',
  flows: {
    authorizationCode: {
      authorizationUrl: 'https://api.va.gov/oauth2/x/v1/authorization',
      tokenUrl: 'https://api.va.gov/oauth2/x/v1/token',
      scopes: { 'x.read': 'read' },
    },
  },
}

function spec(
  schemes: Record<string, unknown> | undefined,
  security?: unknown,
  operationSecurity?: unknown,
) {
  return {
    openapi: '3.0.1',
    ...(security === undefined ? {} : { security }),
    components: schemes ? { securitySchemes: schemes, schemas: {} } : {},
    paths: {
      '/a': {
        parameters: [],
        get:
          operationSecurity === undefined
            ? { responses: {} }
            : { security: operationSecurity, responses: {} },
        post: { responses: {} },
      },
    },
  } as Record<string, unknown> & {
    components: Record<string, unknown>
    paths: { '/a': { get: Record<string, unknown> } }
  }
}

test('An API-key API whose spec declares no scheme gets an apikey header scheme, required everywhere', () => {
  const document = spec(undefined)
  withGatewaySecurity(document, { auth: 'apikey', acgScopes: null })
  expect(document.components.securitySchemes).toEqual({
    apikey: { ...APIKEY, description: expect.any(String) },
  })
  expect(document.security).toEqual([{ apikey: [] }])
})

test("An API-key API's spec asking for a bearer token or nothing asks for the key instead; its own key scheme is kept by name", () => {
  const document = spec(
    { key: APIKEY, bearer_token: BEARER },
    [{ bearer_token: [] }],
    [],
  )
  withGatewaySecurity(document, { auth: 'apikey', acgScopes: null })
  expect(document.components.securitySchemes).toEqual({ key: APIKEY })
  expect(document.components.schemas).toEqual({})
  expect(document.security).toEqual([{ key: [] }])
  expect(document.paths['/a'].get.security).toEqual([{ key: [] }])
})

test('An OAuth API keeps its sandbox OAuth scheme and scopes, drops the key and production schemes, and gains a bearer token', () => {
  const document = spec(
    { apikey: APIKEY, sandbox: SANDBOX_OAUTH, production: PRODUCTION_OAUTH },
    [{ sandbox: ['x.read'] }, { production: ['x.read'] }],
    [{ apikey: [] }],
  )
  withGatewaySecurity(document, { auth: 'oauth', acgScopes: ['x.read'] })
  const schemes = document.components.securitySchemes as Record<string, unknown>
  expect(Object.keys(schemes).sort()).toEqual(['bearer_token', 'sandbox'])
  expect(schemes.bearer_token).toMatchObject({ type: 'http', scheme: 'bearer' })
  expect(document.security).toEqual([
    { sandbox: ['x.read'] },
    { bearer_token: [] },
  ])
  expect(document.paths['/a'].get.security).toEqual([
    { sandbox: [] },
    { bearer_token: [] },
  ])
})

test('An Authorization Code API whose spec has only a bearer scheme gains an Authorization Code scheme with the catalogue scopes', () => {
  const document = spec({ token: BEARER }, [{ token: [] }])
  withGatewaySecurity(document, {
    auth: 'oauth',
    acgScopes: ['claim.read', 'openid'],
  })
  const schemes = document.components.securitySchemes as Record<
    string,
    { flows?: { authorizationCode?: { scopes: object } } }
  >
  expect(Object.keys(schemes)).toEqual(['token', 'OauthFlowSandbox'])
  expect(schemes.OauthFlowSandbox?.flows?.authorizationCode?.scopes).toEqual({
    'claim.read': 'claim.read',
    openid: 'openid',
  })
  expect(document.security).toEqual([{ token: [] }, { OauthFlowSandbox: [] }])
})

test('An open-data API asks for nothing', () => {
  const document = spec({ apikey: APIKEY }, [{ apikey: [] }], [{ apikey: [] }])
  withGatewaySecurity(document, { auth: 'none', acgScopes: null })
  expect(document.components).toEqual({ schemas: {} })
  expect(document.security).toBeUndefined()
  expect(document.paths['/a'].get.security).toBeUndefined()
})

test('Swagger 2 documents get the key in securityDefinitions', () => {
  const document: Record<string, unknown> = {
    swagger: '2.0',
    securityDefinitions: { basic: { type: 'basic' } },
    paths: {},
  }
  withGatewaySecurity(document, { auth: 'apikey', acgScopes: null })
  expect(document.securityDefinitions).toEqual({
    apikey: { ...APIKEY, description: expect.any(String) },
  })
  expect(document.security).toEqual([{ apikey: [] }])
})

test('Malformed security parts are replaced, never thrown on', () => {
  const document: Record<string, unknown> = {
    openapi: '3.0.0',
    components: { securitySchemes: { a: 'x', b: null } },
    security: 'nope',
    paths: { '/a': { get: { security: { a: 1 } } }, '/b': null },
  }
  withGatewaySecurity(document, { auth: 'apikey', acgScopes: null })
  expect(document.security).toEqual([{ apikey: [] }])
})

test("An API-key API's spec declaring its key in the query keeps it, so Try it out sends it where the gateway takes it (R-GATEWAY-KEY-PLACE)", () => {
  const query = { type: 'apiKey', in: 'query', name: 'api_key' }
  const document = spec({ key: query }, [{ key: [] }])
  withGatewaySecurity(document, { auth: 'apikey', acgScopes: null })
  expect(document.components.securitySchemes).toEqual({ key: query })
  expect(document.security).toEqual([{ key: [] }])
})

test("An API-key API's spec declaring only a cookie key gets the apikey header: a page cannot send the cookie (R-GATEWAY-KEY-PLACE)", () => {
  const cookie = { type: 'apiKey', in: 'cookie', name: 'session_key' }
  const document = spec({ key: cookie }, [{ key: [] }])
  withGatewaySecurity(document, { auth: 'apikey', acgScopes: null })
  expect(document.components.securitySchemes).toEqual({
    apikey: { ...APIKEY, description: expect.any(String) },
  })
  expect(document.security).toEqual([{ apikey: [] }])
})
