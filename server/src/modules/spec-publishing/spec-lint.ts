import type { Spectral } from '@stoplight/spectral-core'
import type { SpecFinding } from '@portal/schema/spec-publishing'
import type { ApiAuth } from './department-ruleset.ts'

// The validator and Spectral (with its rulesets) load with the first document checked, not with
// the app: they are a sixth of the app's import time, and most processes that build the app (each
// server test file's among them) never check a document.
const openapiParser = () => import('@readme/openapi-parser')
const locations = () => import('./finding-locations.ts')
const spectralParts = () =>
  Promise.all([
    import('@stoplight/spectral-core'),
    import('./spectral-json.ts'),
    import('@stoplight/spectral-ref-resolver'),
    import('./department-ruleset.ts'),
  ])

/** The validator's message without its code frame (the lines quoting the document). */
function firstLines(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !/^\s*(>|\d+ \||\|)/.test(line))
  return lines.join(' ').replace(/\s+/g, ' ').slice(0, 500)
}

/** The validator's schema errors: better-ajv-errors starts each with Ajv's keyword in capitals. */
const SCHEMA_ERROR = /^[A-Z]+(?: [A-Z]+)* /

/**
 * The standard validator's verdict (R-SPEC-VALIDATE): `@readme/openapi-parser` with external
 * resolution off (a `$ref` to a URL or a file is never followed; intake refused them already).
 * Its errors are blocking findings rather than a refusal, so the publisher sees them all at once.
 * Its schema errors come as text without a place; they are given as the same schema check finds
 * them with Ajv's error objects, each with its path, line and property (R-SPEC-FINDING-LOCATION).
 * `text` is the uploaded text the document was read from, for the lines; without it (a converted
 * Swagger 2.0 document, whose lines are not the publisher's) findings have no line.
 */
export async function validateDocument(
  document: Record<string, unknown>,
  text?: string,
): Promise<SpecFinding[]> {
  const [{ validate }, { lineFinder, schemaErrorsOf, segmentsOf }] =
    await Promise.all([openapiParser(), locations()])
  const lineOf = text === undefined ? () => undefined : lineFinder(text)
  try {
    const result = await validate(structuredClone(document) as never, {
      resolve: { external: false, file: false },
      dereference: { circular: 'ignore' },
      timeoutMs: 20_000,
      validate: { errors: { colorize: false } },
    })
    let errors = (result.valid ? [] : result.errors).map((error) => {
      // Its other errors start with the place as a JSON pointer: `/components/securitySchemes/x`.
      const at = /^`(\/[^`]*)`/.exec(error.message)?.[1]
      const path = at === undefined ? [] : segmentsOf(at)
      return {
        severity: 'error' as const,
        code: 'openapi-validator',
        message: firstLines(error.message),
        path: pathText(path),
        ...withLine(path.length > 0 ? lineOf(path) : undefined),
      }
    })
    const schemaErrors = errors.some((error) =>
      SCHEMA_ERROR.test(error.message),
    )
      ? schemaErrorsOf(document)
      : []
    if (schemaErrors.length > 0)
      errors = [
        ...errors.filter((error) => !SCHEMA_ERROR.test(error.message)),
        ...schemaErrors.map(({ path, property, message }) => ({
          severity: 'error' as const,
          code: 'openapi-validator',
          message,
          path: pathText(path),
          ...withLine(lineOf(property ? [...path, property] : path)),
          ...(property ? { property } : {}),
        })),
      ]
    return [
      ...errors,
      ...result.warnings.map((warning) => ({
        severity: 'warning' as const,
        code: 'openapi-validator',
        message: firstLines(warning.message),
        path: '',
      })),
    ]
  } catch (error) {
    return [
      {
        severity: 'error',
        code: 'openapi-validator',
        message: firstLines(
          error instanceof Error ? error.message : 'The document is not valid.',
        ),
        path: '',
      },
    ]
  }
}

/** A finding's line, when known (the schema's field is optional). */
const withLine = (line: number | undefined) => (line ? { line } : {})

/** A JSON path as findings show it: `paths./forms.get.responses.200`. */
const pathText = (path: readonly (string | number)[]) => path.join('.')

/**
 * One Spectral per auth combination, its ruleset set once: building the ruleset validates it
 * with Ajv and compiles its JSONPath expressions, about a third of a small document's lint.
 */
const linters = new Map<string, Promise<Spectral>>()
function linterFor(auth: ApiAuth): Promise<Spectral> {
  const key = `${auth.apiKey}/${auth.oauth}`
  let spectral = linters.get(key)
  if (!spectral) {
    spectral = spectralParts().then(
      ([{ Spectral }, , { Resolver }, { departmentRuleset }]) => {
        // No resolvers: Spectral would otherwise fetch `http(s)` and read `file` references.
        const linter = new Spectral({
          resolver: new Resolver({ resolvers: {} }),
        })
        linter.setRuleset(departmentRuleset(auth))
        return linter
      },
    )
    linters.set(key, spectral)
  }
  return spectral
}

/**
 * Lints with Spectral against the department's ruleset (R-SPEC-LINT). Spectral lints the
 * document as read (what was validated and is published), so its own ranges are of that
 * serialization; each finding's line is its path's in the uploaded `text`, when given.
 */
export async function lintDocument(
  document: Record<string, unknown>,
  auth: ApiAuth,
  text?: string,
): Promise<SpecFinding[]> {
  const spectral = await linterFor(auth)
  const [[{ Document }, { spectralJson }], { lineFinder }] = await Promise.all([
    spectralParts(),
    locations(),
  ])
  const lineOf = text === undefined ? () => undefined : lineFinder(text)
  const results = await spectral.run(
    new Document(JSON.stringify(document), spectralJson),
  )
  return results.map((result) => ({
    severity: result.severity === 0 ? 'error' : 'warning',
    code: String(result.code),
    message: result.message.slice(0, 500),
    path: pathText(result.path),
    ...withLine(lineOf(result.path)),
  }))
}

/** Errors first, then warnings, each in document order. */
export function sortFindings(findings: SpecFinding[]): SpecFinding[] {
  return [...findings].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.path.localeCompare(b.path),
  )
}
