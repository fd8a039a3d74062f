import { expect, test } from 'vitest'
import type { TestUserRow } from '@portal/schema/test-data'
import { createRowSearch } from './search-rows.ts'
import { nextSort, sortRows } from './sort-rows.ts'

const ROWS: TestUserRow[] = [
  { id: '1', 'First Name': 'Tamara', 'Disability Rating': '30', Branch: null },
  {
    id: '2',
    'First Name': 'alfredo',
    'Disability Rating': '100',
    Branch: 'Navy',
  },
  { id: '10', 'First Name': 'Mark', 'Disability Rating': null, Branch: 'Army' },
]

test('First click sorts ascending, the second descending, another column starts over', () => {
  expect(nextSort(null, 'ICN')).toEqual({
    column: 'ICN',
    direction: 'ascending',
  })
  expect(nextSort({ column: 'ICN', direction: 'ascending' }, 'ICN')).toEqual({
    column: 'ICN',
    direction: 'descending',
  })
  expect(nextSort({ column: 'ICN', direction: 'descending' }, 'ICN')).toEqual({
    column: 'ICN',
    direction: 'ascending',
  })
  expect(nextSort({ column: 'ICN', direction: 'descending' }, 'SSN')).toEqual({
    column: 'SSN',
    direction: 'ascending',
  })
})

test('Strings sort without regard to case, numbers as numbers, nulls last either way', () => {
  const ids = (sort: Parameters<typeof sortRows>[1]) =>
    sortRows(ROWS, sort).map((row) => row.id)
  expect(ids({ column: 'First Name', direction: 'ascending' })).toEqual([
    '2',
    '10',
    '1',
  ])
  expect(ids({ column: 'Disability Rating', direction: 'ascending' })).toEqual([
    '1',
    '2',
    '10',
  ])
  expect(ids({ column: 'Disability Rating', direction: 'descending' })).toEqual(
    ['2', '1', '10'],
  )
  expect(ids({ column: 'Branch', direction: 'descending' })).toEqual([
    '2',
    '10',
    '1',
  ])
  expect(ids({ column: 'id', direction: 'ascending' })).toEqual([
    '1',
    '2',
    '10',
  ])
  expect(ids(null)).toEqual(['1', '2', '10'])
})

test('Search is fuzzy over the visible columns; credentials only for signed-up developers', () => {
  const rows: TestUserRow[] = [
    {
      id: '1',
      'First Name': 'Tamara',
      credentials: {
        idme: {
          username: 'va.api.user+one@example.com',
          password: 'p',
          seed: null,
        },
        logingov: {
          username: 'va.api.user+one@example.com',
          password: 'p',
          seed: 'S',
        },
      },
    },
    {
      id: '2',
      'First Name': 'Alfredo',
      credentials: {
        idme: {
          username: 'va.api.user+two@example.com',
          password: 'p',
          seed: null,
        },
        logingov: {
          username: 'va.api.user+two@example.com',
          password: 'p',
          seed: 'S',
        },
      },
    },
  ]
  expect(
    createRowSearch(rows, ['First Name'], false)('Tamra').map((row) => row.id),
  ).toEqual(['1'])
  expect(createRowSearch(rows, ['First Name'], false)('user+two')).toEqual([])
  // Fuzzy: user+one is 2 edits away from user+two; the best match comes first.
  const signedIn = createRowSearch(rows, ['First Name'], true)
  expect(signedIn('user+two')[0]?.id).toBe('2')
  expect(createRowSearch(rows, ['First Name'], false)('  ')).toHaveLength(2)
})
