// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- swagger2openapi has no types; web e2e programs reach this file too, and need its declaration as well.
/// <reference path="../../types/swagger2openapi.d.ts" />
import {
  MAX_SPEC_BYTES,
  MAX_SPEC_DEPTH,
  MAX_YAML_ALIASES,
} from '@portal/schema/spec-publishing'
import swagger2openapi from 'swagger2openapi'
import YAML, { Parser, type CST } from 'yaml'
import { DOCUMENT_YAML_OPTIONS } from '../../api-document/yaml-options.ts'
import { InputError } from '../../errors.ts'
import { isObject } from '../../api-document/operations.ts'

/** An uploaded document once read: OpenAPI 3, its stored text and where it came from. */
export interface IntakeDocument {
  /** The OpenAPI 3 document (converted from Swagger 2 when it was one). */
  document: Record<string, unknown>
  /** The text to store: as uploaded, or the conversion in the upload's format. */
  text: string
  format: 'json' | 'yaml'
  /** `openapi 3.0.3`, `swagger 2.0 (converted to openapi 3.0.0)`. */
  source: string
}

function refuse(message: string): never {
  throw new InputError([message], { document: [message] })
}

const deeperThanTheLimit = (where: string) =>
  `The document is nested deeper than ${MAX_SPEC_DEPTH} levels (at ${where}).`

/**
 * Refuses YAML nested deeper than the walk below allows, before it is composed: the yaml package
 * composes nodes recursively, so a few thousand levels overflow the stack and the publisher read
 * "Maximum call stack size exceeded" instead of the limit (R-SPEC-LIMIT-REASONS). Its CST parser
 * keeps its own stack, and the CST is walked here without recursion.
 */
function checkYamlDepth(text: string): void {
  for (const token of new Parser().parse(text)) {
    const stack: { token: CST.Token; depth: number }[] = [{ token, depth: 0 }]
    while (stack.length > 0) {
      const { token: node, depth: above } = stack.pop()!
      const isCollection =
        node.type === 'block-map' ||
        node.type === 'block-seq' ||
        node.type === 'flow-collection'
      const depth = above + (isCollection ? 1 : 0)
      // The root collection is level 0 of the walk: a collection at walk level N is N + 1 deep.
      if (depth > MAX_SPEC_DEPTH + 1) {
        const line = text.slice(0, node.offset).split('\n').length
        refuse(deeperThanTheLimit(`line ${line}`))
      }
      if ('value' in node && node.value && typeof node.value === 'object')
        stack.push({ token: node.value, depth })
      if (isCollection)
        for (const item of node.items) {
          if (item.key) stack.push({ token: item.key, depth })
          if (item.value) stack.push({ token: item.value, depth })
        }
    }
  }
}

/** JSON when it starts like JSON; YAML otherwise (YAML is a superset, but JSON errors read better). */
function parseText(text: string): { value: unknown; format: 'json' | 'yaml' } {
  const format = /^\s*[{[]/.test(text) ? 'json' : 'yaml'
  try {
    if (format === 'json') return { value: JSON.parse(text), format }
    checkYamlDepth(text)
    // The yaml package's own limit on alias expansion ("billion laughs"), and no custom tags: the
    // core schema only reads plain data. Duplicate keys are refused rather than silently merged;
    // merge keys (`<<: *anchor`) are read as every reader of the document reads them.
    const value: unknown = YAML.parse(text, {
      maxAliasCount: MAX_YAML_ALIASES,
      schema: 'core',
      uniqueKeys: true,
      ...DOCUMENT_YAML_OPTIONS,
      // Unknown tags are read as plain strings; the warning would only reach the server log.
      logLevel: 'error',
    })
    return { value, format }
  } catch (error) {
    if (error instanceof InputError) throw error
    const reason =
      error instanceof Error
        ? error.message.split('\n')[0]!.slice(0, 300)
        : 'unreadable'
    return refuse(
      `The document is not valid ${format === 'json' ? 'JSON' : 'YAML'}: ${reason}`,
    )
  }
}

/** The JSON path of a walk position, as findings show it. */
const pathText = (path: readonly (string | number)[]) =>
  path.length === 0 ? '(root)' : path.join('.')

/**
 * Walks the document once, without recursion (a hostile depth cannot blow the stack): refuses a
 * nesting deeper than MAX_SPEC_DEPTH and any `$ref` that leads outside the document, since an
 * uploaded document is data, never an instruction to fetch a URL or read a file (R-SPEC-HOSTILE).
 */
function checkStructure(root: unknown): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [
    { value: root, path: [] },
  ]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value !== 'object' || value === null) continue
    if (path.length > MAX_SPEC_DEPTH)
      refuse(deeperThanTheLimit(`${pathText(path.slice(0, 8))}…`))
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        stack.push({ value: item, path: [...path, index] }),
      )
      continue
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && !child.startsWith('#'))
        refuse(
          `The $ref at ${pathText(path)} points outside the document (${child.slice(0, 200)}): only references inside it (#/…) are allowed.`,
        )
      stack.push({ value: child, path: [...path, key] })
    }
  }
}

/** Which specification a document claims; refuses anything but OpenAPI 3.0/3.1 and Swagger 2.0. */
function specificationOf(value: Record<string, unknown>) {
  if (typeof value.openapi === 'string') {
    if (!/^3\.[01]\.\d+$/.test(value.openapi))
      refuse(
        `The document is OpenAPI ${value.openapi.slice(0, 20)}: upload OpenAPI 3.0 or 3.1, or Swagger 2.0.`,
      )
    return { kind: 'openapi' as const, version: value.openapi }
  }
  if (value.swagger !== undefined) {
    if (value.swagger !== '2.0')
      refuse(
        'The document is an old Swagger version: upload OpenAPI 3.0 or 3.1, or Swagger 2.0.',
      )
    return { kind: 'swagger' as const, version: '2.0' }
  }
  return refuse(
    'The document is not an OpenAPI document: it has no "openapi" (3.0 or 3.1) or "swagger" (2.0) field.',
  )
}

/** Swagger 2.0 to OpenAPI 3.0 with the standard converter, which fetches nothing unasked. */
async function convertSwagger(
  swagger: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  try {
    const converted = await swagger2openapi.convertObj(swagger, {
      patch: true,
      warnOnly: true,
      resolve: false,
    })
    if (!isObject(converted.openapi)) throw new Error('no result')
    return converted.openapi
  } catch (error) {
    if (error instanceof InputError) throw error
    const reason =
      error instanceof Error ? error.message.slice(0, 300) : 'unknown'
    return refuse(`The Swagger 2.0 document could not be converted: ${reason}`)
  }
}

/**
 * Reads an uploaded document (R-SPEC-UPLOAD, R-SPEC-HOSTILE): JSON or YAML within the size, alias
 * and depth limits, references inside the document only, OpenAPI 3.0/3.1 as uploaded or Swagger
 * 2.0 converted. Every refusal is an InputError that says why.
 */
export async function readDocument(text: string): Promise<IntakeDocument> {
  if (Buffer.byteLength(text, 'utf8') > MAX_SPEC_BYTES)
    refuse(`The document is larger than ${MAX_SPEC_BYTES / 1_000_000} MB.`)
  const { value, format } = parseText(text)
  if (!isObject(value))
    refuse('The document is not an OpenAPI document: it is not an object.')
  checkStructure(value)
  const specification = specificationOf(value)
  if (specification.kind === 'openapi')
    return {
      document: value,
      text,
      format,
      source: `openapi ${specification.version}`,
    }
  const document = await convertSwagger(value)
  checkStructure(document)
  return {
    document,
    text:
      format === 'json'
        ? `${JSON.stringify(document, null, 2)}\n`
        : YAML.stringify(document, { aliasDuplicateObjects: false }),
    format,
    source: `swagger 2.0 (converted to openapi ${String(document.openapi)})`,
  }
}

/** The number of operations of an OpenAPI 3 document. */
export function countOperations(document: Record<string, unknown>): number {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch']
  const paths = isObject(document.paths) ? document.paths : {}
  let count = 0
  for (const item of Object.values(paths))
    if (isObject(item))
      count += methods.filter((method) => isObject(item[method])).length
  return count
}
