import type {
  ChangedOperation,
  CompareChange,
} from '@portal/schema/version-compare'
import { isObject } from '../../api-document/operations.ts'
import { diffLocated } from './spec-diff.ts'

type Json = Record<string, unknown>

/** The HTTP methods of a path item, as OpenAPI names them. */
const METHODS = new Set([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
])

/**
 * swagger-ui's id of an operation, as its deep links name it: the `operationId` with every
 * non-word character made `_`, else the method and the path so made (swagger-client's `opId`).
 */
function swaggerOperationId(operation: Json, path: string, method: string) {
  const id =
    typeof operation.operationId === 'string' ? operation.operationId : ''
  return id.replaceAll(/\s/g, '')
    ? id.replaceAll(/\W/g, '_')
    : `${method}${path.replaceAll(/\W/g, '_')}`
}

/**
 * swagger-ui's deep link to an operation (`deepLinking`): `#/{first tag, else default}/{id}`,
 * each part encoded as the viewer decodes the hash.
 */
function deepLink(operation: Json, path: string, method: string) {
  const tags = Array.isArray(operation.tags) ? operation.tags : []
  const tag = typeof tags[0] === 'string' ? tags[0].trim() : 'default'
  const id = swaggerOperationId(operation, path, method)
  return `#/${encodeURIComponent(tag)}/${encodeURIComponent(id)}`
}

/** The operation at `path` and `method` of a document, if it has one. */
function operationOf(document: Json, path: string, method: string) {
  const paths = document.paths
  const item = isObject(paths) ? paths[path] : undefined
  const operation = isObject(item) ? item[method] : undefined
  return isObject(operation) ? operation : undefined
}

/**
 * The operation a change is in, in the version whose docs show it: the new one, or the old one
 * for an operation (or path) the change removes. A change of a whole path item names its first
 * operation. Null outside `paths` (a shared schema, the document's info).
 */
function changedOperation(
  pathParts: readonly string[],
  documents: { from: Json; to: Json },
  versions: { from: string; to: string },
): ChangedOperation | null {
  const [root, path, method] = pathParts
  if (root !== 'paths' || path === undefined) return null
  for (const which of ['to', 'from'] as const) {
    const document = documents[which]
    const methods =
      method !== undefined && METHODS.has(method)
        ? [method]
        : Object.keys(
            (isObject(document.paths) && isObject(document.paths[path])
              ? document.paths[path]
              : {}) as Json,
          ).filter((key) => METHODS.has(key))
    for (const candidate of methods) {
      const operation = operationOf(document, path, candidate)
      if (operation)
        return {
          method: candidate,
          path,
          version: versions[which],
          anchor: deepLink(operation, path, candidate),
        }
    }
  }
  return null
}

/**
 * What changed from one documented version to another (R-COMPARE-SAME-DIFF): publishing's own
 * diff (`diffLocated`, the classification a publication's release note and its breaking
 * confirmation come from), each change with the operation it is in and that operation's deep
 * link on the docs page (R-COMPARE-LINKS).
 */
export function compareDocuments(
  documents: { from: Json; to: Json },
  versions: { from: string; to: string },
): CompareChange[] {
  return diffLocated(documents.from, documents.to).map(
    ({ change, pathParts }) => ({
      kind: change.kind,
      action: change.action,
      path: change.path,
      description: change.description,
      operation: changedOperation(pathParts, documents, versions),
    }),
  )
}
