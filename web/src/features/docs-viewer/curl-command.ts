// The curl builder of the docs page, as pure functions over an OpenAPI 3 or Swagger 2 document.
import {
  baseUrlOf,
  isMultipart,
  operationsOf,
  securityOf,
  type OpenApiDocument,
  type Schema,
} from './curl-support.ts'

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
    operationsOf(item).map(({ method, operation, parameters }) => {
      const content = operation.requestBody?.content ?? {}
      const bodyParameter = parameters.find(
        (parameter) => parameter.in === 'body',
      )
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
        isMultipart: isMultipart(doc, operation, parameters),
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
  /** The body as text, of the type its Content-Type header names (JSON when none does). */
  body?: string
  /** A multipart form's fields (a file by its name), instead of a text body. */
  form?: { name: string; value?: string; fileName?: string }[]
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
