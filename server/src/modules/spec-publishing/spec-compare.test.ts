import { expect, test } from 'vitest'
import { compareDocuments } from './spec-compare.ts'

const VERSIONS = { from: 'v1', to: 'v2' }

/** A document of the given path items, with a shared schema. */
const document = (
  paths: Record<string, unknown>,
  schemas: Record<string, unknown> = { Item: { type: 'string' } },
) => ({
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths,
  components: { schemas },
})

const ok = { responses: { '200': { description: 'OK' } } }

test('A change links to the operation as swagger-ui deep-links it: its first tag (else default) and its operationId, else the method and path with _ for each non-word character (R-COMPARE-LINKS)', () => {
  const from = document({
    '/forms/{id}': { get: { ...ok, tags: ['Forms and more'] } },
    '/a-b.c': { post: { ...ok, operationId: 'make.it' } },
  })
  const to = document({
    '/forms/{id}': {
      get: { ...ok, tags: ['Forms and more'], deprecated: true },
    },
    '/a-b.c': { post: { ...ok, operationId: 'make.it', deprecated: true } },
  })
  const operations = compareDocuments({ from, to }, VERSIONS).map(
    (change) => change.operation,
  )
  expect(operations).toEqual(
    expect.arrayContaining([
      {
        method: 'get',
        path: '/forms/{id}',
        version: 'v2',
        anchor: '#/Forms%20and%20more/get_forms__id_',
      },
      {
        method: 'post',
        path: '/a-b.c',
        version: 'v2',
        anchor: '#/default/make_it',
      },
    ]),
  )
})

test('A removed path item links to its first operation in the older version; a change outside the operations links nowhere (R-COMPARE-LINKS)', () => {
  const from = document({
    '/keep': { get: { ...ok, operationId: 'keep' } },
    '/gone': { put: { ...ok, operationId: 'replaceIt' } },
  })
  const to = document(
    { '/keep': { get: { ...ok, operationId: 'keep' } } },
    { Item: { type: 'integer' } },
  )
  const changes = compareDocuments({ from, to }, VERSIONS)
  expect(changes.find((change) => change.path.startsWith('paths.'))).toEqual(
    expect.objectContaining({
      kind: 'breaking',
      operation: {
        method: 'put',
        path: '/gone',
        version: 'v1',
        anchor: '#/default/replaceIt',
      },
    }),
  )
  expect(
    changes.find((change) => change.path.startsWith('components.')),
  ).toEqual(expect.objectContaining({ kind: 'breaking', operation: null }))
})
