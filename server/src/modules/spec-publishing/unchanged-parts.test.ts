import { apiCompare } from 'api-smart-diff'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { withoutUnchangedParts } from './unchanged-parts.ts'

type Json = Record<string, unknown>

/** How one version of a generated document differs from the base: per path and per schema. */
interface Variant {
  /** Per path: 0 as is, 1 removed, 2 reworded, 3 a required parameter, 4 its id renamed. */
  paths: number[]
  /** Per schema: 0 as is, 1 a property's type changed, 2 a property removed. */
  schemas: number[]
}

const SCHEMAS = 6

/**
 * A document whose operations answer with schemas that refer to other schemas (a chain, a
 * discriminator mapping without `$ref`), and two paths that share a template.
 */
function documentOf(variant: Variant): Json {
  const schemas: Json = {}
  for (let n = 0; n < SCHEMAS; n += 1) {
    const change = variant.schemas[n] ?? 0
    const properties: Json = {
      id: { type: change === 1 ? 'integer' : 'string' },
      ...(change === 2 ? {} : { name: { type: 'string' } }),
    }
    if (n + 1 < SCHEMAS)
      properties.next = { $ref: `#/components/schemas/Schema${n + 1}` }
    schemas[`Schema${n}`] = { type: 'object', properties }
  }
  schemas.Pet = {
    type: 'object',
    discriminator: {
      propertyName: 'kind',
      mapping: { last: `#/components/schemas/Schema${SCHEMAS - 1}` },
    },
  }
  const paths: Json = {}
  variant.paths.forEach((change, n) => {
    if (change === 1) return
    const route = n === 0 ? `/items/{${change === 4 ? 'key' : 'id'}}` : `/r${n}`
    paths[route] = {
      get: {
        operationId: `get${n}`,
        description: change === 2 ? `Reworded ${n}.` : `Reads ${n}.`,
        parameters: [
          ...(n === 0
            ? [
                {
                  name: change === 4 ? 'key' : 'id',
                  in: 'path',
                  required: true,
                  schema: { type: 'string' },
                },
              ]
            : []),
          ...(change === 3
            ? [
                {
                  name: 'q',
                  in: 'query',
                  required: true,
                  schema: { type: 'string' },
                },
              ]
            : []),
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  $ref: `#/components/schemas/${n % 4 === 3 ? 'Pet' : `Schema${n % SCHEMAS}`}`,
                },
              },
            },
          },
        },
      },
    }
  })
  // Shares `/items/{id}`'s template: api-smart-diff pairs the paths by template.
  paths['/items/{other}'] = {
    get: { responses: { '204': { description: 'No' } } },
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Generated', version: '1' },
    paths,
    components: { schemas },
  }
}

const diffsOf = (before: Json, after: Json) =>
  apiCompare(before, after)
    .diffs.map(
      (diff) =>
        `${diff.type} ${diff.action} ${diff.path.join('.')} ${diff.description ?? ''}`,
    )
    .sort()

const pruned = (before: Json, after: Json) => {
  const parts = withoutUnchangedParts(before, after)
  return diffsOf(parts.before, parts.after)
}

test('Leaving out the unchanged parts finds exactly the changes of the whole documents', () => {
  const variant = fc.record({
    paths: fc.array(fc.integer({ min: 0, max: 4 }), {
      minLength: 8,
      maxLength: 8,
    }),
    schemas: fc.array(fc.integer({ min: 0, max: 2 }), {
      minLength: SCHEMAS,
      maxLength: SCHEMAS,
    }),
  })
  fc.assert(
    fc.property(variant, variant, (a, b) => {
      const before = documentOf(a)
      const after = documentOf(b)
      expect(pruned(before, after)).toEqual(
        diffsOf(structuredClone(before), structuredClone(after)),
      )
    }),
    { numRuns: 40, seed: 29 },
  )
})

test('A change deep in a referenced schema keeps every path that reaches it, and only those', () => {
  const base = { paths: [0, 0, 0, 0, 0, 0, 0, 0], schemas: [0, 0, 0, 0, 0, 0] }
  const changed = { ...base, schemas: [0, 0, 0, 0, 2, 0] }
  const parts = withoutUnchangedParts(documentOf(base), documentOf(changed))
  // Schema4 changed; Schema0..3 reach it through `next`; /r5 answers Schema5 and /r3 and /r7 the
  // Pet, which do not. Schema5 stays for Schema4's reference; `/items/{other}` for its template.
  expect(Object.keys(parts.after.paths as Json).sort()).toEqual([
    '/items/{id}',
    '/items/{other}',
    '/r1',
    '/r2',
    '/r4',
    '/r6',
  ])
  expect(
    Object.keys((parts.after.components as { schemas: Json }).schemas).sort(),
  ).toEqual(['Schema0', 'Schema1', 'Schema2', 'Schema3', 'Schema4', 'Schema5'])
  expect(pruned(documentOf(base), documentOf(changed))).toEqual(
    diffsOf(documentOf(base), documentOf(changed)),
  )
})

test('Identical documents leave only the paths that share a template to compare', () => {
  const base = { paths: [0, 0, 0, 0, 2, 0, 3, 0], schemas: [1, 0, 0, 0, 0, 0] }
  const parts = withoutUnchangedParts(documentOf(base), documentOf(base))
  // The two paths sharing a template stay: api-smart-diff pairs paths by template, and even
  // reports these two of identical documents as changed; they are reported as before.
  expect(Object.keys(parts.before.paths as Json).sort()).toEqual([
    '/items/{id}',
    '/items/{other}',
  ])
  expect(pruned(documentOf(base), documentOf(base))).toEqual(
    diffsOf(documentOf(base), documentOf(base)),
  )
})
