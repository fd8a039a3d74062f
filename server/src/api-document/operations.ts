// Walking an API's OpenAPI 3 document (one read from YAML or JSON, any shape): what the docs'
// Try it out rewrite and the publishing ruleset both need.

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The keys of a path item that are operations (OpenAPI 3; Swagger 2.0 has them but `trace`). */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const

/** Every operation of a document that is an object, with its path in the document. */
export function* operationsOf(document: Record<string, unknown>) {
  if (!isObject(document.paths)) return
  for (const [route, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue
    for (const method of OPERATION_METHODS) {
      const operation = item[method]
      if (isObject(operation))
        yield { operation, at: ['paths', route, method] as string[] }
    }
  }
}
