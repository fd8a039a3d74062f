import type {
  IFunctionResult,
  RulesetDefinition,
  RulesetFunction,
} from '@stoplight/spectral-core'
import { truthy } from '@stoplight/spectral-functions'
import { oas } from '@stoplight/spectral-rulesets'
import {
  findSandboxServer,
  type SpecServer,
} from '@portal/schema/sandbox-servers'
import {
  isObject,
  OPERATION_METHODS,
  operationsOf,
} from '../../api-document/operations.ts'

/** How the catalogue says an API is called: the security schemes its document must declare. */
export interface ApiAuth {
  apiKey: boolean
  oauth: boolean
}

type Json = Record<string, unknown>

const OPERATIONS = `$.paths[*][${OPERATION_METHODS.join(',')}]`

/** An example for every 2xx answer with a body: the docs show it and the gateway answers with it. */
const examplesOf2xx: RulesetFunction<Json> = (document) => {
  const results: IFunctionResult[] = []
  for (const { operation, at } of operationsOf(document)) {
    if (!isObject(operation.responses)) continue
    for (const [status, response] of Object.entries(operation.responses)) {
      if (
        !/^2/.test(status) ||
        !isObject(response) ||
        !isObject(response.content)
      )
        continue
      for (const [mediaType, media] of Object.entries(response.content)) {
        if (!isObject(media)) continue
        const schema = isObject(media.schema) ? media.schema : {}
        const hasExample =
          media.example !== undefined ||
          (isObject(media.examples) &&
            Object.keys(media.examples).length > 0) ||
          schema.example !== undefined
        if (!hasExample)
          results.push({
            message: `The ${status} answer of this operation (${mediaType}) has no example.`,
            path: [...at, 'responses', status, 'content', mediaType],
          })
      }
    }
  }
  return results
}

/** The security schemes the catalogue's auth types need (the gateway checks the same credential). */
const schemesMatchingAuth: RulesetFunction<Json, ApiAuth> = (
  document,
  auth,
) => {
  const components = isObject(document.components) ? document.components : {}
  const schemes = isObject(components.securitySchemes)
    ? Object.values(components.securitySchemes).filter(isObject)
    : []
  const types = new Set(schemes.map((scheme) => scheme.type))
  const results: IFunctionResult[] = []
  const at = ['components', 'securitySchemes']
  if (auth.apiKey && !types.has('apiKey'))
    results.push({
      message:
        'This API is called with an API key: declare a security scheme of type apiKey (header "apikey").',
      path: at,
    })
  if (auth.oauth && !types.has('oauth2') && !types.has('openIdConnect'))
    results.push({
      message:
        'This API is called with OAuth: declare a security scheme of type oauth2 or openIdConnect.',
      path: at,
    })
  return results
}

const serversOf = (
  document: Json,
): { server: Json; at: (string | number)[] }[] => {
  const list = (value: unknown, at: (string | number)[]) =>
    Array.isArray(value)
      ? value
          .filter(isObject)
          .map((server, index) => ({ server, at: [...at, index] }))
      : []
  const found = list(document.servers, ['servers'])
  if (isObject(document.paths))
    for (const [route, item] of Object.entries(document.paths))
      if (isObject(item))
        found.push(...list(item.servers, ['paths', route, 'servers']))
  for (const { operation, at } of operationsOf(document))
    found.push(...list(operation.servers, [...at, 'servers']))
  return found
}

/** A sandbox server: the sandbox gateway answers the API under its path. */
const sandboxServer: RulesetFunction<Json> = (document) => {
  const servers = Array.isArray(document.servers)
    ? (document.servers.filter(isObject) as unknown as SpecServer[])
    : []
  return findSandboxServer(
    servers.filter((server) => typeof server.url === 'string'),
  )
    ? []
    : [
        {
          message:
            'Add a sandbox server (https://sandbox-api.va.gov/services/…): the sandbox gateway and Try it out answer under its path.',
          path: ['servers'],
        },
      ]
}

/** No plain-http server: credentials would cross the network in clear. */
const noPlainHttp: RulesetFunction<Json> = (document) =>
  serversOf(document)
    .filter(
      ({ server }) =>
        typeof server.url === 'string' && /^http:/i.test(server.url),
    )
    .map(({ at }) => ({
      message: 'Use an https server address, never plain http.',
      path: [...at, 'url'],
    }))

/**
 * The department's ruleset (R-SPEC-LINT): Spectral's OpenAPI rules plus the department's own.
 * Errors block publishing, warnings do not. Four of Spectral's rules are off: checking every
 * example against its schema took most of the lint time of the large FHIR documents (seconds
 * each, measured on the seeded specs) while the gateway already validates what it answers;
 * `oas3-schema` repeats the standard validator's check of the document's structure; and
 * `oas3-api-servers` (a warning when there is no server) is covered by the sandbox-server
 * error, while it made Spectral build a new Ajv for every document without an enum.
 */
export function departmentRuleset(auth: ApiAuth): RulesetDefinition {
  return {
    extends: [[oas as RulesetDefinition, 'recommended']],
    rules: {
      'operation-operationId': 'off',
      'operation-description': 'off',
      'oas3-valid-media-example': 'off',
      'oas3-valid-schema-example': 'off',
      'oas3-schema': 'off',
      'oas3-api-servers': 'off',
      'department-operation-id': {
        description: 'Every operation has an operationId.',
        message: 'Give this operation an operationId.',
        severity: 'error',
        given: OPERATIONS,
        then: { field: 'operationId', function: truthy },
      },
      'department-operation-description': {
        description: 'Every operation has a description.',
        message: 'Describe this operation (description).',
        severity: 'warn',
        given: OPERATIONS,
        then: { field: 'description', function: truthy },
      },
      'department-2xx-example': {
        description: 'Every 2xx answer with a body has an example.',
        severity: 'warn',
        given: '$',
        then: { function: examplesOf2xx },
      },
      'department-auth-schemes': {
        description:
          "The security schemes match the catalogue entry's auth types.",
        severity: 'error',
        given: '$',
        then: { function: schemesMatchingAuth, functionOptions: auth },
      },
      'department-sandbox-server': {
        description: 'The document names a sandbox server.',
        severity: 'error',
        given: '$',
        then: { function: sandboxServer },
      },
      'department-https-servers': {
        description: 'No plain-http servers.',
        severity: 'error',
        given: '$',
        then: { function: noPlainHttp },
      },
    },
  } as RulesetDefinition
}
