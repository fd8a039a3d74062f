import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NotFoundError } from '../errors.ts'
import { createPagePreloads } from './spa-preloads.ts'

/** Sends the web app's index.html for a page address. */
export type SpaShell = (reply: FastifyReply) => FastifyReply

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
 * compressed per request (R-PERF-COMPRESS, ADR 021). Returns what sends the page shell, or null
 * without a build.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistPath: string | null,
  apiPrefix: string,
): Promise<SpaShell | null> {
  if (!webDistPath || !existsSync(path.join(webDistPath, 'index.html')))
    return null
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
  const preloads = createPagePreloads(webDistPath, apiPrefix)
  // index.html (its compressed twin when accepted), with what its page needs as preload hints;
  // the client renders the page, or its own 404 page.
  return (reply) => {
    const pathname = reply.request.url.split('?')[0] ?? '/'
    return reply
      .header('link', preloads(pathname).join(', '))
      .sendFile('index.html')
  }
}

// A last path segment with an extension (`/x.png`, `/assets/app.js.map`) names a file, not a page.
const FILE_LIKE = /\/[^/]*\.[^/.]+$/

/**
 * The first path segment as a server would compare it: percent-decoded, lower-cased, cut at `/`
 * or `;`. `/Platform-Backend/x`, `/platform-backend;x` and `/platform-backend%2Fx` all give
 * `platform-backend`.
 */
function firstSegment(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: compare the path as it came.
  }
  return decoded.toLowerCase().split(/[/;]/, 2)[1] ?? ''
}

/**
 * True when a request for this path should get the web app's index.html: a page, not a file nor a
 * path of the server's own (R-OPS-API-404). Under the API prefix and /metrics (a scraper's path,
 * whether or not METRICS_TOKEN serves it), however spelt, an unknown path is a 404 in the
 * envelope, never the page shell with 200. A missing file answers a real 404 too, so a stale
 * script tag fails loudly instead of parsing index.html as JavaScript.
 */
export function wantsSpaShell(
  request: FastifyRequest,
  apiPrefix: string,
): boolean {
  const pathname = request.url.split('?')[0] ?? ''
  const segment = firstSegment(pathname)
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    segment !== apiPrefix.slice(1).toLowerCase() &&
    segment !== 'metrics' &&
    segment !== 'assets' &&
    !FILE_LIKE.test(pathname)
  )
}

/**
 * A page whose address carries a signed pair from an email (a status, credentials or subscription
 * link): `pattern` captures the pair's two segments, `verifies` checks them as the page's API does.
 */
export interface SignedPage {
  pattern: RegExp
  verifies: (subject: string, signature: string) => Promise<boolean>
}

/**
 * Whether a page address is a signed page whose pair does not verify (R-SIGNED-PAGE-STATUS): its
 * shell then answers 404, so a tampered or revoked link is a refusal to crawlers, monitors and
 * logs too, not only in the words the app draws.
 */
export async function isRefusedSignedPage(
  pathname: string,
  pages: readonly SignedPage[],
): Promise<boolean> {
  for (const page of pages) {
    const match = page.pattern.exec(pathname)
    if (!match) continue
    try {
      return !(await page.verifies(
        decodeURIComponent(match[1] ?? ''),
        decodeURIComponent(match[2] ?? ''),
      ))
    } catch (error) {
      // A malformed escape is no pair of ours; anything else (the database away) is the server's.
      if (error instanceof URIError) return true
      throw error
    }
  }
  return false
}

/** The 404 for anything that is neither an API route nor a page of the web app. */
export function notFound(): never {
  throw new NotFoundError()
}
