import type { ComponentType, ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes, type RouteObject } from 'react-router'
import { catalogueQueries } from '#web/catalogue/catalogue-queries.ts'
import { lazyPage, type LazyPage } from './load-chunk.ts'

// The lazy page each route element renders, so the landing page's chunks can load before the
// first render (preloadLandingPages).
const pagesOf = new WeakMap<object, LazyPage>()

/** The element of a page route: a lazyPage component. */
export function page<M>(
  id: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  const Page = lazyPage(id, importer, pick)
  const element = <Page />
  pagesOf.set(element, Page)
  return element
}

/**
 * Loads the chunks of the pages an address shows (a layout page and the page inside it), for at
 * most `waitMs`: the page shell has asked for them already (R-PERF-DATA-EARLY), so on a landing
 * they are usually in by the time the entry has run, and the first render then shows the page
 * itself rather than a loading indicator React keeps for 300 ms (R-PERF-LANDING, ADR 021).
 */
export async function preloadLandingPages(
  routes: RouteObject[],
  pathname: string,
  waitMs = 3000,
): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const found =
      typeof route.element === 'object' && route.element !== null
        ? pagesOf.get(route.element)
        : undefined
    return found ? [found.preload()] : []
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.all(pages),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ])
  clearTimeout(timer)
}

/** Loads the chunk of every page of the table (the server renders with them all loaded). */
export async function preloadAllPages(routes: RouteObject[]): Promise<void> {
  const pages: Promise<void>[] = []
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      const found =
        typeof route.element === 'object' && route.element !== null
          ? pagesOf.get(route.element)
          : undefined
      if (found) pages.push(found.preload())
      if (route.children) visit(route.children)
    }
  }
  visit(routes)
  await Promise.all(pages)
}

/**
 * Starts the catalogue request as the page is entered, alongside its chunk, not after the page has
 * rendered, and never waits for it: the page reads it through Query (ADR 018, R-PERF-DATA-EARLY).
 * It runs while rendering because a page whose chunk is loading commits nothing, so no effect
 * would run; prefetchQuery is idempotent (a fresh or pending query is not fetched again). On a
 * first visit the request takes the answer the page shell preloaded.
 */
function Prefetched({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  void queryClient.prefetchQuery(catalogueQueries.all())
  return children
}

/** A page element that prefetches the catalogue as it is entered (`Prefetched`). */
export function catalogueFirst(queryClient: QueryClient, element: ReactNode) {
  const wrapped = <Prefetched queryClient={queryClient}>{element}</Prefetched>
  const Page =
    typeof element === 'object' && element !== null
      ? pagesOf.get(element)
      : undefined
  if (Page) pagesOf.set(wrapped, Page)
  return wrapped
}
