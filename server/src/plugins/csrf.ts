import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ForbiddenError } from '../errors.ts'

/** Name of the double-submit cookie the client sets before each POST. */
export const CSRF_COOKIE = 'CSRF-TOKEN'
/**
 * The hidden field a page's own form carries the token in (R-SSR-FORM-CSRF): a form posted
 * without JavaScript cannot send the header.
 */
export const CSRF_FIELD = '_csrf'
/** The methods the CSRF check applies to (and the document declares the pair on). */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set to false on the one route that is bound by its own signature instead; 'field' on the
     * pages' form posts, whose token is the `_csrf` field of the form body instead of the header.
     */
    csrf?: boolean | 'field'
  }
}

/** Whether a token has the length the check accepts (a page's cookie is reused only then). */
export function isWellFormed(token: unknown): token is string {
  return typeof token === 'string' && token.length >= 16 && token.length <= 256
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = request.headers.origin
  if (!origin) return false
  // A page under `Referrer-Policy: no-referrer` posts its form with `Origin: null`; the browser's
  // Sec-Fetch-Site then says whether the post came from our own pages (R-SSR-FORM-CSRF).
  if (origin === 'null')
    return request.headers['sec-fetch-site'] !== 'same-origin'
  try {
    const originUrl = new URL(origin)
    // Parse our own host with the origin's scheme so default ports compare equal.
    return (
      new URL(`${originUrl.protocol}//${request.host}`).host !== originUrl.host
    )
  } catch {
    return true
  }
}

// The token the request sends with the cookie: the header, or on a page's form post the field.
function sentToken(request: FastifyRequest): string | undefined {
  if (request.routeOptions.config.csrf === 'field') {
    const field = (request.body as Record<string, unknown> | undefined)?.[
      CSRF_FIELD
    ]
    return typeof field === 'string' ? field : undefined
  }
  const header = request.headers['x-csrf-token']
  return Array.isArray(header) ? undefined : header
}

/**
 * True when the request passes the double-submit check (cookie equals the X-Csrf-Token header, or
 * the `_csrf` field on a page's form post).
 */
function passesCsrfCheck(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE]
  const token = sentToken(request)
  return (
    isWellFormed(token) &&
    isWellFormed(cookie) &&
    sameToken(token, cookie) &&
    !isCrossSite(request)
  )
}

/** Every unsafe method must carry a matching cookie and header, else 403 "Access is forbidden". */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return
    if (request.routeOptions.config.csrf === false) return
    if (!passesCsrfCheck(request)) throw new ForbiddenError()
  })
}
