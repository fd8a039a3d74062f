import { expect, test } from 'vitest'
import { lintDocument } from './spec-lint.ts'
import { referenceDataSpec } from '../../../test/spec-kit.ts'

const API_KEY = { apiKey: true, oauth: false }
const codesOf = async (document: Record<string, unknown>, auth = API_KEY) =>
  (await lintDocument(document, auth))
    .filter((finding) => finding.code.startsWith('department-'))
    .map(({ severity, code, path }) => ({ severity, code, path }))

test('A clean document has no department findings', async () => {
  expect(await codesOf(referenceDataSpec())).toEqual([])
})

test('An operation without operationId is an error; without a description a warning', async () => {
  const document = referenceDataSpec({ withoutOperationId: true })
  const operation = (
    document.paths['/states'] as { get: Record<string, unknown> }
  ).get
  delete operation.description
  expect(await codesOf(document)).toEqual(
    expect.arrayContaining([
      {
        severity: 'error',
        code: 'department-operation-id',
        path: 'paths./states.get',
      },
      {
        severity: 'warning',
        code: 'department-operation-description',
        path: 'paths./states.get',
      },
    ]),
  )
})

test('A 2xx answer without an example is a warning at its media type', async () => {
  const document = referenceDataSpec()
  const content = (
    document.paths['/countries'] as {
      get: {
        responses: {
          '200': { content: Record<string, Record<string, unknown>> }
        }
      }
    }
  ).get.responses['200'].content['application/json']!
  delete content.example
  expect(await codesOf(document)).toEqual([
    {
      severity: 'warning',
      code: 'department-2xx-example',
      path: 'paths./countries.get.responses.200.content.application/json',
    },
  ])
})

test('Security schemes must match the catalogue: apiKey for key APIs, oauth2 or openIdConnect for OAuth', async () => {
  expect(
    await codesOf(referenceDataSpec(), { apiKey: false, oauth: true }),
  ).toEqual([
    {
      severity: 'error',
      code: 'department-auth-schemes',
      path: 'components.securitySchemes',
    },
  ])
  const document = referenceDataSpec()
  document.components.securitySchemes = {
    oauth: {
      type: 'oauth2',
      flows: {
        clientCredentials: { tokenUrl: 'https://x.va.gov/t', scopes: {} },
      },
    },
  } as never
  expect(await codesOf(document, { apiKey: false, oauth: true })).toEqual([])
  expect(await codesOf(document, API_KEY)).toEqual([
    {
      severity: 'error',
      code: 'department-auth-schemes',
      path: 'components.securitySchemes',
    },
  ])
})

test('A document needs a sandbox server and no plain-http one', async () => {
  const document = referenceDataSpec({ plainHttp: true })
  document.servers = document.servers.slice(1)
  expect(await codesOf(document)).toEqual(
    expect.arrayContaining([
      { severity: 'error', code: 'department-sandbox-server', path: 'servers' },
      {
        severity: 'error',
        code: 'department-https-servers',
        path: 'servers.0.url',
      },
    ]),
  )
})

/** The department findings' messages by rule (R-SPEC-RULE-MESSAGES). */
const messagesOf = async (document: Record<string, unknown>, auth = API_KEY) =>
  (await lintDocument(document, auth))
    .filter((finding) => finding.code.startsWith('department-'))
    .map(({ code, message }) => ({ code, message }))

test('Each department rule says what is wrong and how to fix it, with the expected value', async () => {
  const document = referenceDataSpec({
    withoutOperationId: true,
    plainHttp: true,
  })
  document.servers = document.servers.slice(1)
  const states = (
    document.paths['/states'] as {
      get: {
        description?: string
        responses: {
          '200': { content: Record<string, Record<string, unknown>> }
        }
      }
    }
  ).get
  delete states.description
  delete states.responses['200'].content['application/json']!.example
  expect(await messagesOf(document)).toEqual(
    expect.arrayContaining([
      {
        code: 'department-operation-id',
        message:
          'This operation has no operationId: add one, unique in the document (such as getFacility); code samples and client generators name the call by it.',
      },
      {
        code: 'department-operation-description',
        message:
          'This operation has no description: add one that says what it does; the docs page shows it under the operation.',
      },
      {
        code: 'department-2xx-example',
        message:
          'The 200 answer of this operation (application/json) has no example: add an example (or examples) to it or to its schema; the docs show it and the sandbox answers with it.',
      },
      {
        code: 'department-sandbox-server',
        message:
          'The document names no sandbox server: add one to servers, https://sandbox-api.va.gov/services/{api}/{version}; the sandbox gateway and Try it out answer under its path.',
      },
      {
        code: 'department-https-servers',
        message:
          "This server's address is plain http (http://api.va.gov/services/benefits-reference-data/v1): use https (https://api.va.gov/services/benefits-reference-data/v1); credentials would cross the network in clear.",
      },
    ]),
  )
  expect(
    await messagesOf(referenceDataSpec(), { apiKey: false, oauth: true }),
  ).toEqual([
    {
      code: 'department-auth-schemes',
      message:
        'This API is called with OAuth, and the document declares no oauth2 or openIdConnect security scheme: add one for its sandbox authorization server.',
    },
  ])
  const withoutKey = referenceDataSpec()
  withoutKey.components.securitySchemes = {} as never
  expect(await messagesOf(withoutKey)).toEqual([
    {
      code: 'department-auth-schemes',
      message:
        'This API is called with an API key, and the document declares no apiKey security scheme: add one with type: apiKey, in: header, name: apikey.',
    },
  ])
})

test('A key declared elsewhere than the apikey header is a warning saying where the gateway expects it (R-SPEC-KEY-PLACE)', async () => {
  const document = referenceDataSpec()
  document.components.securitySchemes = {
    api_key: { type: 'apiKey', name: 'api_key', in: 'query' },
  } as never
  document.security = [{ api_key: [] }] as never
  expect(await lintDocument(document, API_KEY)).toEqual(
    expect.arrayContaining([
      {
        severity: 'warning',
        code: 'department-key-place',
        message:
          'This scheme sends the API key in the query parameter "api_key": the department\'s gateway expects it in the "apikey" header (in: header, name: apikey). The sandbox also accepts it where this scheme declares it.',
        path: 'components.securitySchemes.api_key',
      },
    ]),
  )
  // An OAuth API's gateway takes no key: not asked.
  expect(
    (await codesOf(document, { apiKey: false, oauth: true })).map(
      ({ code }) => code,
    ),
  ).not.toContain('department-key-place')
  // The apikey header, in any case, is where the gateway takes it.
  document.components.securitySchemes = {
    key: { type: 'apiKey', name: 'ApiKey', in: 'header' },
  } as never
  document.security = [{ key: [] }] as never
  expect(await codesOf(document)).toEqual([])
})

// R-QA-PATH-PARAM-NAMES: OpenAPI allows any parameter name; Spectral's path-params reads ASCII.
const pathParamFindings = async (
  template: string,
  names: string[],
): Promise<{ code: string; message: string; path: string }[]> => {
  const document = referenceDataSpec()
  const [states] = Object.values(document.paths) as { get: object }[]
  document.paths = {
    [template]: {
      get: {
        ...states!.get,
        operationId: 'getBeneficiaire',
        parameters: names.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
      },
    },
  }
  return (await lintDocument(document, API_KEY))
    .filter((finding) => finding.code === 'path-params')
    .map(({ code, message, path }) => ({ code, message, path }))
}

test('A path parameter named in any letters (/bénéficiaires/{identité}) has no path-params finding (R-QA-PATH-PARAM-NAMES)', async () => {
  expect(
    await pathParamFindings('/bénéficiaires/{identité}', ['identité']),
  ).toEqual([])
  expect(await pathParamFindings('/東京/{区}/{名前}', ['区', '名前'])).toEqual(
    [],
  )
})

test('path-params still finds an undeclared, an unused or a repeated parameter named in any letters (R-QA-PATH-PARAM-NAMES)', async () => {
  expect(await pathParamFindings('/bénéficiaires/{identité}', [])).toEqual([
    {
      code: 'path-params',
      message:
        'Operation must define parameter "{identité}" as expected by path "/bénéficiaires/{identité}".',
      path: 'paths./bénéficiaires/{identité}.get',
    },
  ])
  expect(
    await pathParamFindings('/bénéficiaires/{identité}', [
      'identité',
      'numéro',
    ]),
  ).toEqual([
    expect.objectContaining({
      message:
        'Parameter "numéro" must be used in path "/bénéficiaires/{identité}".',
    }),
  ])
  expect(
    await pathParamFindings('/bénéficiaires/{identité}/{identité}', [
      'identité',
    ]),
  ).toEqual([
    expect.objectContaining({
      message:
        'Path "/bénéficiaires/{identité}/{identité}" must not use parameter "{identité}" multiple times.',
    }),
  ])
})
