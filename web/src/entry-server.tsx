// The web app rendered on the server (ADR 051): the same routes, components and queries as in the
// browser, under React Router's StaticRouter. Built by `vite build --ssr` into web/dist-ssr, which
// the server imports; nothing here runs in the browser.
import { PassThrough } from 'node:stream'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  QueryClientProvider,
  defaultShouldDehydrateQuery,
  dehydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { StaticRouter } from 'react-router'
import { AppRoutes, createRoutes } from './app/router.tsx'
import { preloadAllPages } from './app/route-pages.tsx'
import { createQueryClient } from './app/query-client.ts'
import { setGetTransport } from './lib/http.ts'
import { catalogueQueries } from './catalogue/catalogue-queries.ts'
import { loadApiSearch } from './features/catalogue/use-api-search.ts'
import type { PageSubmission } from '@portal/schema/page-submission'
import {
  PAGE_SUBMISSION_KEY,
  ServerRenderContext,
  type ServerRender,
} from './lib/server-render.ts'

/** How the server answers the app's GETs: its own routes, called in process. */
export type ServerGet = (url: string) => Promise<Response>

/** A rendered page: its status, the head tags React hoisted, the body and the data to hydrate. */
export interface RenderedPage {
  status: number
  head: string
  body: string
  /**
   * What failed while rendering: a part that throws on the server is left for the browser to
   * render (React's client-rendered boundary), which the server logs as a defect.
   */
  errors: unknown[]
  /**
   * The origin the page was rendered with, whether it shows the catalogue, and TanStack Query's
   * dehydrated cache without it, as JSON for a non-executable script element.
   */
  data: string
}

/** What the page needs from the request. */
export interface RenderRequest {
  /** Path and query, as the browser asked (`/explore/health?q=x`). */
  url: string
  /** The public origin, for canonical and Open Graph addresses. */
  origin: string
  /** A form page's CSRF token, for its form's hidden field (R-SSR-FORM-CSRF). */
  csrfToken?: string | undefined
  /** The form posted to this page without JavaScript, which the page answers (R-SSR-FORM-POST). */
  submission?: PageSubmission | undefined
}

// The data of a page arrives in rounds (the catalogue, then an API's content once the catalogue
// names it): each render asks for what it shows, and the next one has it. Five rounds is more
// than any page needs; a page that still asks after them renders what it has.
const MAX_DATA_ROUNDS = 5

// React hoists a page's <title>, <meta> and <link> elements to the start of a render that is not a
// whole document; they belong in the head.
const LEADING_HEAD_TAGS =
  /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b(?:[^>"]|"[^"]*")*\/?>)*/

/** Sets how the app's GETs reach the server; called once, when the server loads this bundle. */
export function configure(get: ServerGet): void {
  setGetTransport((url) => get(url))
}

/**
 * Loads every page's chunk and the explore search, so no render waits for one (the server starts
 * with them all).
 */
export async function preload(): Promise<void> {
  await Promise.all([
    preloadAllPages(createRoutes(createQueryClient())),
    loadApiSearch(),
  ])
}

async function renderOnce(
  request: RenderRequest,
  queryClient: QueryClient,
  server: ServerRender,
  errors: unknown[],
): Promise<string> {
  const routes = createRoutes(queryClient)
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRenderContext value={server}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={request.url}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </QueryClientProvider>
      </ServerRenderContext>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React outlines a large finished boundary behind an inline script that moves it into
      // place; the portal's CSP runs no inline script, so every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough()))
    chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

// A query the page asked for that has no answer yet: on the server useQuery only records it, and
// fetch() runs it (or returns the request a prefetch started).
function waitingQuery(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown }
  const isEnabled =
    typeof enabled === 'function'
      ? (enabled as (q: Query) => boolean)(query)
      : enabled !== false
  // Pending and idle: recorded only; pending and fetching: a prefetch the render started.
  return isEnabled && query.state.status === 'pending'
}

// Inside <script type="application/json">: nothing may close the element or open a comment.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Renders the page at `request.url`: the queries its components ask for are run (through the
 * server's own routes) and the page rendered again until it asks for nothing new.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient({ retry: false })
  // The page's data carries the submission, so a browser that hydrates the answer renders it too.
  if (request.submission)
    queryClient.setQueryData(PAGE_SUBMISSION_KEY, request.submission)
  let status = 200
  const server: ServerRender = {
    origin: request.origin,
    setStatus: (next) => (status = next),
    csrfToken: request.csrfToken,
    submission: request.submission,
  }
  let html = ''
  let errors: unknown[] = []
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    status = 200
    errors = []
    html = await renderOnce(request, queryClient, server, errors)
    const waiting = queryClient.getQueryCache().getAll().filter(waitingQuery)
    if (waiting.length === 0) break
    // A failed query renders as it would in the browser (its error state); it is not retried.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => null)))
  }
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? ''
  const catalogueQuery = queryClient
    .getQueryCache()
    .find({ queryKey: catalogueQueries.all().queryKey, exact: true })
  const withCatalogue = catalogueQuery?.state.status === 'success'
  return {
    status,
    head,
    body: html.slice(head.length),
    errors,
    data: scriptSafeJson({
      origin: request.origin,
      catalogue: withCatalogue,
      state: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) && query !== catalogueQuery,
      }),
    }),
  }
}
