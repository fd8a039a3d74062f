// The only web module with side effects (with the start-up guard it imports first): styles, the
// router and the first render.
import './app/startup-guard.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  QueryClientProvider,
  hydrate,
  type DehydratedState,
} from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import '@uswds/uswds/css/uswds.min.css'
import './app/styles.css'
import { AppRoutes, createRoutes } from './app/router.tsx'
import { preloadLandingPages } from './app/route-pages.tsx'
import { loadApiSearch } from './features/catalogue/use-api-search.ts'
import { catalogueQueries } from './catalogue/catalogue-queries.ts'
import { createQueryClient } from './app/query-client.ts'
import {
  reportUncaughtError,
  showStartupFailure,
  unregisterServiceWorkers,
} from './app/startup.ts'
import { reportClientError, reportRequestFailures } from './lib/report-error.ts'
import { keepRenderedOrigin } from './lib/server-render.ts'

void unregisterServiceWorkers().catch((error: unknown) => {
  reportClientError('startup', error)
})

reportRequestFailures()

/**
 * The data the server rendered the page with (ADR 051), into the query cache: the page hydrates
 * from the very answers its HTML shows. They are as fresh as a request now would be (the server
 * forgets a rendered page when its data changes), so no query asks again on mount.
 */
function takeServerData(
  queryClient: ReturnType<typeof createQueryClient>,
): { catalogue: boolean } | null {
  const element = document.getElementById('portal-data')
  if (!element?.textContent) return null
  const { origin, catalogue, state } = JSON.parse(element.textContent) as {
    origin: string
    catalogue: boolean
    state: DehydratedState
  }
  keepRenderedOrigin(origin)
  const now = Date.now()
  for (const query of state.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, state)
  return { catalogue }
}

function start() {
  const queryClient = createQueryClient()
  const routes = createRoutes(queryClient)
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const server = takeServerData(queryClient)
  const serverRendered = server !== null
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  )
  const onUncaughtError = (error: unknown) => {
    console.error(error)
    reportUncaughtError(error)
  }
  const render = () => {
    if (serverRendered) {
      // As a transition, hydration yields to the browser every few milliseconds: React hydrates
      // at its default lane, which is never time-sliced, in one task as long as the page (on the
      // bench's phone, most of the blocking time once the app starts after the paint, ADR 059).
      // A page that does not match what the server sent is a defect of ours, reported
      // (R-SSR-HYDRATION).
      startTransition(() => {
        hydrateRoot(root, app, {
          onUncaughtError,
          onRecoverableError: (error) => {
            console.error(error)
            reportClientError('render', error)
          },
        })
      })
      return
    }
    const reactRoot = createRoot(root, { onUncaughtError })
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (about 60 ms on a fast machine, four times that
    // on a phone): the page shows the same, and input is answered meanwhile (R-PERF-MAIN-THREAD).
    startTransition(() => {
      reactRoot.render(app)
    })
  }
  // Not a top-level await: the page chunks import this chunk's modules, so they could not run
  // until it had finished, and it would wait for them forever.
  // A server-rendered search result hydrates only with the search's code in (ADR 051).
  const searches =
    serverRendered && new URLSearchParams(window.location.search).has('q')
  return Promise.all([
    preloadLandingPages(routes, window.location.pathname),
    searches ? loadApiSearch().catch(() => undefined) : undefined,
    // The catalogue travels beside the page, not in it (ADR 051), asked for once the page has
    // painted (ADR 059); the page hydrates with it in.
    server?.catalogue
      ? queryClient.prefetchQuery(catalogueQueries.all())
      : undefined,
  ]).then(render)
}

function failed(error: unknown) {
  reportClientError('startup', error)
  showStartupFailure()
}

try {
  start().catch(failed)
} catch (error) {
  failed(error)
}
