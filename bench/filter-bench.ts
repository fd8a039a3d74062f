// Filter + search time per keystroke on a generated catalogue of 1,000 APIs with long release
// notes (run by bench/run.mjs through tsx). The search index is built once, as in the page.
import { performance } from 'node:perf_hooks'
import { makeApiEntry } from '@portal/schema/fixtures/catalogue'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import type { Catalogue } from '@portal/schema/catalogue'
import { filterApis } from '../web/src/features/catalogue/explore-filters.ts'
import { toPublicCatalogue } from '../web/src/catalogue/public-catalogue.ts'
import { createApiSearch } from '../web/src/features/catalogue/search-apis.ts'

const API_COUNT = 1_000
const NOTE_SECTIONS = 24
const WORDS = [
  'claims',
  'benefits',
  'health',
  'veteran',
  'facility',
  'appeal',
  'records',
  'status',
  'forms',
  'eligibility',
]

// Release notes drawn from a vocabulary of 5,000 made-up words with a Zipf-like spread, so the
// text is as varied as real prose (a tiny vocabulary would make any word index look fast).
const SYLLABLES = [
  'ba',
  'ce',
  'di',
  'fo',
  'gu',
  'ha',
  'je',
  'ki',
  'lo',
  'mu',
  'na',
  're',
  'si',
  'to',
  'vu',
  'we',
  'xa',
  'yo',
  'ze',
]
const VOCABULARY = Array.from({ length: 5_000 }, (_, i) => {
  let word = ''
  for (let n = i + 1; n > 0; n = Math.floor(n / SYLLABLES.length))
    word += SYLLABLES[n % SYLLABLES.length]
  return word + (i % 3 === 0 ? 'tion' : i % 3 === 1 ? 'ed' : 's')
})
let randomState = 42
function random(): number {
  randomState = (randomState * 1_103_515_245 + 12_345) % 2 ** 31
  return randomState / 2 ** 31
}
const zipfWord = () =>
  VOCABULARY[Math.floor(VOCABULARY.length ** random()) - 1] ?? 'records'

function releaseNotes(seed: number): string {
  return Array.from({ length: NOTE_SECTIONS }, (_, section) => {
    const words = Array.from({ length: 80 }, (_, i) =>
      i % 9 === 0 ? WORDS[(seed + i) % WORDS.length] : zipfWord(),
    ).join(' ')
    return `### March ${(section % 28) + 1}, 2024\n\nWe updated endpoint ${seed}-${section}: ${words}.`
  }).join('\n\n---\n\n')
}

function generateCatalogue(): Catalogue {
  const catalogue: Catalogue = {}
  const topics = ['appeals', 'benefits', 'facilities', 'health', 'verification']
  for (const topic of topics) {
    catalogue[topic] = {
      name: `${topic} APIs`,
      properName: `${topic} APIs`,
      urlSlug: topic,
      content: {
        consumerDocsLinkText: '',
        shortDescription: '',
        quickstart: null,
        veteranRedirect: null,
        overview: '',
      },
      apis: [],
    }
  }
  for (let i = 0; i < API_COUNT; i += 1) {
    const topic = topics[i % topics.length] ?? 'health'
    catalogue[topic]?.apis.push(
      makeApiEntry({
        name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} API ${i}`,
        urlSlug: `api-${i}`,
        urlFragment: `api_${i}`,
        description: `Use to work with ${WORDS[(i * 7) % WORDS.length]} data for Veterans, number ${i}.`,
        releaseNotes: releaseNotes(i),
        oAuthTypes:
          i % 2 ? ['AuthorizationCodeGrant'] : ['ClientCredentialsGrant'],
      }),
    )
  }
  return catalogue
}

// The explore page lists what the public-status rule lists (no flags, no overrides).
const { listed: listable } = toPublicCatalogue(
  normalizeCatalogue(generateCatalogue()),
  { now: new Date() },
)
const notesBytes = listable.reduce(
  (total, api) => total + api.releaseNotes.length,
  0,
)

// Three terms typed a letter at a time, each on a freshly built index (cold word cache).
const TERMS = [
  'veteran claims status',
  'facility records',
  'benefits eligibility forms',
]
const timings: number[] = []
const builds: number[] = []
for (const term of TERMS) {
  const buildStart = performance.now()
  const search = createApiSearch(listable)
  builds.push(performance.now() - buildStart)
  for (let length = 1; length <= term.length; length += 1) {
    const typed = term.slice(0, length)
    const start = performance.now()
    const results = search(typed)
    filterApis(
      listable,
      { topics: ['health', 'benefits'], authTypes: ['acg'], search: typed },
      results,
    )
    timings.push(performance.now() - start)
  }
}
const buildMs = builds.reduce((total, ms) => total + ms, 0) / builds.length
timings.sort((a, b) => a - b)
const mean = timings.reduce((total, ms) => total + ms, 0) / timings.length
const p95 = timings[Math.floor(timings.length * 0.95)] ?? 0
const result = {
  apis: listable.length,
  releaseNotesMegabytes: Number((notesBytes / 1e6).toFixed(1)),
  indexBuildMs: Number(buildMs.toFixed(1)),
  keystrokes: timings.length,
  perKeystrokeMeanMs: Number(mean.toFixed(1)),
  perKeystrokeP95Ms: Number(p95.toFixed(1)),
  perKeystrokeMaxMs: Number((timings.at(-1) ?? 0).toFixed(1)),
}
console.log(JSON.stringify(result))
