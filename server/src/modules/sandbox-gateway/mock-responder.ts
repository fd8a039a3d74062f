import type { ValidateFunction } from 'ajv'
import type { OpenAPIBackend, Operation, Request } from 'openapi-backend'
import { sample } from 'openapi-sampler'
import { toGatewayUrl } from '@portal/schema/sandbox-servers'
import {
  findTestUser,
  identityOf,
  personalize,
  type TestUser,
} from './test-user-keys.ts'

/** A call as the mock engine reads it: the path is relative to the spec's base path. */
export type MockRequest = Required<
  Pick<Request, 'method' | 'path' | 'headers'>
> & {
  query: Record<string, string | string[]>
  body?: unknown
}

/** What the gateway sends back. `body` is a JSON value, a string, or undefined (no content). */
export interface MockAnswer {
  status: number
  contentType: string | undefined
  body: unknown
  /** The operation's path template (`/facilities/{id}`), for the usage records. */
  pathTemplate: string
}

/** A validation error of the engine (Ajv's, as openapi-backend reports it). */
type ErrorObject = NonNullable<
  ReturnType<OpenAPIBackend['validator']['validateRequest']>['errors']
>[number]

interface MediaObject {
  schema?: object
  example?: unknown
  examples?: Record<string, { value?: unknown }>
}
interface ResponseObject {
  content?: Record<string, MediaObject>
}

/** The department gateway's words when no route matches (R-GATEWAY-NOT-FOUND). */
export const NO_ROUTE = { message: 'no Route matched with those values' }

const SAMPLE_OPTIONS = { skipWriteOnly: true, quiet: true, maxSampleDepth: 8 }

// Generated answers never change for an operation: each is built once (R-GATEWAY-MOCK).
const answers = new WeakMap<object, Map<string, unknown>>()

function mediaBody(media: MediaObject): unknown {
  if (media.example !== undefined) return media.example
  const first = Object.values(media.examples ?? {})[0]
  if (first?.value !== undefined) return first.value
  return media.schema ? sample(media.schema, SAMPLE_OPTIONS) : undefined
}

// The department's sandbox links in an answer (a bundle's `self`, a next page) lead here instead.
function linkedHere(body: unknown, gatewayBase: string): unknown {
  if (body === undefined) return undefined
  if (typeof body === 'string') return toGatewayUrl(body, gatewayBase)
  return JSON.parse(toGatewayUrl(JSON.stringify(body), gatewayBase)) as unknown
}

/** The content type to answer with: the one asked for, else JSON, else the first. */
function pickContentType(
  content: Record<string, MediaObject>,
  accept: string | undefined,
): string | undefined {
  const types = Object.keys(content)
  const asked = accept
    ?.split(',')
    .map((part) => part.split(';')[0]?.trim())
    .find((type) => type && types.includes(type))
  return asked ?? types.find((type) => type.includes('json')) ?? types[0]
}

/** The spec's answer for one status of an operation, from its example or its schema. */
function specAnswer(
  operation: Operation,
  status: string,
  accept: string | undefined,
  gatewayBase: string,
): { contentType: string | undefined; body: unknown } {
  const response = operation.responses?.[status] as ResponseObject | undefined
  const content = response?.content ?? {}
  const contentType = pickContentType(content, accept)
  if (!contentType) return { contentType: undefined, body: undefined }
  let cache = answers.get(operation)
  if (!cache) answers.set(operation, (cache = new Map()))
  const key = `${status} ${contentType}`
  if (!cache.has(key))
    cache.set(
      key,
      linkedHere(mediaBody(content[contentType] ?? {}), gatewayBase),
    )
  return { contentType, body: structuredClone(cache.get(key)) }
}

function successStatus(operation: Operation): string {
  const statuses = Object.keys(operation.responses ?? {})
  return (
    statuses.find((status) => status === '200') ??
    statuses.find((status) => status.startsWith('2')) ??
    '200'
  )
}

/** "query parameter lat must be number", from an Ajv error on the request. */
function describe(error: ErrorObject): string {
  const [, where, ...field] = error.instancePath.split('/')
  // The validator's JSON.parse failures carry the parser's wording; the caller gets what is wrong.
  if (error.keyword === 'parse')
    return where === 'query'
      ? `query parameter ${field.join('.')} is not valid JSON`
      : 'body is not valid JSON'
  const place =
    where === 'requestBody'
      ? `body${field.length ? ` field ${field.join('.')}` : ''}`
      : `${where ?? 'request'} parameter ${field.join('.')}`.trim()
  const missing = (error.params as { missingProperty?: string }).missingProperty
  if (missing)
    return where === 'requestBody'
      ? `missing required body field ${[...field, missing].join('.')}`
      : `missing required ${where ?? 'request'} parameter ${missing}`
  return `${place} ${error.message ?? 'is not valid'}`
}

/** The spec's error answer with the validation messages put where its shape holds them. */
function withDetails(body: unknown, details: string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return {
      errors: details.map((detail) => ({ title: 'Bad Request', detail })),
    }
  const shape = body as Record<string, unknown>
  const first = (list: unknown) =>
    Array.isArray(list) && typeof list[0] === 'object' ? list[0] : {}
  if (Array.isArray(shape.errors))
    return {
      ...shape,
      errors: details.map((detail) => ({ ...first(shape.errors), detail })),
    }
  if (Array.isArray(shape.issue))
    return {
      ...shape,
      issue: details.map((diagnostics) => ({
        ...first(shape.issue),
        diagnostics,
      })),
    }
  return { ...shape, message: details.join('; ') }
}

/** Where the gateway tells of an operation it cannot validate as written (pino's `warn`). */
export interface GatewayLog {
  warn(details: object, message: string): void
}

// Per engine, the operations (by id) whose request validator openapi-backend cannot build (a
// circular body schema): the body's Ajv validator from the document (null: none), used beside
// the engine's, which then validates the parameters alone. The router matches a new operation
// object on every call, so the id is the key.
const bodyFallbacks = new WeakMap<
  OpenAPIBackend,
  Map<string, Promise<ValidateFunction | null>>
>()

/**
 * The engine's validator cannot build this operation's: it validates the parameters alone from
 * now on, and the body is validated against the document as written (R-QA-CIRCULAR-BODY). Told
 * once per operation (per engine build), at warn; a body Ajv cannot compile either is said to
 * be answered unvalidated, never silently.
 */
async function fallBack(
  engine: OpenAPIBackend,
  operation: Operation & { operationId: string },
  cause: unknown,
  where: { log?: GatewayLog; api?: string },
): Promise<ValidateFunction | null> {
  const details = {
    api: where.api,
    operation: `${operation.method.toUpperCase()} ${operation.path}`,
    err: cause,
  }
  let body: ValidateFunction | null = null
  try {
    // Loaded with the first such operation, as openapi-backend with the first call: Ajv stays
    // out of the server's start.
    const { compileBodyValidator } = await import('./body-validator.ts')
    body = compileBodyValidator(engine, operation)
    // The parameters' validator alone, which the engine then uses for this operation.
    engine.validator.requestValidators[operation.operationId] =
      engine.validator.buildRequestValidatorsForOperation({
        ...operation,
        requestBody: undefined,
      })
    where.log?.warn(
      details,
      'sandbox: the engine cannot compile this request schema; its body is validated with Ajv against the document',
    )
  } catch (error) {
    body = null
    engine.validator.requestValidators[operation.operationId] = null
    where.log?.warn(
      { ...details, err: error },
      'sandbox: this request schema cannot be compiled; its calls are answered unvalidated',
    )
  }
  return body
}

async function validate(
  engine: OpenAPIBackend,
  request: MockRequest,
  operation: Operation,
  where: { log?: GatewayLog; api?: string },
): Promise<{ valid: boolean; errors?: ErrorObject[] | null }> {
  const { operationId } = operation
  // openapi-backend validates operations by their id; the registry gives every operation one
  // (spec-registry.ts), so only an engine built elsewhere could have an operation without.
  if (!operationId) return { valid: true, errors: null }
  let fallback = bodyFallbacks.get(engine)?.get(operationId)
  if (!fallback) {
    try {
      return engine.validator.validateRequest(request, operation)
    } catch (error) {
      // Kept before its first await: calls at the same moment share it, and it is told once.
      fallback = fallBack(engine, { ...operation, operationId }, error, where)
      const fallbacks = bodyFallbacks.get(engine) ?? new Map()
      bodyFallbacks.set(engine, fallbacks.set(operationId, fallback))
    }
  }
  const body = await fallback
  const result = engine.validator.validateRequest(request, operation)
  if (!body || result.errors?.some((error) => error.keyword === 'parse'))
    return result
  const { requestBody } = engine.router.parseRequest(request, operation)
  if (body({ requestBody })) return result
  const errors = [...(result.errors ?? []), ...(body.errors ?? [])]
  return { valid: false, errors }
}

/**
 * The call without the key's query parameter (R-GATEWAY-KEY-PLACE): it is the spec's security,
 * and the validator refuses query parameters the operation does not declare. An operation that
 * declares it as a parameter too keeps it.
 */
function withoutKeyQuery(
  request: MockRequest,
  operation: Operation,
  names: readonly string[] = [],
): MockRequest {
  const declared = new Set(
    (operation.parameters ?? []).flatMap((parameter) =>
      'in' in parameter && parameter.in === 'query' ? [parameter.name] : [],
    ),
  )
  const dropped = names.filter((name) => !declared.has(name))
  if (!dropped.some((name) => name in request.query)) return request
  const query = { ...request.query }
  for (const name of dropped) delete query[name]
  return { ...request, query }
}

/**
 * Answers one call from its spec (R-GATEWAY-MOCK, R-GATEWAY-VALIDATE, R-GATEWAY-TEST-USERS): no
 * operation → 404; a request the operation refuses → its 400 (or 422) shape with the reasons; a
 * patient or Veteran the test users do not know → its 404; otherwise its success answer.
 */
export async function answerFromSpec(
  engine: OpenAPIBackend,
  call: MockRequest,
  context: {
    testUsers: () => Promise<TestUser[]>
    gatewayBase: string
    /** Query parameters that carry the key (the spec's apiKey schemes), not the operation's. */
    keyQueryNames?: readonly string[]
    /** Where an operation the engine cannot validate as written is told, and the API's name. */
    log?: GatewayLog
    api?: string
  },
): Promise<MockAnswer> {
  const accept = [call.headers.accept].flat()[0]
  const operation = engine.router.matchOperation(call)
  if (!operation)
    return {
      status: 404,
      contentType: 'application/json',
      body: NO_ROUTE,
      pathTemplate: '',
    }
  const request = withoutKeyQuery(call, operation, context.keyQueryNames)
  const pathTemplate = operation.path
  const answerFor = (status: string) =>
    specAnswer(operation, status, accept, context.gatewayBase)
  const validation = await validate(engine, request, operation, context)
  if (!validation.valid) {
    const status =
      operation.responses?.['400'] || !operation.responses?.['422']
        ? '400'
        : '422'
    const answer = answerFor(status)
    const details = (validation.errors ?? []).map(describe)
    return {
      status: Number(status),
      contentType: answer.contentType ?? 'application/json',
      body: withDetails(answer.body, details),
      pathTemplate,
    }
  }
  const { params } = engine.router.parseRequest(request, operation)
  const identity = identityOf({ ...request.query, ...params }, request.body)
  const status = successStatus(operation)
  if (!identity)
    return {
      status: Number(status),
      ...answerFor(status),
      pathTemplate,
    }
  const users = await context.testUsers()
  // An API without test users answers every identity alike.
  if (users.length === 0)
    return {
      status: Number(status),
      ...answerFor(status),
      pathTemplate,
    }
  const user = findTestUser(users, identity)
  if (!user && identity.kind === 'icn' && operation.responses?.['404'])
    return {
      status: 404,
      ...answerFor('404'),
      pathTemplate,
    }
  const answer = answerFor(status)
  return {
    status: Number(status),
    contentType: answer.contentType,
    body: personalize(answer.body, identity, user),
    pathTemplate,
  }
}
