import { Ajv, type ValidateFunction } from 'ajv'
import type { OpenAPIBackend, Operation } from 'openapi-backend'

// openapi-backend dereferences a document into objects, so a schema that refers back to itself
// (a Person whose friend is a Person) becomes a cycle, and building its request validator
// overflows the stack (its removal of binary fields from `required` walks the cycle). Such an
// operation's body is validated here with Ajv against the document as written: its `$ref`s stay
// references into the document's components, which Ajv follows itself, recursion included.

type Json = Record<string, unknown>

const BODY_TYPES = [
  'application/json',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
]

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a local `$ref` (`#/components/requestBodies/Person`) points at in the document. */
function resolveLocal(document: Json, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value
  if (!value.$ref.startsWith('#/')) return undefined
  return value.$ref
    .slice(2)
    .split('/')
    .map((part) =>
      decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'),
    )
    .reduce<unknown>(
      (node, part) => (isObject(node) ? node[part] : undefined),
      document,
    )
}

/**
 * Ajv's validator of the operation's body, as openapi-backend's would be (`{ requestBody }`,
 * required when the body is), compiled from the document with its `$ref`s; null when the
 * operation takes no body it validates. Throws when Ajv cannot compile the schema either.
 */
export function compileBodyValidator(
  engine: OpenAPIBackend,
  operation: Operation,
): ValidateFunction | null {
  const document: unknown = engine.inputDocument
  if (!isObject(document)) return null
  const paths = isObject(document.paths) ? document.paths : {}
  const item = isObject(paths[operation.path]) ? paths[operation.path] : {}
  const written = isObject(item) ? item[operation.method] : undefined
  const requestBody = resolveLocal(
    document,
    isObject(written) ? written.requestBody : undefined,
  )
  if (!isObject(requestBody) || !isObject(requestBody.content)) return null
  const content = requestBody.content
  const media = BODY_TYPES.map((type) => content[type]).find(isObject)
  if (!media?.schema) return null
  const ajv = new Ajv({ ...engine.validator.ajvOpts, strict: false })
  return ajv.compile({
    type: 'object',
    properties: { requestBody: media.schema },
    required: requestBody.required === true ? ['requestBody'] : [],
    // The schema's `#/components/…` references resolve here, against the document's own.
    components: document.components,
  })
}
