import { expect, test } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import { toPublicCatalogue } from '#web/catalogue/public-catalogue.ts'
import {
  NO_FILTERS,
  countApisByTopic,
  countAppliedFilters,
  describeFilterChange,
  describeResults,
  explorePath,
  filterApis,
  parseExploreFilters,
} from './explore-filters.ts'

function catalogue() {
  const raw = makeCatalogue()
  raw.health?.apis.push(
    makeApiEntry({
      name: 'Hidden API',
      urlSlug: 'hidden',
      isStealthLaunched: true,
    }),
    makeApiEntry({ name: 'Old API', urlSlug: 'old', urlFragment: 'old' }),
    makeApiEntry({
      name: 'Disabled API',
      urlSlug: 'disabled',
      enabledByDefault: false,
    }),
    makeApiEntry({
      name: 'System API',
      urlSlug: 'system',
      oAuth: true,
      oAuthTypes: ['ClientCredentialsGrant'],
    }),
  )
  // The old API is deactivated by the build override.
  return toPublicCatalogue(normalizeCatalogue(raw), {
    now: new Date(),
    overrides: { deprecated: [], deactivated: ['old'] },
  })
}
const slugs = (apis: { urlSlug: string }[]) => apis.map((api) => api.urlSlug)

test('Topics come from the path joined by plus; auth and q from the query', () => {
  expect(
    parseExploreFilters(
      'health+facilities',
      new URLSearchParams('auth=acg+ccg&q=%20claims%20'),
    ),
  ).toEqual({
    topics: ['health', 'facilities'],
    authTypes: ['acg', 'ccg'],
    search: 'claims',
  })
  expect(parseExploreFilters(undefined, new URLSearchParams(''))).toEqual(
    NO_FILTERS,
  )
})

test('Auth types may be joined by plus or space; unknown and repeated values are dropped', () => {
  expect(
    parseExploreFilters(
      'health+health',
      new URLSearchParams('auth=ccg%20acg%2Bapikey+ccg'),
    ).authTypes,
  ).toEqual(['ccg', 'acg'])
  expect(
    parseExploreFilters('health+health', new URLSearchParams()).topics,
  ).toEqual(['health'])
})

test('The address of a filter state puts topics in the path and auth and q in the query', () => {
  expect(explorePath(NO_FILTERS)).toBe('/explore')
  expect(
    explorePath({
      topics: ['health', 'loan-guaranty'],
      authTypes: ['acg', 'ccg'],
      search: 'claims status',
    }),
  ).toBe('/explore/health+loan-guaranty?auth=acg+ccg&q=claims%20status')
  expect(explorePath({ topics: [], authTypes: [], search: 'a&b' })).toBe(
    '/explore?q=a%26b',
  )
})

test('Parsing the address of a filter state gives the same filters back', () => {
  const filters = {
    topics: ['forms', 'health'],
    authTypes: ['ccg' as const],
    search: 'r&d notes',
  }
  const url = new URL(explorePath(filters), 'http://localhost')
  const segment = url.pathname.split('/')[2]
  expect(
    parseExploreFilters(
      segment && decodeURIComponent(segment),
      url.searchParams,
    ),
  ).toEqual(filters)
})

test('Each topic, each auth type and the search term count as one applied filter', () => {
  expect(countAppliedFilters(NO_FILTERS)).toBe(0)
  expect(
    countAppliedFilters({
      topics: ['a', 'b'],
      authTypes: ['acg'],
      search: 'x',
    }),
  ).toBe(4)
})

test('Topic counts include only listable APIs', () => {
  const { categories, listed } = catalogue()
  const counts = countApisByTopic(categories, listed)
  expect(Object.fromEntries(counts)).toEqual({ facilities: 1, health: 3 })
})

test('A topic filter keeps the APIs of the chosen topics', () => {
  const apis = catalogue().listed
  expect(
    slugs(filterApis(apis, { ...NO_FILTERS, topics: ['facilities'] }, null)),
  ).toEqual(['va-facilities'])
  expect(
    slugs(
      filterApis(
        apis,
        { ...NO_FILTERS, topics: ['facilities', 'health'] },
        null,
      ),
    ),
  ).toHaveLength(4)
  expect(
    filterApis(apis, { ...NO_FILTERS, topics: ['no-such-topic'] }, null),
  ).toEqual([])
})

test('An auth filter keeps the APIs that support one of the chosen grants', () => {
  const apis = catalogue().listed
  expect(
    slugs(filterApis(apis, { ...NO_FILTERS, authTypes: ['acg'] }, null)),
  ).toEqual(['patient-health', 'community-care'])
  expect(
    slugs(filterApis(apis, { ...NO_FILTERS, authTypes: ['ccg'] }, null)),
  ).toEqual(['patient-health', 'system'])
  expect(
    slugs(filterApis(apis, { ...NO_FILTERS, authTypes: ['acg', 'ccg'] }, null)),
  ).toHaveLength(3)
})

test('Topic, auth and search combine, in the order of the search ranking', () => {
  const apis = catalogue().listed
  const filters = {
    topics: ['health'],
    authTypes: ['acg' as const],
    search: 'x',
  }
  expect(
    slugs(
      filterApis(apis, filters, [
        'va-facilities',
        'community-care',
        'patient-health',
      ]),
    ),
  ).toEqual(['community-care', 'patient-health'])
  expect(filterApis(apis, filters, [])).toEqual([])
})

test('The announcement names the topics, auth types and search term', () => {
  const { categories } = catalogue()
  expect(describeResults(4, NO_FILTERS, categories)).toBe('Showing all 4 items')
  expect(
    describeResults(
      1,
      { topics: ['health'], authTypes: ['acg'], search: 'claims' },
      categories,
    ),
  ).toBe(
    'Showing all 1 items for Health, Authorization Code Grant, search term claims',
  )
  expect(
    describeFilterChange({
      topics: ['health'],
      authTypes: ['acg'],
      search: '',
    }),
  ).toBe('2 filters applied and API list updated')
})
