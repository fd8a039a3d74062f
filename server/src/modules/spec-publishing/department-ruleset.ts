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
            message: `The ${status} answer of this operation (${mediaType}) has no example: add an example (or examples) to it or to its schema; the docs show it and the sandbox answers with it.`,
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
        'This API is called with an API key, and the document declares no apiKey security scheme: add one with type: apiKey, in: header, name: apikey.',
      path: at,
    })
  if (auth.oauth && !types.has('oauth2') && !types.has('openIdConnect'))
    results.push({
      message:
        'This API is called with OAuth, and the document declares no oauth2 or openIdConnect security scheme: add one for its sandbox authorization server.',
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
            'The document names no sandbox server: add one to servers, https://sandbox-api.va.gov/services/{api}/{version}; the sandbox gateway and Try it out answer under its path.',
          path: ['servers'],
        },
      ]
}

/**
 * Where an API key is sent (R-SPEC-KEY-PLACE): the department's gateway takes it in the `apikey`
 * header (header names are case-insensitive); the sandbox also takes it where the document's own
 * scheme says (a query parameter, another header, a cookie), so a scheme elsewhere works here but
 * not behind the department's gateway: a warning, not an error.
 */
const apiKeyPlace: RulesetFunction<Json, ApiAuth> = (document, auth) => {
  if (!auth.apiKey) return []
  const components = isObject(document.components) ? document.components : {}
  const schemes = isObject(components.securitySchemes)
    ? Object.entries(components.securitySchemes)
    : []
  const results: IFunctionResult[] = []
  for (const [name, scheme] of schemes) {
    if (!isObject(scheme) || scheme.type !== 'apiKey') continue
    const place = typeof scheme.in === 'string' ? scheme.in : 'header'
    const key = typeof scheme.name === 'string' ? scheme.name : ''
    if (place === 'header' && key.toLowerCase() === 'apikey') continue
    const where =
      place === 'query'
        ? 'query parameter'
        : place === 'cookie'
          ? 'cookie'
          : 'header'
    results.push({
      message: `This scheme sends the API key in the ${where} "${key}": the department's gateway expects it in the "apikey" header (in: header, name: apikey). The sandbox also accepts it where this scheme declares it.`,
      path: ['components', 'securitySchemes', name],
    })
  }
  return results
}

/** No plain-http server: credentials would cross the network in clear. */
const noPlainHttp: RulesetFunction<Json> = (document) =>
  serversOf(document)
    .filter(
      ({ server }) =>
        typeof server.url === 'string' && /^http:/i.test(server.url),
    )
    .map(({ server, at }) => ({
      message: `This server's address is plain http (${String(server.url)}): use https (https://${String(server.url).slice('http://'.length)}); credentials would cross the network in clear.`,
      path: [...at, 'url'],
    }))

// Spectral's `path-params` reads a template parameter as `{[a-zA-Z0-9_-]+}`, so `{identité}` is
// no parameter to it and the declared `identité` is "not used in the path"; OpenAPI allows any
// name. The rule stays Spectral's own (R-QA-PATH-PARAM-NAMES): it is given the paths with every
// other name replaced by an ASCII stand-in, in the templates and in the parameters alike, and its
// findings are told with the names put back.
const spectralPathParams = (() => {
  const rule = (oas as RulesetDefinition & { rules: Record<string, unknown> })
    .rules['path-params'] as { then: { function: RulesetFunction<Json> } }
  return rule.then.function
})()
const TEMPLATE_NAME = /\{;?\??([^{}/;?*]+)\*?\}/g
const SPECTRAL_NAME = /^[a-zA-Z0-9_-]+$/
const STAND_IN = /__path_param_(\d+)__/g

const pathParams: RulesetFunction<Json> = (paths, options, context) => {
  const names: string[] = []
  const standIn = (name: string) => {
    if (SPECTRAL_NAME.test(name)) return name
    const index = names.indexOf(name)
    return `__path_param_${index === -1 ? names.push(name) - 1 : index}__`
  }
  const withStandIns = (parameters: unknown) =>
    Array.isArray(parameters)
      ? parameters.map((parameter: unknown) =>
          isObject(parameter) &&
          parameter.in === 'path' &&
          typeof parameter.name === 'string'
            ? { ...parameter, name: standIn(parameter.name) }
            : parameter,
        )
      : parameters
  const renamed: Json = {}
  for (const [route, item] of Object.entries(paths)) {
    const template = route.replace(TEMPLATE_NAME, (whole, name: string) =>
      whole.replace(name, standIn(name)),
    )
    if (!isObject(item)) {
      renamed[template] = item
      continue
    }
    const copy: Json = { ...item, parameters: withStandIns(item.parameters) }
    for (const method of OPERATION_METHODS)
      if (isObject(item[method]))
        copy[method] = {
          ...item[method],
          parameters: withStandIns(item[method].parameters),
        }
    if (!('parameters' in item)) delete copy.parameters
    renamed[template] = copy
  }
  const named = (text: string) =>
    text.replace(
      STAND_IN,
      (standing, index: string) => names[Number(index)] ?? standing,
    )
  const results = spectralPathParams(renamed, options, context)
  if (names.length === 0 || !Array.isArray(results)) return results
  return (results as IFunctionResult[]).map((result) => ({
    ...result,
    message: named(result.message),
    ...(result.path
      ? {
          path: result.path.map((part) =>
            typeof part === 'string' ? named(part) : part,
          ),
        }
      : {}),
  }))
}

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
      // Spectral's rule, reading parameter names in any letters (R-QA-PATH-PARAM-NAMES).
      'path-params': {
        description: 'Path parameters must be defined and valid.',
        message: '{{error}}',
        severity: 'error',
        given: '$.paths',
        then: { function: pathParams },
      },
      'department-operation-id': {
        description: 'Every operation has an operationId.',
        message:
          'This operation has no operationId: add one, unique in the document (such as getFacility); code samples and client generators name the call by it.',
        severity: 'error',
        given: OPERATIONS,
        then: { field: 'operationId', function: truthy },
      },
      'department-operation-description': {
        description: 'Every operation has a description.',
        message:
          'This operation has no description: add one that says what it does; the docs page shows it under the operation.',
        severity: 'warn',
        given: OPERATIONS,
        then: { field: 'description', function: truthy },
      },
      'department-2xx-example': {
        description: 'Every 2xx answer with a body has an example.',
        message: '{{error}}',
        severity: 'warn',
        given: '$',
        then: { function: examplesOf2xx },
      },
      'department-auth-schemes': {
        description:
          "The security schemes match the catalogue entry's auth types.",
        message: '{{error}}',
        severity: 'error',
        given: '$',
        then: { function: schemesMatchingAuth, functionOptions: auth },
      },
      'department-sandbox-server': {
        description: 'The document names a sandbox server.',
        message: '{{error}}',
        severity: 'error',
        given: '$',
        then: { function: sandboxServer },
      },
      'department-key-place': {
        description:
          'An API key is declared where the department\'s gateway takes it: the "apikey" header.',
        message: '{{error}}',
        severity: 'warn',
        given: '$',
        then: { function: apiKeyPlace, functionOptions: auth },
      },
      'department-https-servers': {
        description: 'No plain-http servers.',
        message: '{{error}}',
        severity: 'error',
        given: '$',
        then: { function: noPlainHttp },
      },
    },
  } as RulesetDefinition
}
