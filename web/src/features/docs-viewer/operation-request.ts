import type { BuiltRequest } from './curl-command.ts'

// The request an operation's Execute button would send now, for its code sample
// (R-DOCS-OPERATION-SAMPLES): built as swagger-ui's own `executeRequest` builds it, by
// swagger-client's `buildRequest` from swagger-ui's state (the values typed in Try it out, the
// chosen server, the Authorize dialog's credentials), so the sample calls the gateway address and
// puts the key where Try it out does: the served spec's security, the gateway's rule
// (server/src/modules/docs/try-it-security.ts). Only what a sample cannot know is filled in: a
// credential not yet given is a placeholder, and a path parameter not yet typed stays `{name}`.

interface Immutable {
  toJS: () => unknown
}

interface ImmutableMap extends Immutable {
  get: (key: string) => unknown
  getIn: (path: string[]) => unknown
}

/** What swagger-client's `buildRequest` answers (the parts a sample shows). */
interface SwaggerRequest {
  url: string
  method: string
  headers?: Record<string, unknown>
  body?: unknown
}

type PathMethod = [path: string, method: string]

/** The parts of swagger-ui's system the sample reads. */
export interface TryItOutSystem {
  fn: {
    buildRequest: (options: Record<string, unknown>) => SwaggerRequest
    opId: (operation: unknown, path: string, method: string) => string
  }
  specSelectors: {
    isOAS3: () => boolean
    url: () => string
    specJsonWithResolvedSubtrees: () => ImmutableMap
    parameterValues: (pathMethod: PathMethod, isXml: boolean) => Immutable
    contentTypeValues: (pathMethod: PathMethod) => Immutable
    operationScheme: (path: string, method: string) => string
  }
  oas3Selectors: {
    selectedServer: (namespace?: string) => string
    serverVariables: (options: {
      server: string
      namespace?: string
    }) => Immutable
    requestContentType: (path: string, method: string) => string
    responseContentType: (path: string, method: string) => string
    requestBodyValue: (path: string, method: string) => unknown
  }
  authSelectors: { authorized: () => Immutable | undefined }
}

interface Scheme {
  type?: string
  scheme?: string
}

interface Operation {
  operationId?: string
  security?: Record<string, unknown>[]
  parameters?: { name: string; in: string }[]
}

const plain = (value: unknown): unknown =>
  value && typeof (value as Immutable).toJS === 'function'
    ? (value as Immutable).toJS()
    : value

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

// The top-level parts of a document `buildRequest` reads, besides the operation's path item.
const TOP_LEVEL = [
  'openapi',
  'swagger',
  'servers',
  'host',
  'basePath',
  'schemes',
  'security',
  'securityDefinitions',
]

/** A placeholder credential for a scheme the reader has not authorized yet. */
function placeholder(scheme: Scheme): unknown {
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return { token: { access_token: 'YOUR_ACCESS_TOKEN' } }
  if (
    scheme.type === 'basic' ||
    (scheme.type === 'http' && /^basic$/i.test(scheme.scheme ?? ''))
  )
    return { value: { username: 'YOUR_USERNAME', password: 'YOUR_PASSWORD' } }
  if (scheme.type === 'http') return { value: 'YOUR_ACCESS_TOKEN' }
  return { value: 'YOUR_API_KEY' }
}

/**
 * The credentials Try it out sends: the Authorize dialog's, or, when it has none the operation
 * asks for, its first requirement's schemes with placeholders.
 */
function credentialsFor(
  security: Record<string, unknown>[],
  schemes: Record<string, Scheme>,
  authorized: Record<string, unknown>,
): Record<string, unknown> {
  const names = security.flatMap((requirement) => Object.keys(requirement))
  if (names.some((name) => name in authorized)) return authorized
  return Object.fromEntries(
    Object.keys(security[0] ?? {}).flatMap((name) => {
      const scheme = schemes[name]
      return scheme ? [[name, placeholder(scheme)]] : []
    }),
  )
}

/** The request body as swagger-ui sends it: a form's fields without the empty ones. */
function requestBodyOf(value: unknown): unknown {
  const body = plain(value)
  if (!body || typeof body !== 'object') return body
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .map(([name, field]): [string, unknown] => [
        name,
        field && typeof field === 'object' && 'value' in field
          ? field.value
          : field,
      ])
      .filter(([, field]) => !isEmpty(field)),
  )
}

/** swagger-client's request as the samples' request: headers as a list, the body as text. */
function toBuiltRequest(request: SwaggerRequest): BuiltRequest {
  const headers = Object.entries(request.headers ?? {}).map(
    ([name, value]) => ({ name, value: String(value) }),
  )
  const base = { method: request.method.toUpperCase(), url: request.url }
  const { body } = request
  if (body === undefined || body === null) return { ...base, headers }
  if (typeof body === 'string') return { ...base, headers, body }
  if (body instanceof FormData) {
    return {
      ...base,
      headers,
      form: [...body.entries()].map(([name, value]) =>
        typeof value === 'string'
          ? { name, value }
          : { name, fileName: value.name },
      ),
    }
  }
  return { ...base, headers, body: JSON.stringify(body) }
}

/** The request the operation's Execute button would send now. */
export function tryItOutRequest(
  system: TryItOutSystem,
  [path, method]: PathMethod,
): BuiltRequest {
  const { fn, specSelectors, oas3Selectors, authSelectors } = system
  const document = specSelectors.specJsonWithResolvedSubtrees()
  const spec: Record<string, unknown> = Object.fromEntries(
    TOP_LEVEL.flatMap((key) => {
      const value = plain(document.get(key))
      return value === undefined ? [] : [[key, value]]
    }),
  )
  const schemes = (plain(document.getIn(['components', 'securitySchemes'])) ??
    spec.securityDefinitions ??
    {}) as Record<string, Scheme>
  const pathItem = (plain(document.getIn(['paths', path])) ?? {}) as Record<
    string,
    unknown
  >
  spec.components = { securitySchemes: schemes }
  spec.paths = { [path]: pathItem }
  const operation = (pathItem[method] ?? {}) as Operation

  const { requestContentType, responseContentType } = plain(
    specSelectors.contentTypeValues([path, method]),
  ) as { requestContentType?: string; responseContentType?: string }
  const values = plain(
    specSelectors.parameterValues(
      [path, method],
      /xml/i.test(requestContentType ?? ''),
    ),
  ) as Record<string, unknown>
  // A value not typed yet is left out (`null` to buildRequest), as Try it out would refuse it.
  const parameters = Object.fromEntries(
    [
      ...((pathItem.parameters ?? []) as NonNullable<Operation['parameters']>),
      ...(operation.parameters ?? []),
    ].map(({ name, in: where }) => {
      const key = `${where}.${name}`
      return [key, isEmpty(values[key]) ? null : values[key]]
    }),
  )
  const security = (operation.security ?? spec.security ?? []) as Record<
    string,
    unknown
  >[]
  const authorized = (plain(authSelectors.authorized()) ?? {}) as Record<
    string,
    unknown
  >
  const options: Record<string, unknown> = {
    spec,
    operationId: operation.operationId ?? fn.opId(operation, path, method),
    parameters,
    contextUrl: new URL(specSelectors.url(), window.location.href).toString(),
    scheme: specSelectors.operationScheme(path, method),
    requestContentType,
    responseContentType: responseContentType ?? '*/*',
    securities: {
      authorized: credentialsFor(security, schemes, authorized),
      definitions: schemes,
      specSecurity: spec.security,
    },
  }
  if (specSelectors.isOAS3()) {
    const namespace = `${path}:${method}`
    const server =
      oas3Selectors.selectedServer(namespace) || oas3Selectors.selectedServer()
    const own = plain(
      oas3Selectors.serverVariables({ server, namespace }),
    ) as object
    Object.assign(options, {
      server,
      serverVariables: Object.keys(own).length
        ? own
        : plain(oas3Selectors.serverVariables({ server })),
      requestContentType: oas3Selectors.requestContentType(path, method),
      responseContentType:
        oas3Selectors.responseContentType(path, method) || '*/*',
      requestBody: requestBodyOf(oas3Selectors.requestBodyValue(path, method)),
    })
  }
  return toBuiltRequest(fn.buildRequest(options))
}
