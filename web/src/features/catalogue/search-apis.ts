import Fuse from 'fuse.js'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'

/** The spec's fuzzy-search settings. */
const SEARCH_OPTIONS = {
  keys: ['name', 'description', 'releaseNotes', 'urlSlug', 'urlFragment'],
  threshold: 0.3,
  ignoreLocation: true,
}

/**
 * Builds the search index once per catalogue; the returned function answers a search term with
 * the slugs of the matching APIs, best match first.
 */
export function createApiSearch(
  apis: readonly CatalogueApi[],
): (term: string) => string[] {
  const fuse = new Fuse(apis, SEARCH_OPTIONS)
  return (term) => fuse.search(term.trim()).map((result) => result.item.urlSlug)
}
