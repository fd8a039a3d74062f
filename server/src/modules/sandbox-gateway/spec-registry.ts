import type { OpenAPIBackend, Document } from 'openapi-backend'
import YAML from 'yaml'
import { DOCUMENT_YAML_OPTIONS } from '../../api-document/yaml-options.ts'
import { operationsOf } from '../../api-document/operations.ts'
import {
  findSandboxServer,
  resolvedSandboxPath,
  splitVersionedPath,
  type SpecServer,
} from '@portal/schema/sandbox-servers'

/** One documented spec the gateway answers for, under its sandbox path. */
export interface GatewaySpec {
  /** Where it lives under the gateway: `/services/va_facilities/v0`. */
  basePath: string
  apiUrlFragment: string
  version: string
  /** Where the spec declares its API key (apiKey schemes), beside the `apikey` header (R-GATEWAY-KEY-PLACE). */
  keyPlaces: KeyPlace[]
  /** The OpenAPI engine (routing, validation), built on the first call for this spec. */
  engine: () => Promise<OpenAPIBackend>
  /**
   * The engine for a form body (multipart or URL-encoded): its fields arrive as text, so Ajv
   * coerces them to the types the form's schema declares (`limit=2` is an integer), as it does
   * for parameters; a JSON body keeps the strict engine. Built on the first form call.
   */
  formEngine: () => Promise<OpenAPIBackend>
}

/** Where a spec's apiKey security scheme sends the key. */
export interface KeyPlace {
  in: 'header' | 'query' | 'cookie'
  name: string
}

/** The gateway's specs: by sandbox path (each path's current version), and by version. */
export interface SpecTable {
  /** One spec per sandbox path, the current version, longest path first. */
  current: GatewaySpec[]
  /** Every documented version's spec, by version id, longest path first (R-GATEWAY-VERSIONS). */
  byVersion: Map<string, GatewaySpec[]>
}

/** A spec as stored: JSON or YAML text. */
export interface StoredSpec {
  api_url_fragment: string
  version: string
  spec_format: 'json' | 'yaml'
  spec: string
}

/** The spec text as an object; null when it cannot be read (it is then not served). */
function parseSpec(
  text: string,
  format: 'json' | 'yaml',
): Record<string, unknown> | null {
  try {
    const value: unknown =
      format === 'yaml'
        ? YAML.parse(text, DOCUMENT_YAML_OPTIONS)
        : JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const SCHEMA_KEYS = [
  'type',
  'format',
  'enum',
  'items',
  'default',
  'pattern',
  'minimum',
  'maximum',
]

/**
 * Swagger 2 leftovers in OpenAPI 3 documents: a parameter typed in place (`type: string`) rather
 * than by a `schema`. Moved into a schema so the validator reads it as the spec's authors meant.
 */
function normalizeParameters(document: Record<string, unknown>): void {
  const paths = (document.paths ?? {}) as Record<
    string,
    Record<string, unknown>
  >
  const fix = (parameters: unknown) => {
    if (!Array.isArray(parameters)) return
    for (const parameter of parameters as Record<string, unknown>[]) {
      if (typeof parameter !== 'object' || parameter === null) continue
      if (parameter.schema || parameter.content || !('type' in parameter))
        continue
      const schema: Record<string, unknown> = {}
      for (const key of SCHEMA_KEYS) {
        if (key in parameter) {
          schema[key] = parameter[key]
          delete parameter[key]
        }
      }
      parameter.schema = schema
    }
  }
  for (const item of Object.values(paths)) {
    if (typeof item !== 'object' || item === null) continue
    fix(item.parameters)
    for (const operation of Object.values(item))
      if (typeof operation === 'object' && operation !== null)
        fix((operation as Record<string, unknown>).parameters)
  }
}

/**
 * openapi-backend validates an operation by its operationId and leaves one without unvalidated
 * (openapistack/openapi-backend#79), though OpenAPI makes the id optional and the department's
 * Decision Reviews spec leaves it out. Each such operation gets one in the engine's copy, `METHOD
 * path`, made unique should the document already use that id.
 */
function nameOperations(document: Record<string, unknown>): void {
  const operations = [...operationsOf(document)]
  const taken = new Set(
    operations.map(({ operation }) => operation.operationId),
  )
  for (const {
    operation,
    at: [, path, method = ''],
  } of operations) {
    if (typeof operation.operationId === 'string' && operation.operationId)
      continue
    let id = `${method.toUpperCase()} ${path}`
    for (let n = 2; taken.has(id); n += 1)
      id = `${method.toUpperCase()} ${path} (${n})`
    taken.add(id)
    operation.operationId = id
  }
}

/**
 * The engine of a spec. Quick mode: the department's specs carry Swagger 2 leftovers (`produces`,
 * `basePath`) that strict OpenAPI 3 validation of the document refuses, though every operation is
 * well formed; requests are still validated against each operation (R-GATEWAY-VALIDATE).
 */
async function buildEngine(
  document: Record<string, unknown>,
  { coerceBody = false } = {},
): Promise<OpenAPIBackend> {
  // openapi-backend loads with the gateway's first call, not with the app: most processes that
  // build the app (each server test file's among them) never answer a gateway call.
  const { OpenAPIBackend } = await import('openapi-backend')
  const definition = structuredClone(document)
  normalizeParameters(definition)
  nameOperations(definition)
  const engine = new OpenAPIBackend({
    definition: definition as unknown as Document,
    quick: true,
    validate: true,
    strict: false,
    // The specs use descriptive `format`s ("XX", "##### or #####-####") that are not formats.
    ajvOpts: {
      strict: false,
      logger: false,
      validateFormats: false,
      ...(coerceBody ? { coerceTypes: true } : {}),
    },
  })
  // Quick mode dereferences synchronously, so the engine is ready once init has started.
  void engine.init()
  return engine
}

/** The spec's apiKey schemes: where it tells callers to put the key. */
function keyPlacesOf(document: Record<string, unknown>): KeyPlace[] {
  const components = document.components as
    { securitySchemes?: Record<string, unknown> } | undefined
  const schemes = Object.values(components?.securitySchemes ?? {})
  return schemes.flatMap((scheme) => {
    const { type, name, in: where } = (scheme ?? {}) as Record<string, unknown>
    return type === 'apiKey' &&
      typeof name === 'string' &&
      name !== '' &&
      (where === 'header' || where === 'query' || where === 'cookie')
      ? [{ in: where, name: where === 'header' ? name.toLowerCase() : name }]
      : []
  })
}

const longestFirst = (specs: GatewaySpec[]) =>
  specs.sort((a, b) => b.basePath.length - a.basePath.length)

/**
 * The gateway's table of specs, each under its sandbox server path. Two versions under one path:
 * the first (the current version) answers at the path, and every version answers under its
 * version segment (`/versions/{version}/…`, ADR 044).
 */
export function buildSpecTable(rows: readonly StoredSpec[]): SpecTable {
  const current = new Map<string, GatewaySpec>()
  const byVersion = new Map<string, GatewaySpec[]>()
  for (const row of rows) {
    const document = parseSpec(row.spec, row.spec_format)
    if (!document) continue
    const servers = Array.isArray(document.servers)
      ? (document.servers as SpecServer[])
      : []
    const sandbox = findSandboxServer(servers)
    if (!sandbox) continue
    const basePath = resolvedSandboxPath(sandbox)
    let engine: Promise<OpenAPIBackend> | undefined
    let formEngine: Promise<OpenAPIBackend> | undefined
    const spec: GatewaySpec = {
      basePath,
      apiUrlFragment: row.api_url_fragment,
      version: row.version,
      keyPlaces: keyPlacesOf(document),
      engine: () => (engine ??= buildEngine(document)),
      formEngine: () =>
        (formEngine ??= buildEngine(document, { coerceBody: true })),
    }
    if (!current.has(basePath)) current.set(basePath, spec)
    const versions = byVersion.get(row.version) ?? []
    if (!versions.some((other) => other.basePath === basePath))
      versions.push(spec)
    byVersion.set(row.version, versions)
  }
  for (const specs of byVersion.values()) longestFirst(specs)
  return { current: longestFirst([...current.values()]), byVersion }
}

function matchIn(
  specs: readonly GatewaySpec[],
  path: string,
): { spec: GatewaySpec; rest: string } | undefined {
  for (const spec of specs) {
    if (path === spec.basePath || path.startsWith(`${spec.basePath}/`))
      return { spec, rest: path.slice(spec.basePath.length) || '/' }
  }
  return undefined
}

/**
 * The spec a gateway path names, and the rest of the path after its base path: a path under a
 * version segment is answered by that version's spec, any other by the current one.
 */
export function matchSpec(
  table: SpecTable,
  path: string,
): { spec: GatewaySpec; rest: string } | undefined {
  const versioned = splitVersionedPath(path)
  const specs = versioned && table.byVersion.get(versioned.version)
  return (
    (versioned && specs && matchIn(specs, versioned.path)) ??
    matchIn(table.current, path)
  )
}
