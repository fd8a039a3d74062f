import Fuse from 'fuse.js'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import { createFuzzyIndex } from './fuzzy-index.ts'

// The spec's fuzzy-search settings, used for every comparison below; Fuse's own comparisons
// ignore accents as the word index does (R-QA-SEARCH-ACCENTS).
const FUZZY = {
  threshold: 0.3,
  ignoreLocation: true,
  includeScore: true,
  ignoreDiacritics: true,
}
// Searched fields, best first: a match in the name ranks above the same match in the notes.
const FIELDS = [
  'name',
  'urlSlug',
  'urlFragment',
  'description',
  'releaseNotes',
] as const
const FIELD_TIE_BREAK = 0.01
const MIN_WORD_LENGTH = 2
const MAX_CACHED_WORDS = 500

/**
 * The text as the search compares it: lower case, without accents (`vétérans` is `veterans`):
 * the platform's Unicode decomposition with its combining marks removed (R-QA-SEARCH-ACCENTS).
 * The server's render and the browser's run this same code, so their results match.
 */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

// The term's words and every field's words are folded alike; a word is letters and digits of any
// script (`東京`, `Київ`), joined by apostrophes, underscores or hyphens.
function words(text: string): string[] {
  return (
    foldForSearch(text).match(/[\p{L}\p{N}]+(?:['’_-][\p{L}\p{N}]+)*/gu) ?? []
  ).filter((word) => word.length >= MIN_WORD_LENGTH)
}

/**
 * Builds the search index once per catalogue; the returned function answers a search term with
 * the slugs of the matching APIs, best match first.
 *
 * Release notes run to many kilobytes per API, and fuzzy-scanning every field of every API on
 * each keystroke costs a second for 1,000 APIs. So the fields are indexed by their distinct
 * words: each word of the term is fuzzy-matched (Fuse, threshold 0.3, location ignored) against
 * that vocabulary, and an API matches when every word of the term matches one of its words.
 * Word results are cached, so a keystroke only searches the word being typed.
 */
export function createApiSearch(
  apis: readonly CatalogueApi[],
): (term: string) => string[] {
  // word → api index × field rank, each API listed once per word with its best field.
  const postings = new Map<string, number[]>()
  apis.forEach((api, apiIndex) => {
    const seen = new Set<string>()
    FIELDS.forEach((field, rank) => {
      for (const word of words(api[field])) {
        if (seen.has(word)) continue
        seen.add(word)
        const entry = apiIndex * FIELDS.length + rank
        const list = postings.get(word)
        if (list) list.push(entry)
        else postings.set(word, [entry])
      }
    })
  })
  const vocabulary = [...postings.keys()]
  const searchVocabulary = createFuzzyIndex(vocabulary, (word) => [word], FUZZY)
  // Terms without a word of two letters or more are matched against the short fields whole.
  const shortFields = new Fuse(apis, {
    ...FUZZY,
    keys: ['name', 'urlSlug', 'urlFragment', 'description'],
  })
  const cache = new Map<string, Map<number, number>>()

  const matchWord = (termWord: string): Map<number, number> => {
    const cached = cache.get(termWord)
    if (cached) return cached
    const scores = new Map<number, number>()
    for (const { index, score } of searchVocabulary(termWord)) {
      for (const entry of postings.get(vocabulary[index] ?? '') ?? []) {
        const apiIndex = Math.floor(entry / FIELDS.length)
        const ranked = score + (entry % FIELDS.length) * FIELD_TIE_BREAK
        scores.set(apiIndex, Math.min(scores.get(apiIndex) ?? Infinity, ranked))
      }
    }
    if (cache.size >= MAX_CACHED_WORDS) cache.clear()
    cache.set(termWord, scores)
    return scores
  }

  return (term) => {
    const termWords = [...new Set(words(term))]
    let scores: [number, number][]
    if (termWords.length === 0) {
      scores = term.trim()
        ? shortFields
            .search(term.trim())
            .map(({ refIndex, score = 0 }) => [refIndex, score])
        : []
    } else {
      const [first, ...rest] = termWords.map(matchWord)
      // Every word must match; an API scores as its worst-matching word.
      scores = [...(first ?? [])].flatMap(
        ([apiIndex, score]): [number, number][] =>
          rest.every((matches) => matches.has(apiIndex))
            ? [
                [
                  apiIndex,
                  Math.max(
                    score,
                    ...rest.map((matches) => matches.get(apiIndex) ?? 0),
                  ),
                ],
              ]
            : [],
      )
    }
    return scores
      .sort(([indexA, a], [indexB, b]) => a - b || indexA - indexB)
      .map(([apiIndex]) => apis[apiIndex]?.urlSlug ?? '')
  }
}
