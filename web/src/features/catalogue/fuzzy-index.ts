import Fuse, { type IFuseOptions } from 'fuse.js'

/** A match: the item's position in the indexed list and Fuse's score (0 is exact). */
export interface FuzzyMatch {
  index: number
  score: number
}

// Fuse fuzzy-matches every item of a list on every search, about a microsecond per item. The
// q-gram lemma lets most items be skipped first: a string within k edits of a pattern of length
// m contains at least (m - 1) - 2k of the pattern's bigrams. With ignoreLocation, Fuse accepts
// k = floor(threshold * m) errors, so items with fewer shared bigrams cannot match.
const MAX_FILTERED_PATTERN = 32 // Fuse splits longer patterns; those skip the filter.

function bigrams(text: string): string[] {
  const lower = text.toLowerCase()
  return Array.from({ length: Math.max(lower.length - 1, 0) }, (_, i) =>
    lower.slice(i, i + 2),
  )
}

/**
 * Fuse over `items` with a bigram prefilter: same matches and scores as Fuse alone, with the
 * work proportional to the candidates instead of the whole list.
 */
export function createFuzzyIndex<T>(
  items: readonly T[],
  textsOf: (item: T) => string[],
  options: IFuseOptions<T> & { threshold: number },
): (pattern: string) => FuzzyMatch[] {
  const postings = new Map<string, number[]>()
  items.forEach((item, index) => {
    for (const gram of new Set(textsOf(item).flatMap(bigrams))) {
      const list = postings.get(gram)
      if (list) list.push(index)
      else postings.set(gram, [index])
    }
  })
  const fullFuse = new Fuse(items, { ...options, includeScore: true })

  return (pattern) => {
    const m = pattern.length
    const bound = m - 1 - 2 * Math.floor(options.threshold * m)
    if (bound < 1 || m > MAX_FILTERED_PATTERN) {
      return fullFuse
        .search(pattern)
        .map(({ refIndex, score = 0 }) => ({ index: refIndex, score }))
    }
    const counts = new Uint16Array(items.length)
    const candidates: number[] = []
    for (const gram of bigrams(pattern)) {
      for (const index of postings.get(gram) ?? []) {
        counts[index] = (counts[index] ?? 0) + 1
        if (counts[index] === bound) candidates.push(index)
      }
    }
    const candidateItems = candidates.map((index) => items[index] as T)
    return new Fuse(candidateItems, { ...options, includeScore: true })
      .search(pattern)
      .map(({ refIndex, score = 0 }) => ({
        index: candidates[refIndex] ?? -1,
        score,
      }))
  }
}
