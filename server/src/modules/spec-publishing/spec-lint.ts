import type { Spectral } from '@stoplight/spectral-core'
import type { SpecFinding } from '@portal/schema/spec-publishing'
import type { ApiAuth } from './department-ruleset.ts'

// The validator and Spectral (with its rulesets) load with the first document checked, not with
// the app: they are a sixth of the app's import time, and most processes that build the app (each
// server test file's among them) never check a document.
const openapiParser = () => import('@readme/openapi-parser')
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

/**
 * The standard validator's verdict (R-SPEC-VALIDATE): `@readme/openapi-parser` with external
 * resolution off (a `$ref` to a URL or a file is never followed; intake refused them already).
 * Its errors are blocking findings rather than a refusal, so the publisher sees them all at once.
 */
export async function validateDocument(
  document: Record<string, unknown>,
): Promise<SpecFinding[]> {
  const { validate } = await openapiParser()
  try {
    const result = await validate(structuredClone(document) as never, {
      resolve: { external: false, file: false },
      dereference: { circular: 'ignore' },
      timeoutMs: 20_000,
      validate: { errors: { colorize: false } },
    })
    const errors = result.valid ? [] : result.errors
    return [
      ...errors.map((error) => ({
        severity: 'error' as const,
        code: 'openapi-validator',
        message: firstLines(error.message),
        path: '',
      })),
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

/** Lints with Spectral against the department's ruleset (R-SPEC-LINT). */
export async function lintDocument(
  document: Record<string, unknown>,
  auth: ApiAuth,
): Promise<SpecFinding[]> {
  const spectral = await linterFor(auth)
  const [{ Document }, { spectralJson }] = await spectralParts()
  const results = await spectral.run(
    new Document(JSON.stringify(document), spectralJson),
  )
  return results.map((result) => ({
    severity: result.severity === 0 ? 'error' : 'warning',
    code: String(result.code),
    message: result.message.slice(0, 500),
    path: pathText(result.path),
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
