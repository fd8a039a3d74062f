import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { TooManyRequestsError } from '../errors.ts'

/** Rate-limit settings; `redis` shares the counts between instances. */
export interface RateLimitOptions {
  perMinute: number
  redis?: Redis | undefined
  /** Requests for which this returns true are not counted. */
  allowList: (request: FastifyRequest) => boolean
}

/**
 * Per-IP limit on every route of the scope it is registered in, with X-RateLimit-* headers and
 * Retry-After on 429. A Redis outage fails open rather than turning every request into a 500.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    skipOnError: true,
    allowList: (request) => options.allowList(request),
    ...(options.redis
      ? { redis: options.redis, nameSpace: 'portal-rate-limit:' }
      : {}),
    errorResponseBuilder: () => new TooManyRequestsError(),
  })
}
