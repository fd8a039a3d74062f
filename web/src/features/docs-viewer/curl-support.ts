// What the docs page needs to know before the curl builder loads (R-FIRST-LOAD-DOCS): the
// document's types, its base URL and security, and whether the builder can be shown at all. The
// builder itself (`curl-command.ts`, `curl-builder.tsx`) loads when the reader opens it.

export interface Schema {
  type?: string
  properties?: Record<string, Schema>
  items?: Schema
  $ref?: string
}

export interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: Schema
  type?: string
}

export interface Operation {
  summary?: string
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  consumes?: string[]
}

interface SecurityScheme {
  type: string
  in?: string
  name?: string
  scheme?: string
}

/** The parts of an OpenAPI 3 or Swagger 2 document the curl builder reads. */
export interface OpenApiDocument {
  openapi?: string
  swagger?: string
  servers?: { url: string; variables?: Record<string, { default: string }> }[]
  host?: string
  basePath?: string
  schemes?: string[]
  consumes?: string[]
  components?: {
    schemas?: Record<string, Schema>
    securitySchemes?: Record<string, SecurityScheme>
  }
  definitions?: Record<string, Schema>
  securityDefinitions?: Record<string, SecurityScheme>
  paths?: Record<string, Record<string, Operation | Parameter[]>>
}

/** How requests authenticate: an API key in a header or the query, or a bearer token. */
export type CurlSecurity =
  { kind: 'apiKey'; in: 'header' | 'query'; name: string } | { kind: 'bearer' }

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** The base URL requests go to: the first server (variables at their defaults), or Swagger 2's host. */
export function baseUrlOf(doc: OpenApiDocument): string | null {
  const server = doc.servers?.[0]
  if (server) {
    return server.url.replace(
      /\{(\w+)\}/g,
      (whole, name: string) => server.variables?.[name]?.default ?? whole,
    )
  }
  if (doc.host)
    return `${doc.schemes?.[0] ?? 'https'}://${doc.host}${doc.basePath ?? ''}`
  return null
}

/** The first security scheme of the document, as the builder uses it. */
export function securityOf(doc: OpenApiDocument): CurlSecurity | null {
  const schemes = Object.values(
    doc.components?.securitySchemes ?? doc.securityDefinitions ?? {},
  )
  const scheme = schemes[0]
  if (!scheme) return null
  if (
    scheme.type === 'apiKey' &&
    scheme.name &&
    (scheme.in === 'header' || scheme.in === 'query')
  ) {
    return { kind: 'apiKey', in: scheme.in, name: scheme.name }
  }
  return { kind: 'bearer' }
}

/** An operation with a file upload (multipart form): the builder leaves it out. */
export function isMultipart(
  doc: OpenApiDocument,
  operation: Operation,
  parameters: Parameter[],
): boolean {
  const content = operation.requestBody?.content ?? {}
  const consumes = operation.consumes ?? doc.consumes ?? []
  return (
    Boolean(content['multipart/form-data']) ||
    consumes.includes('multipart/form-data') ||
    parameters.some((parameter) => parameter.in === 'formData')
  )
}

/** An operation of a path item, with the path's shared parameters and its own. */
export function operationsOf(
  item: Record<string, Operation | Parameter[]>,
): { method: string; operation: Operation; parameters: Parameter[] }[] {
  const shared = Array.isArray(item.parameters) ? item.parameters : []
  return METHODS.filter((method) => method in item).map((method) => {
    const operation = item[method] as Operation
    return {
      method,
      operation,
      parameters: [...shared, ...(operation.parameters ?? [])],
    }
  })
}

/**
 * The builder is shown only for documents with security and server information, and with an
 * operation that is not a file upload.
 */
export function canBuildCurl(doc: OpenApiDocument): boolean {
  return (
    baseUrlOf(doc) !== null &&
    securityOf(doc) !== null &&
    Object.values(doc.paths ?? {}).some((item) =>
      operationsOf(item).some(
        ({ operation, parameters }) => !isMultipart(doc, operation, parameters),
      ),
    )
  )
}
