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
