import Fuse from 'fuse.js'
import { expect, test } from 'vitest'
import { createFuzzyIndex } from './fuzzy-index.ts'

const OPTIONS = { threshold: 0.3, ignoreLocation: true, includeScore: true }
const LETTERS = 'abcdeilnorstuv'

function randomWords(count: number, seed: number): string[] {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 2 + Math.floor(next() * 9) },
      () => LETTERS[Math.floor(next() * LETTERS.length)],
    ).join(''),
  )
}

test('The bigram prefilter finds exactly what Fuse alone finds, with the same scores', () => {
  const words = randomWords(2_000, 7)
  const indexed = createFuzzyIndex(words, (word) => [word], OPTIONS)
  const plain = new Fuse(words, OPTIONS)
  for (const pattern of [
    ...randomWords(150, 99),
    'veteran',
    'claims',
    'a',
    'st',
    'xyzzy',
  ]) {
    const expected = plain
      .search(pattern)
      .map(({ refIndex, score }) => `${refIndex}:${score?.toFixed(6)}`)
      .sort()
    const actual = indexed(pattern)
      .map(({ index, score }) => `${index}:${score.toFixed(6)}`)
      .sort()
    expect(actual, pattern).toEqual(expected)
  }
})

test('Objects with several fields are filtered on all their texts together', () => {
  const items = [
    { name: 'VA Facilities API', description: 'Find VA locations.' },
    { name: 'VA Forms API', description: 'Look up forms.' },
  ]
  const search = createFuzzyIndex(
    items,
    (item) => [item.name, item.description],
    {
      ...OPTIONS,
      keys: ['name', 'description'],
    },
  )
  expect(search('locations').map((match) => match.index)).toEqual([0])
  expect(search('Facilites').map((match) => match.index)).toEqual([0])
})
