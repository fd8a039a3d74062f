import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ForbiddenError } from '../errors.ts'

/** Name of the double-submit cookie the client sets before each POST. */
const CSRF_COOKIE = 'CSRF-TOKEN'
/** The methods the CSRF check applies to (and the document declares the pair on). */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on the one route that is bound by its own signature instead. */
    csrf?: boolean
  }
}

function isWellFormed(token: string | undefined): token is string {
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

/** True when the request passes the double-submit check (cookie equals X-Csrf-Token header). */
function passesCsrfCheck(request: FastifyRequest): boolean {
  const header = request.headers['x-csrf-token']
  const cookie = request.cookies[CSRF_COOKIE]
  const token = Array.isArray(header) ? undefined : header
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
