import { useEffect, useMemo, useState } from 'react'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import type { createApiSearch } from './search-apis.ts'

interface SearchModule {
  createApiSearch: typeof createApiSearch
}

// One import for the whole visit, started by the first search (or by loadApiSearch).
let searchModule: Promise<SearchModule> | undefined
// The module once imported: a page rendered after that searches at once.
let imported: SearchModule | undefined

/**
 * Imports the search index's code now: the server does at its start, and the browser before it
 * hydrates a page that searches, so both render the results at once and the same (ADR 051).
 */
export async function loadApiSearch(): Promise<void> {
  imported = await (searchModule ??= import('./search-apis.ts'))
}

/** The result of a search: matching slugs (null when there is no term), and whether it waits. */
export interface ApiSearchState {
  results: string[] | null
  isLoading: boolean
}

/**
 * Searches the APIs for `term`. The search index (Fuse and the word index) is imported the first
 * time someone searches, so the explore page's first load does not carry it (R-PERF-FIRST-LOAD);
 * it is built once per catalogue.
 */
export function useApiSearch(
  apis: readonly CatalogueApi[],
  term: string,
): ApiSearchState {
  const [loaded, setLoaded] = useState<SearchModule | null>(
    () => imported ?? null,
  )
  const [error, setError] = useState<unknown>(null)
  useEffect(() => {
    if (!term || loaded) return
    let isCurrent = true
    ;(searchModule ??= import('./search-apis.ts')).then(
      (module) => {
        if (isCurrent) setLoaded(module)
      },
      (reason: unknown) => {
        searchModule = undefined
        if (isCurrent) setError(reason)
      },
    )
    return () => {
      isCurrent = false
    }
  }, [term, loaded])
  // The route's error boundary shows the error page with "Try again", as for a route chunk.
  if (error) throw error instanceof Error ? error : new Error(String(error))
  const search = useMemo(
    () => (loaded ? loaded.createApiSearch(apis) : null),
    [loaded, apis],
  )
  const results = useMemo(
    () => (term && search ? search(term) : null),
    [search, term],
  )
  return { results, isLoading: Boolean(term) && !search }
}
