import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NotFoundError } from '../errors.ts'

// index.html names the current hashed bundles, so it must be revalidated on every load (its
// ETag makes that a 304). The path may be a compressed twin (`index.html.br`).
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath).replace(/\.(br|gz)$/, '') === 'index.html')
    return 'no-cache'
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * Serves the built web app. Hashed files under /assets/ are cached for a year; every other GET
 * that is not an API route gets index.html (no-cache), and the client router decides what to show.
 * The build writes a brotli and a gzip twin of every text file (`.br`, `.gz`); the one the client
 * accepts is sent as it is, with `Content-Encoding` and `Vary: Accept-Encoding`, so no file is
 * compressed per request (R-PERF-COMPRESS, ADR 021).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistPath: string | null,
): Promise<boolean> {
  if (!webDistPath || !existsSync(path.join(webDistPath, 'index.html')))
    return false
  await app.register(fastifyStatic, {
    root: webDistPath,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath))
    },
  })
  // Browsers and crawlers ask for /favicon.ico whatever the page links to; the web app has only
  // an SVG icon, which every current browser accepts under this name given its own media type.
  if (existsSync(path.join(webDistPath, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) =>
      reply.type('image/svg+xml').sendFile('favicon.svg'),
    )
  }
  return true
}

// A last path segment with an extension (`/x.png`, `/assets/app.js.map`) names a file, not a page.
const FILE_LIKE = /\/[^/]*\.[^/.]+$/

/**
 * True when a request for this path should get the web app's index.html: a page, not an API route
 * nor a file. A missing file answers a real 404, so a stale script tag fails loudly instead of
 * parsing index.html as JavaScript.
 */
export function wantsSpaShell(
  request: FastifyRequest,
  apiPrefix: string,
): boolean {
  const pathname = request.url.split('?')[0] ?? ''
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith(`${apiPrefix}/`) &&
    pathname !== apiPrefix &&
    !pathname.startsWith('/assets/') &&
    !FILE_LIKE.test(pathname)
  )
}

// Pages whose first render shows the catalogue (web/src/app/router.tsx: home, explore, the API
// pages, the production request form).
const CATALOGUE_PAGES =
  /^\/(explore(\/.*)?|production-access\/production-access-application\/?)?$/

/**
 * The data a page needs, as `Link: rel=preload` headers: the browser fetches the site
 * configuration (every page) and the catalogue (the pages above) while it fetches the scripts,
 * instead of after the app has started (R-PERF-DATA-EARLY). The app's own GET of the same URL,
 * with no header of its own and the same CORS mode and credentials (`crossorigin`), takes the
 * preloaded answer. A header rather than a tag keeps index.html one static, pre-compressed file.
 */
export function dataPreloads(pathname: string, apiPrefix: string): string[] {
  const preload = (url: string) =>
    `<${url}>; rel=preload; as=fetch; crossorigin`
  return [
    preload(`${apiPrefix}/v0/site-config`),
    ...(CATALOGUE_PAGES.test(pathname)
      ? [
          preload(
            `${apiPrefix}/v0/providers/transformations/legacy.json?environment=sandbox`,
          ),
        ]
      : []),
  ]
}

/** Sends index.html (its compressed twin when accepted); the client renders the page, or its 404. */
export function sendSpaShell(
  reply: FastifyReply,
  apiPrefix: string,
): FastifyReply {
  const pathname = reply.request.url.split('?')[0] ?? '/'
  return reply
    .header('link', dataPreloads(pathname, apiPrefix).join(', '))
    .sendFile('index.html')
}

/** The 404 for anything that is neither an API route nor a page of the web app. */
export function notFound(): never {
  throw new NotFoundError()
}
