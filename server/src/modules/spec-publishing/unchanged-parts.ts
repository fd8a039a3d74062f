import { isDeepStrictEqual } from 'node:util'
import { isObject } from '../../api-document/operations.ts'

type Json = Record<string, unknown>

/**
 * A part of a document that api-smart-diff compares on its own: a path item (`paths./forms`) or a
 * reusable component (`components.schemas.Form`). The key is the JSON of its location.
 */
type PartKey = string

const pathPart = (route: string): PartKey => JSON.stringify(['paths', route])
const componentPart = (kind: string, name: string): PartKey =>
  JSON.stringify(['components', kind, name])

/** A path template as api-smart-diff matches it across versions (`/forms/{id}` → `/forms/*`). */
const templateOf = (route: string) => route.replaceAll(/\{.*?\}/g, '*')

/** The document's parts, each with its value. */
function partsOf(document: Json): Map<PartKey, unknown> {
  const parts = new Map<PartKey, unknown>()
  if (isObject(document.paths))
    for (const [route, item] of Object.entries(document.paths))
      parts.set(pathPart(route), item)
  if (isObject(document.components))
    for (const [kind, group] of Object.entries(document.components))
      if (isObject(group))
        for (const [name, value] of Object.entries(group))
          parts.set(componentPart(kind, name), value)
  return parts
}

/** The part a local reference (`#/components/schemas/Form/properties/id`) lands in, if any. */
function partOfReference(reference: string): PartKey | null {
  if (!reference.startsWith('#/')) return null
  const tokens = reference
    .slice(2)
    .split('/')
    .map((token) => {
      try {
        return decodeURIComponent(token)
          .replaceAll('~1', '/')
          .replaceAll('~0', '~')
      } catch {
        return token
      }
    })
  if (tokens[0] === 'paths' && tokens.length >= 2) return pathPart(tokens[1]!)
  if (tokens[0] === 'components' && tokens.length >= 3)
    return componentPart(tokens[1]!, tokens[2]!)
  return null
}

/**
 * The parts a value refers to: every `$ref`, and every other string that reads as a local
 * reference (a discriminator's mapping names schemas without `$ref`). `outside` is set when a
 * reference leads anywhere but a part, where this pruning does not follow.
 */
function referencesOf(value: unknown): {
  parts: Set<PartKey>
  outside: boolean
} {
  const parts = new Set<PartKey>()
  let outside = false
  const stack: { node: unknown; key: string | null }[] = [
    { node: value, key: null },
  ]
  while (stack.length > 0) {
    const { node, key } = stack.pop()!
    if (typeof node === 'string') {
      if (key === '$ref' || node.startsWith('#/')) {
        const part = partOfReference(node)
        if (part) parts.add(part)
        else outside = true
      }
      continue
    }
    if (typeof node !== 'object' || node === null) continue
    if (Array.isArray(node))
      for (const child of node) stack.push({ node: child, key: null })
    else
      for (const [childKey, child] of Object.entries(node))
        stack.push({ node: child, key: childKey })
  }
  return { parts, outside }
}

/**
 * Both documents without the parts that cannot change the diff (R-SPEC-DIFF, R-SPEC-BENCH).
 * api-smart-diff compares every path item and component, following each `$ref`, which costs
 * seconds on a 1,000-operation document where a new version changes a few. A part is left out
 * of both documents when it is equal in both, everything it refers to (transitively) is equal in
 * both, nothing still compared refers to it, and (for a path) no other path has its template, so
 * api-smart-diff pairs the other paths as before. Every change it finds is found as before, at
 * the same path: only object keys are removed, never array items.
 */
export function withoutUnchangedParts(
  before: Json,
  after: Json,
): { before: Json; after: Json } {
  const beforeParts = partsOf(before)
  const afterParts = partsOf(after)
  const templates = new Map<string, number>()
  for (const parts of [beforeParts, afterParts])
    for (const key of parts.keys()) {
      const [kind, route] = JSON.parse(key) as string[]
      if (kind !== 'paths') continue
      const template = templateOf(route!)
      templates.set(template, (templates.get(template) ?? 0) + 1)
    }

  // Changed: on one side only, different, referring outside the parts, or (for a path) sharing a
  // template. Then everything that refers to a changed part, until nothing more changes.
  const changed = new Set<PartKey>()
  const referrers = new Map<PartKey, PartKey[]>()
  const references = new Map<PartKey, Set<PartKey>>()
  for (const key of new Set([...beforeParts.keys(), ...afterParts.keys()])) {
    const [kind, route] = JSON.parse(key) as string[]
    const sharedTemplate =
      kind === 'paths' && templates.get(templateOf(route!))! > 2
    const value = beforeParts.get(key)
    if (
      !beforeParts.has(key) ||
      !afterParts.has(key) ||
      sharedTemplate ||
      !isDeepStrictEqual(value, afterParts.get(key))
    ) {
      changed.add(key)
      continue
    }
    const found = referencesOf(value)
    if (found.outside) changed.add(key)
    references.set(key, found.parts)
    for (const target of found.parts) {
      const list = referrers.get(target)
      if (list) list.push(key)
      else referrers.set(target, [key])
    }
  }
  const spreading = [...changed]
  while (spreading.length > 0)
    for (const referrer of referrers.get(spreading.pop()!) ?? [])
      if (!changed.has(referrer)) {
        changed.add(referrer)
        spreading.push(referrer)
      }

  // Kept: the changed parts, and every part they or the rest of either document refer to, since
  // api-smart-diff resolves those references in the documents it is given.
  const kept = new Set<PartKey>()
  for (const [document, parts] of [
    [before, beforeParts],
    [after, afterParts],
  ] as const) {
    const { paths: _paths, components, ...rest } = document
    const nonParts = isObject(components)
      ? Object.values(components).filter((group) => !isObject(group))
      : components
    const stack = [
      ...referencesOf([rest, nonParts]).parts,
      ...[...changed].filter((key) => parts.has(key)),
    ]
    const seen = new Set<PartKey>()
    while (stack.length > 0) {
      const next = stack.pop()!
      if (seen.has(next)) continue
      seen.add(next)
      kept.add(next)
      // One by one: a hostile part may refer to more parts than a call takes arguments.
      for (const target of references.get(next) ??
        referencesOf(parts.get(next)).parts)
        stack.push(target)
    }
  }

  const prune = (document: Json): Json => {
    const result: Json = { ...document }
    if (isObject(document.paths))
      result.paths = Object.fromEntries(
        Object.entries(document.paths).filter(([route]) =>
          kept.has(pathPart(route)),
        ),
      )
    if (isObject(document.components))
      result.components = Object.fromEntries(
        Object.entries(document.components).map(([kind, group]) => [
          kind,
          isObject(group)
            ? Object.fromEntries(
                Object.entries(group).filter(([name]) =>
                  kept.has(componentPart(kind, name)),
                ),
              )
            : group,
        ]),
      )
    return result
  }
  return { before: prune(before), after: prune(after) }
}
