import type {
  CatalogueApi,
  CatalogueCategory,
} from '@portal/schema/normalize-catalogue'

/** The grants the auth type filter offers, by URL slug. */
export const AUTH_FILTERS = [
  {
    slug: 'acg',
    label: 'Authorization Code Grant',
    oAuthType: 'AuthorizationCodeGrant',
  },
  {
    slug: 'ccg',
    label: 'Client Credentials Grant',
    oAuthType: 'ClientCredentialsGrant',
  },
] as const

/** An auth type filter slug. */
export type AuthFilterSlug = (typeof AUTH_FILTERS)[number]['slug']

/** What the URL says to show: topics in the path, `auth` and `q` in the query. */
export interface ExploreFilters {
  topics: string[]
  authTypes: AuthFilterSlug[]
  search: string
}

/** No filter at all: the whole listing. */
export const NO_FILTERS: ExploreFilters = {
  topics: [],
  authTypes: [],
  search: '',
}

const unique = <T>(items: T[]) => [...new Set(items)]
const isAuthFilterSlug = (value: string): value is AuthFilterSlug =>
  AUTH_FILTERS.some((auth) => auth.slug === value)

/** Reads the filters from the topic path segment (`health+benefits`) and the query string. */
export function parseExploreFilters(
  topicsSegment: string | undefined,
  query: URLSearchParams,
): ExploreFilters {
  return {
    // The form without scripts sends its checked topics as `topics` fields (R-SSR-NO-JS).
    topics: unique([
      ...(topicsSegment ?? '').split(/[+ ]/).filter(Boolean),
      ...query.getAll('topics'),
    ]),
    // `+` in a query string reads as a space, so both separators are accepted.
    authTypes: unique(
      query
        .getAll('auth')
        .flatMap((value) => value.split(/[+ ]/))
        .filter(isAuthFilterSlug),
    ),
    search: (query.get('q') ?? '').trim(),
  }
}

/** The address of a filter state: `/explore/health+benefits?auth=acg+ccg&q=claims`. */
export function explorePath(filters: ExploreFilters): string {
  const topics = filters.topics.map(encodeURIComponent).join('+')
  const query = [
    filters.authTypes.length ? `auth=${filters.authTypes.join('+')}` : '',
    filters.search ? `q=${encodeURIComponent(filters.search)}` : '',
  ].filter(Boolean)
  return `/explore${topics ? `/${topics}` : ''}${query.length ? `?${query.join('&')}` : ''}`
}

/** How many filters are applied: each topic, each auth type, and the search term. */
export function countAppliedFilters(filters: ExploreFilters): number {
  return (
    filters.topics.length + filters.authTypes.length + (filters.search ? 1 : 0)
  )
}

/** The number of listed APIs (R-PUBLIC-LISTED) of each topic, by topic slug. */
export function countApisByTopic(
  categories: CatalogueCategory[],
  listable: CatalogueApi[],
): Map<string, number> {
  return new Map(
    categories.map((category) => [
      category.urlSlug,
      listable.filter((api) => api.categoryUrlSlug === category.urlSlug).length,
    ]),
  )
}

/**
 * Applies the topic and auth filters, then the search. `searchResults` are the slugs that match
 * the search term, best first (null without a search); the result keeps that order.
 */
export function filterApis(
  apis: CatalogueApi[],
  filters: ExploreFilters,
  searchResults: string[] | null,
): CatalogueApi[] {
  const grants = AUTH_FILTERS.filter((auth) =>
    filters.authTypes.includes(auth.slug),
  ).map((auth) => auth.oAuthType)
  const filtered = apis.filter(
    (api) =>
      (filters.topics.length === 0 ||
        filters.topics.includes(api.categoryUrlSlug)) &&
      (grants.length === 0 ||
        grants.some((grant) => api.oAuthTypes?.includes(grant))),
  )
  if (!searchResults) return filtered
  const rank = new Map(searchResults.map((slug, index) => [slug, index]))
  return filtered
    .filter((api) => rank.has(api.urlSlug))
    .sort((a, b) => (rank.get(a.urlSlug) ?? 0) - (rank.get(b.urlSlug) ?? 0))
}

/** Display names of the applied topics and auth types, in the order they are applied. */
function appliedFilterNames(
  filters: ExploreFilters,
  categories: CatalogueCategory[],
) {
  return {
    topics: filters.topics.map(
      (slug) =>
        categories.find((category) => category.urlSlug === slug)?.name ?? slug,
    ),
    authTypes: filters.authTypes.map(
      (slug) => AUTH_FILTERS.find((auth) => auth.slug === slug)?.label ?? slug,
    ),
  }
}

/** The live-region text: "Showing all {n} items", extended with topics, auth types and the search term. */
export function describeResults(
  count: number,
  filters: ExploreFilters,
  categories: CatalogueCategory[],
): string {
  const names = appliedFilterNames(filters, categories)
  const parts = [
    ...names.topics,
    ...names.authTypes,
    ...(filters.search ? [`search term ${filters.search}`] : []),
  ]
  return `Showing all ${count} items${parts.length ? ` for ${parts.join(', ')}` : ''}`
}

/** The live-region text after filters change. */
export function describeFilterChange(filters: ExploreFilters): string {
  return `${countAppliedFilters(filters)} filters applied and API list updated`
}
