import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fresh from 'fresh'
import type { PageSubmission } from '@portal/schema/page-submission'
import { etagOf } from '../conditional-get.ts'
import { chooseEncoding, compress } from './api-compression.ts'
import { CSRF_COOKIE, isWellFormed } from './csrf.ts'

/** What the web app's server bundle (web/src/entry-server.tsx) exports. */
interface RenderBundle {
  configure: (get: (url: string) => Promise<Response>) => void
  preload: () => Promise<void>
  render: (request: {
    url: string
    origin: string
    csrfToken?: string | undefined
    submission?: PageSubmission | undefined
  }) => Promise<{
    status: number
    head: string
    body: string
    data: string
    errors: unknown[]
  }>
}

/** A rendered page as sent: its bytes once per encoding, with its ETag. */
interface PageAnswer {
  status: number
  /** The `Link` preloads of what the page's first paint shows (its first image, its fonts). */
  link: string
  etag: string
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>
  madeAt: number
}

/** Renders the web app's pages on the server and answers them (ADR 051). */
export interface PageRenderer {
  /** Whether this address is rendered here (the staff console and the sandbox sign-in are not). */
  renders: (pathname: string) => boolean
  /**
   * Renders (or takes from the cache) the page at the request's address and sends it, with
   * `status` instead of the page's own when given (a signed link that does not verify: 404).
   */
  send: (
    request: FastifyRequest,
    reply: FastifyReply,
    status?: number,
  ) => Promise<FastifyReply>
  /**
   * Answers a form posted to its page without JavaScript with the page rendered for the
   * submission (R-SSR-FORM-POST): per request, never stored (`private, no-store`).
   */
  sendSubmission: (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    submission: PageSubmission,
  ) => Promise<FastifyReply>
  /** Forgets every cached page: the catalogue or a published version changed. */
  forget: () => void
  /** Whether a request is one of the renderer's own GETs (they skip the read limit). */
  isOwnRequest: (request: FastifyRequest) => boolean
}

/** Options of createPageRenderer. */
export interface PageRendererOptions {
  /** web/dist: index.html, the template every page fills. */
  webDistPath: string
  /** web/dist-ssr/entry-server.js. */
  bundlePath: string
  publicOrigin: string
  /** Whether a page address carries a signed pair: rendered per request, never stored. */
  isSignedPage: (pathname: string) => boolean
  /**
   * Whether a page holds a form that posts without JavaScript: its CSRF token makes it the
   * visitor's own, rendered per request (R-SSR-FORM-CSRF).
   */
  isFormPage: (pathname: string) => boolean
  /** The app's clock, for the cache's age. */
  now: () => number
  /**
   * The page's own `Link: rel=preload` values (its route chunks, data, first image and heading
   * faces: `spa-preloads.ts`); only the image and the faces are sent (ADR 059).
   */
  preloads: (pathname: string) => string[]
}

// Client-rendered: the staff console and the developer accounts (behind their sessions, ADR 051),
// the sandbox's sign-in pages (an OAuth interaction of their own) and the local mailbox.
const CLIENT_ONLY = /^\/(console|account|sandbox-sign-in|dev)(\/|$)/
// Pages kept per address; a cache of every address anybody tries would be unbounded.
const MAX_PAGES = 500
// Data with no change channel of its own (news) is fresh again after this long.
const MAX_AGE_MS = 5 * 60_000
const HEADER_RENDER = 'x-portal-render'

/** The bundle's path beside the web app's build, or null when it was not built. */
export function renderBundlePath(webDistPath: string): string | null {
  const file = path.join(webDistPath, '..', 'dist-ssr', 'entry-server.js')
  return existsSync(file) ? file : null
}

// index.html with the page filled in: its head tags instead of the default title, its body in
// #root, and the data the browser hydrates with in a script element that does not run.
function fillTemplate(
  template: string,
  page: { head: string; body: string; data: string },
): string {
  return template
    .replace(/<title>[^<]*<\/title>/, page.head)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.body}</div><script type="application/json" id="portal-data">${page.data}</script>`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
}

/**
 * Loads the web app's server bundle, points its GETs at this app's own routes (in process, past
 * the read limit, which the page request itself has passed) and loads every page's chunk.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): Promise<PageRenderer> {
  const bundle = (await import(
    pathToFileURL(options.bundlePath).href
  )) as RenderBundle
  const template = readFileSync(
    path.join(options.webDistPath, 'index.html'),
    'utf8',
  )
  const renderToken = randomBytes(16).toString('hex')
  bundle.configure(async (url) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { [HEADER_RENDER]: renderToken, accept: 'application/json' },
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string') headers.set(name, value)
    return new Response(
      answer.statusCode === 204 || answer.statusCode === 304
        ? null
        : answer.rawPayload,
      { status: answer.statusCode, headers },
    )
  })
  await bundle.preload()

  const cache = new Map<string, Promise<PageAnswer>>()
  async function renderPage(
    url: string,
    form: { csrfToken?: string; submission?: PageSubmission } = {},
  ): Promise<PageAnswer> {
    const page = await bundle.render({
      url,
      origin: options.publicOrigin,
      ...form,
    })
    // The browser renders such a part itself; on the server it is a defect to see.
    for (const error of page.errors)
      app.log.error(
        { err: error, url },
        'A part of the page failed to render on the server',
      )
    const html = Buffer.from(fillTemplate(template, page))
    const [br, gzip] = await Promise.all([
      compress(html, 'br'),
      compress(html, 'gzip'),
    ])
    const pathname = url.split('?')[0] ?? '/'
    return {
      status: page.status,
      // The page shows its content before its script runs (ADR 059): the scripts and the data
      // the app hydrates with are fetched once the page has painted, not beside what it paints.
      link: options
        .preloads(pathname)
        .filter((value) => /; as=(image|font);/.test(value))
        .join(', '),
      etag: `W/${etagOf(html)}`,
      bodies: { identity: html, br, gzip },
      madeAt: options.now(),
    }
  }
  // One render per address at a time; the oldest address goes first when the cache is full.
  async function cachedPage(url: string): Promise<PageAnswer> {
    const kept = cache.get(url)
    if (kept) {
      const answer = await kept.catch(() => null)
      if (answer && options.now() - answer.madeAt < MAX_AGE_MS) {
        cache.delete(url)
        cache.set(url, kept)
        return answer
      }
      if (cache.get(url) === kept) cache.delete(url)
    }
    const made = renderPage(url)
    cache.set(url, made)
    made.catch(() => cache.delete(url))
    for (const oldest of cache.keys()) {
      if (cache.size <= MAX_PAGES) break
      cache.delete(oldest)
    }
    return made
  }

  // The double-submit token of a form page (R-SSR-FORM-CSRF): the visitor's cookie for this page,
  // or a new one, set for this page's path only (the form posts there; the API's own pair, which
  // the script makes, is on the API's path).
  function formToken(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): string {
    const kept = request.cookies[CSRF_COOKIE]
    const token = isWellFormed(kept)
      ? kept
      : randomBytes(32).toString('base64url')
    reply.setCookie(CSRF_COOKIE, token, {
      path: pathname,
      httpOnly: true,
      sameSite: 'strict',
      secure: options.publicOrigin.startsWith('https:'),
    })
    return token
  }

  function sendAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: PageAnswer,
    status: number,
  ): FastifyReply {
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
    if (answer.link) reply.header('link', answer.link)
    if (encoding) reply.header('content-encoding', encoding)
    return reply.send(answer.bodies[encoding ?? 'identity'])
  }

  return {
    renders: (pathname) => !CLIENT_ONLY.test(pathname),
    async sendSubmission(request, reply, status, submission) {
      const pathname = request.url.split('?')[0] ?? '/'
      const csrfToken = formToken(request, reply, pathname)
      const answer = await renderPage(request.url, { csrfToken, submission })
      // What was sent, and a signup's credentials: this answer's alone, kept nowhere.
      reply.header('cache-control', 'private, no-store')
      return sendAnswer(request, reply, answer, status)
    },
    isOwnRequest: (request) => request.headers[HEADER_RENDER] === renderToken,
    forget: () => cache.clear(),
    async send(request, reply, status) {
      const url = request.url
      const pathname = url.split('?')[0] ?? '/'
      const signed = options.isSignedPage(pathname)
      if (options.isFormPage(pathname)) {
        const csrfToken = formToken(request, reply, pathname)
        const answer = await renderPage(url, { csrfToken })
        // The token makes the page this visitor's: no shared cache keeps it.
        reply.header('cache-control', 'private, no-cache')
        return sendAnswer(request, reply, answer, status ?? answer.status)
      }
      const answer = signed ? await renderPage(url) : await cachedPage(url)
      // A signed page's pair is a credential: app.ts sends it `private, no-store`.
      if (!signed) {
        reply
          .header('cache-control', 'public, no-cache')
          .header('etag', answer.etag)
        if (
          answer.status === 200 &&
          fresh(request.headers, { etag: answer.etag })
        )
          return reply.code(304).send()
      }
      return sendAnswer(request, reply, answer, status ?? answer.status)
    },
  }
}
