import { expect, test } from 'vitest'
import { COMPARE_MESSAGES } from '@portal/schema/version-compare-texts'
import { compareDocuments } from './spec-compare.ts'
import { runSpecCompare } from './spec-check-worker.ts'

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

test('In the worker, stored documents are parsed by their format and compared; one that does not parse is a 422 answered as data (R-COMPARE-SAME-DIFF)', () => {
  const v1 = document({ '/a': { get: { ...ok, operationId: 'getA' } } })
  const v2 = document({})
  const compared = runSpecCompare({
    from: { version: 'v1', text: JSON.stringify(v1), format: 'json' },
    to: { version: 'v2', text: 'openapi: 3.0.3\npaths: {}\n', format: 'yaml' },
  })
  if (compared.refused) throw new Error(compared.refused.messages.join())
  expect(compared.changes).toContainEqual(
    expect.objectContaining({
      kind: 'breaking',
      operation: expect.objectContaining({ anchor: '#/default/getA' }),
    }),
  )
  expect(
    runSpecCompare({
      from: { version: 'v1', text: '{ not json', format: 'json' },
      to: { version: 'v2', text: JSON.stringify(v2), format: 'json' },
    }),
  ).toEqual({
    refused: { status: 422, messages: [COMPARE_MESSAGES.notComparable] },
  })
})
