// The curl builder of the docs page, as pure functions over an OpenAPI 3 or Swagger 2 document.

interface Schema {
  type?: string
  properties?: Record<string, Schema>
  items?: Schema
  $ref?: string
}

interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: Schema
  type?: string
}

interface Operation {
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

/** A request-body field the user can fill in. */
export interface BodyField {
  name: string
  type: string
  itemsType?: string
}

/** An operation the builder can make a command for. */
export interface CurlOperation {
  id: string
  method: string
  path: string
  summary: string
  parameters: {
    name: string
    in: 'path' | 'query' | 'header'
    required: boolean
  }[]
  bodyFields: BodyField[]
  isMultipart: boolean
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

function resolve(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  depth = 0,
): Schema | undefined {
  if (!schema?.$ref || depth > 10) return schema
  const name = schema.$ref.split('/').at(-1) ?? ''
  return resolve(
    doc,
    doc.components?.schemas?.[name] ?? doc.definitions?.[name],
    depth + 1,
  )
}

/** The base URL requests go to: the first server (variables at their defaults), or Swagger 2's host. */
function baseUrlOf(doc: OpenApiDocument): string | null {
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

/** The builder is shown only for documents with security and server information. */
export function canBuildCurl(doc: OpenApiDocument): boolean {
  return baseUrlOf(doc) !== null && securityOf(doc) !== null
}

function bodyFieldsOf(
  doc: OpenApiDocument,
  schema: Schema | undefined,
): BodyField[] {
  const resolved = resolve(doc, schema)
  return Object.entries(resolved?.properties ?? {}).map(([name, property]) => {
    const field = resolve(doc, property) ?? {}
    const items = resolve(doc, field.items)
    const type = field.type ?? (field.properties ? 'object' : 'string')
    return {
      name,
      type,
      ...(type === 'array'
        ? {
            itemsType: items?.type ?? (items?.properties ? 'object' : 'string'),
          }
        : {}),
    }
  })
}

/** Every operation of the document, with its parameters and JSON body fields. */
export function listOperations(doc: OpenApiDocument): CurlOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const operation = item[method] as Operation
      const shared = Array.isArray(item.parameters) ? item.parameters : []
      const parameters = [...shared, ...(operation.parameters ?? [])]
      const content = operation.requestBody?.content ?? {}
      const consumes = operation.consumes ?? doc.consumes ?? []
      const bodyParameter = parameters.find(
        (parameter) => parameter.in === 'body',
      )
      const isMultipart =
        Boolean(content['multipart/form-data']) ||
        consumes.includes('multipart/form-data') ||
        parameters.some((parameter) => parameter.in === 'formData')
      return {
        id: `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        parameters: parameters.flatMap((parameter) =>
          parameter.in === 'path' ||
          parameter.in === 'query' ||
          parameter.in === 'header'
            ? [
                {
                  name: parameter.name,
                  in: parameter.in,
                  required: Boolean(parameter.required),
                },
              ]
            : [],
        ),
        bodyFields: bodyFieldsOf(
          doc,
          content['application/json']?.schema ?? bodyParameter?.schema,
        ),
        isMultipart,
      }
    }),
  )
}

/**
 * One request-body value from what the user typed: objects and arrays are parsed as JSON where
 * possible; an object that is not JSON is sent as the raw text; an array of objects that is not
 * JSON is skipped; other arrays are split on commas. `undefined` means "leave the field out".
 */
export function parseBodyValue(field: BodyField, raw: string): unknown {
  const text = raw.trim()
  if (!text) return undefined
  const json = (() => {
    try {
      return { ok: true as const, value: JSON.parse(text) as unknown }
    } catch {
      return { ok: false as const }
    }
  })()
  if (field.type === 'object')
    return json.ok && typeof json.value === 'object' ? json.value : text
  if (field.type === 'array') {
    if (json.ok && Array.isArray(json.value)) return json.value
    if (field.itemsType === 'object') return undefined
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  }
  if (
    (field.type === 'integer' || field.type === 'number') &&
    Number.isFinite(Number(text))
  )
    return Number(text)
  if (field.type === 'boolean' && (text === 'true' || text === 'false'))
    return text === 'true'
  return text
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`

/** What the user filled in for one operation. */
export interface CurlValues {
  params: Record<string, string>
  body: Record<string, string>
  credential: string
}

/** An HTTP request, as the curl builder and the code samples make it. */
export interface BuiltRequest {
  method: string
  url: string
  headers: { name: string; value: string }[]
  /** The JSON body, when the operation has fields filled in. */
  body?: string
}

/** The request of an operation with the values the user filled in. */
export function buildRequest(
  doc: OpenApiDocument,
  operation: CurlOperation,
  values: CurlValues,
): BuiltRequest {
  const security = securityOf(doc)
  const credential =
    values.credential.trim() ||
    (security?.kind === 'bearer' ? 'YOUR_ACCESS_TOKEN' : 'YOUR_API_KEY')
  const valueOf = (name: string, where: string) =>
    (values.params[`${where}:${name}`] ?? '').trim()
  const path = operation.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = valueOf(name, 'path')
    return value ? encodeURIComponent(value) : whole
  })
  const query = operation.parameters
    .filter(
      (parameter) =>
        parameter.in === 'query' && valueOf(parameter.name, 'query'),
    )
    .map(
      (parameter) =>
        `${encodeURIComponent(parameter.name)}=${encodeURIComponent(valueOf(parameter.name, 'query'))}`,
    )
  if (security?.kind === 'apiKey' && security.in === 'query') {
    query.push(
      `${encodeURIComponent(security.name)}=${encodeURIComponent(credential)}`,
    )
  }
  const url = `${baseUrlOf(doc) ?? ''}${path}${query.length ? `?${query.join('&')}` : ''}`
  const headers = operation.parameters
    .filter(
      (parameter) =>
        parameter.in === 'header' && valueOf(parameter.name, 'header'),
    )
    .map((parameter) => ({
      name: parameter.name,
      value: valueOf(parameter.name, 'header'),
    }))
  if (security?.kind === 'apiKey' && security.in === 'header')
    headers.push({ name: security.name, value: credential })
  if (security?.kind === 'bearer')
    headers.push({ name: 'Authorization', value: `Bearer ${credential}` })

  const body: Record<string, unknown> = {}
  for (const field of operation.bodyFields) {
    const value = parseBodyValue(field, values.body[field.name] ?? '')
    if (value !== undefined) body[field.name] = value
  }
  const hasBody = Object.keys(body).length > 0
  if (hasBody) headers.push({ name: 'Content-Type', value: 'application/json' })
  return {
    method: operation.method,
    url,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  }
}

/** The curl command of an operation with the values the user filled in. */
export function buildCurlCommand(
  doc: OpenApiDocument,
  operation: CurlOperation,
  values: CurlValues,
): string {
  const request = buildRequest(doc, operation, values)
  const lines = [
    `curl -X ${request.method} ${quote(request.url)}`,
    ...request.headers.map(
      (header) => `--header ${quote(`${header.name}: ${header.value}`)}`,
    ),
    ...(request.body === undefined ? [] : [`--data ${quote(request.body)}`]),
  ]
  return lines.join(' \\\n  ')
}
