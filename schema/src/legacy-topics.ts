/** Renamed topic slugs of the explore listing: old slug → the slug it has now. */
export const CATEGORY_RENAMES: Record<string, string> = {
  appeals: 'va-benefits',
  benefits: 'va-benefits',
  vaForms: 'forms',
  loanGuaranty: 'loan-guaranty',
}

/** /explore/{topics} with a renamed topic slug: the same listing under the current slugs. */
function renamedTopicsTarget(
  path: string,
  search: URLSearchParams,
): string | null {
  const match = /^\/explore\/([^/]+)$/.exec(path)
  if (!match) return null
  const topics = (match[1] ?? '').split('+')
  if (!topics.some((topic) => topic in CATEGORY_RENAMES)) return null
  const renamed = [
    ...new Set(topics.map((topic) => CATEGORY_RENAMES[topic] ?? topic)),
  ]
  const query = search.toString()
  return `/explore/${renamed.join('+')}${query ? `?${query}` : ''}`
}

/**
 * Where a legacy address the explore route itself matches (`/explore/{topics}`) lives now
 * (R-REDIRECT-*): the old `/explore/authorization` landing page, or topics under a renamed slug.
 * Null for any other address. Part of `legacyRedirectTarget`; its own module so the explore page
 * loads these few lines rather than the whole legacy table, which only the not-found route needs
 * (ADR 021, R-PERF-SHELL).
 */
export function legacyExploreTarget(
  pathname: string,
  search: URLSearchParams,
): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/explore/authorization') return '/explore'
  return renamedTopicsTarget(path, search)
}
