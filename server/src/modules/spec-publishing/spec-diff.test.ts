import { expect, test } from 'vitest'
import {
  diffDocuments,
  draftReleaseNote,
  prependReleaseNote,
} from './spec-diff.ts'
import { referenceDataSpec } from '../../../test/spec-kit.ts'

const classified = (before: object, after: object) =>
  diffDocuments(before as never, after as never).map(({ breaking, path }) => ({
    breaking,
    path,
  }))

test('A removed operation is breaking', () => {
  expect(
    classified(
      referenceDataSpec(),
      referenceDataSpec({ withoutCountries: true }),
    ),
  ).toEqual([{ breaking: true, path: 'paths./countries.get' }])
})

test('A new optional parameter is not breaking; a new required one is, even where there were none', () => {
  expect(
    classified(
      referenceDataSpec(),
      referenceDataSpec({ withPageSize: true }),
    ).every((change) => !change.breaking),
  ).toBe(true)
  const required = referenceDataSpec()
  const countries = (
    required.paths['/countries'] as { get: Record<string, unknown> }
  ).get
  countries.parameters = [
    { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
  ]
  expect(classified(referenceDataSpec(), required)).toEqual([
    { breaking: true, path: 'paths./countries.get.parameters' },
  ])
})

test('A narrowed enum and a changed type in a request are breaking', () => {
  const withEnum = (values: string[], type = 'string') => {
    const document = referenceDataSpec({ withPageSize: true })
    const states = (
      document.paths['/states'] as {
        get: { parameters: Record<string, unknown>[] }
      }
    ).get
    states.parameters[0]!.schema = { type, enum: values }
    return document
  }
  expect(classified(withEnum(['a', 'b']), withEnum(['a']))[0]?.breaking).toBe(
    true,
  )
  expect(classified(withEnum(['a']), withEnum(['a'], 'integer'))).toEqual([
    { breaking: true, path: 'paths./states.get.parameters.0.schema.type' },
  ])
})

test('A changed type in an answer is breaking; a new description is not', () => {
  const answer = (type: string, description?: string) => {
    const document = referenceDataSpec()
    const states = (
      document.paths['/states'] as { get: Record<string, unknown> }
    ).get
    if (description) states.description = description
    const media = (
      states.responses as Record<
        string,
        {
          content: Record<
            string,
            { schema: { properties: Record<string, unknown> } }
          >
        }
      >
    )['200']!.content['application/json']!
    media.schema.properties.items = { type }
    return document
  }
  expect(classified(answer('array'), answer('string'))[0]?.breaking).toBe(true)
  expect(classified(answer('array'), answer('array', 'New words.'))).toEqual([
    { breaking: false, path: 'paths./states.get.description' },
  ])
})

test('The draft release note has the catalogue heading and lists breaking changes apart', () => {
  const changes = diffDocuments(
    referenceDataSpec() as never,
    referenceDataSpec({ withoutCountries: true }) as never,
  )
  const note = draftReleaseNote({
    now: Date.UTC(2026, 10, 26, 15),
    label: 'Version 2',
    changes,
    isFirst: false,
  })
  expect(note).toBe(
    '### November 26, 2026\n\nVersion 2: 1 breaking change.\n\n**Breaking changes**\n\n- [Removed] operation GET /countries',
  )
})

test('A release note goes first, separated from the older sections', () => {
  expect(
    prependReleaseNote('### May 1, 2020\n\nOld.', '### June 2, 2021\n\nNew.\n'),
  ).toBe('### June 2, 2021\n\nNew.\n\n---\n\n### May 1, 2020\n\nOld.')
  expect(prependReleaseNote('', 'Only.')).toBe('Only.')
})

test('A path whose parameter is renamed and a removed component are described in words, with what they were and became', () => {
  const byCode = (name: string) => ({
    get: {
      operationId: 'getCountry',
      description: 'A country.',
      parameters: [
        { name, in: 'path', required: true, schema: { type: 'string' } },
      ],
      responses: { '200': { description: 'The country' } },
    },
  })
  const before = {
    ...referenceDataSpec(),
    paths: { '/countries/{code}': byCode('code') },
    components: { schemas: { State: { type: 'string' } } },
  }
  const after = {
    ...referenceDataSpec(),
    paths: { '/countries/{id}': byCode('id') },
  }
  const descriptions = diffDocuments(before as never, after as never).map(
    ({ description }) => description,
  )
  expect(descriptions).toContain(
    '[Renamed] path `/countries/{code}` to `/countries/{id}`',
  )
  expect(descriptions).toContain('[Removed] components.schemas')
  expect(descriptions.join('\n')).not.toMatch(/\[(rename|remove)\]/)
})
