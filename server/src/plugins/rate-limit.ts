import rateLimit from '@fastify/rate-limit'
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import type { Redis } from 'ioredis'
import { TooManyRequestsError } from '../errors.ts'

/** The limits of each kind of request (R-LIMIT-READ, R-LIMIT-WRITE, R-LIMIT-EMAIL). */
export interface RateLimits {
  /** Per address on reads of the API (catalogue, config, docs, news, …): an abuse guard only. */
  readPerMinute: number
  /** Per address on each form endpoint. */
  writePerMinute: number
  /** Per email address on signups, contact requests and production requests. */
  emailPerHour: number
  /** Per address on the client-error report endpoint. */
  reportPerMinute: number
  /** Per address on each sandbox OAuth token and revocation endpoint (R-OAUTH-LIMITS). */
  oauthPerMinute: number
  /** Failed password or code tries of one sandbox sign-in before it must start again. */
  signInFailuresPerInteraction: number
  /** Failed password or code tries of the sandbox sign-in from one address in 15 minutes. */
  signInFailuresPerAddress: number
  /**
   * Staff sign-in starts and callbacks per address: an abuse guard only, high enough for a whole
   * office behind one address (R-STAFF-SIGNIN-LIMIT).
   */
  staffSignInPerAddressPerMinute: number
  /** Staff sign-ins per identity (the start's `login_hint`, the callback's verified email). */
  staffSignInPerIdentityPerMinute: number
}

/** Reads are cheap and cached; writes are few per person (R-LIMIT-READ, R-LIMIT-WRITE). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  readPerMinute: 1200,
  writePerMinute: 10,
  emailPerHour: 5,
  reportPerMinute: 20,
  oauthPerMinute: 60,
  signInFailuresPerInteraction: 5,
  signInFailuresPerAddress: 20,
  staffSignInPerAddressPerMinute: 300,
  staffSignInPerIdentityPerMinute: 10,
}

/** Rate-limit settings; `redis` shares the counts between instances. */
export interface RateLimitOptions {
  limits: RateLimits
  redis?: Redis | undefined
  /** Requests for which this returns true are not counted (the web app's own files). */
  allowList: (request: FastifyRequest) => boolean
}

/**
 * Per-address limit on every route of the scope it is registered in, with X-RateLimit-* headers
 * and Retry-After on 429: the read limit unless a route names its own kind (`writeLimit`,
 * `reportLimit`) or opts out (`rateLimit: false`, health). A Redis outage fails open rather than
 * turning every request into a 500.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.limits.readPerMinute,
    timeWindow: '1 minute',
    skipOnError: true,
    allowList: (request) => options.allowList(request),
    ...(options.redis
      ? { redis: options.redis, nameSpace: 'portal-rate-limit:' }
      : {}),
    errorResponseBuilder: () => new TooManyRequestsError(),
  })
}

/** Route config of a form endpoint: the write limit per address. */
export function writeLimit(limits: RateLimits) {
  return { max: limits.writePerMinute, timeWindow: '1 minute' }
}

/** Route config of the client-error report endpoint: its own small limit. */
export function reportLimit(limits: RateLimits) {
  return { max: limits.reportPerMinute, timeWindow: '1 minute' }
}

/**
 * A preHandler that counts well-formed submissions per email address (lower-cased) in the same store
 * as the address limits, so Redis shares it between instances. It runs after validation, so
 * `emailOf` reads a parsed body. Over the limit: 429 with Retry-After.
 */
export function perEmailLimit<Body>(
  app: FastifyInstance,
  options: {
    name: string
    perHour: number
    /** The address counted: the form's, or the signed-in account's (`request`). */
    emailOf: (body: Body, request: FastifyRequest) => string | undefined
  },
): preHandlerAsyncHookHandler {
  const emailOf = (request: FastifyRequest) =>
    options.emailOf(request.body as Body, request)
  const check = app.createRateLimit({
    max: options.perHour,
    timeWindow: '1 hour',
    keyGenerator: (request) =>
      `email:${options.name}:${emailOf(request)?.toLowerCase()}`,
  })
  return async (request, reply) => {
    // Without an address the form's own rules answer (400); there is nothing to count.
    if (!emailOf(request)) return
    const result = await check(request)
    if (result.isAllowed || !result.isExceeded) return
    reply.header('retry-after', Math.ceil(result.ttlInSeconds))
    throw new TooManyRequestsError()
  }
}

/** The state of a caller's window after counting one call. */
export interface WindowState {
  allowed: boolean
  limit: number
  remaining: number
  resetSeconds: number
}

/**
 * Counts calls per key (a credential, or an address) in the same store as the other limits, so
 * Redis shares the counts between instances (R-GATEWAY-LIMIT). Unlike the address limits, it
 * counts every call whatever the allow list says, and a store outage fails open.
 */
export function perKeyLimit(
  app: FastifyInstance,
  options: { name: string; perMinute: number },
): (request: FastifyRequest, key: string) => Promise<WindowState> {
  const keys = new WeakMap<FastifyRequest, string>()
  const check = app.createRateLimit({
    max: options.perMinute,
    timeWindow: '1 minute',
    allowList: () => false,
    keyGenerator: (request) => `${options.name}:${keys.get(request)}`,
  })
  return async (request, key) => {
    keys.set(request, key)
    const result = await check(request)
    // Only the allow list answers "allowed" without counting, and this limiter has none.
    if (result.isAllowed) {
      return {
        allowed: true,
        limit: options.perMinute,
        remaining: options.perMinute,
        resetSeconds: 60,
      }
    }
    return {
      allowed: !result.isExceeded,
      limit: result.max,
      remaining: result.remaining,
      resetSeconds: Math.max(0, Math.ceil(result.ttlInSeconds)),
    }
  }
}
