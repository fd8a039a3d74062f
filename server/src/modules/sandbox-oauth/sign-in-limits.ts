import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in'
import { HttpError } from '../../errors.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'

/** How long an address's failed tries count: 15 minutes. */
const ADDRESS_WINDOW_MS = 15 * 60_000
/** How long a sign-in's failed tries count: as long as the sign-in (oidc-provider's interaction). */
const INTERACTION_WINDOW_MS = 60 * 60_000

/**
 * Attempt limits of the sandbox sign-in's password and one-time-code steps (R-OAUTH-SIGN-IN-LIMIT):
 * failed tries are counted per sign-in (the interaction) and per address in the rate-limit store
 * (Redis-shared with REDIS_URL). Once either count is used up, the step answers 429 with the
 * reason and Retry-After before it looks at what was sent.
 */
export function createSignInLimits(
  app: FastifyInstance,
  limits: Pick<
    RateLimits,
    'signInFailuresPerInteraction' | 'signInFailuresPerAddress'
  >,
) {
  const uidOf = (request: FastifyRequest) =>
    (request.params as { uid?: string }).uid ?? ''
  const counters = [
    {
      count: app.createRateLimit({
        max: limits.signInFailuresPerInteraction,
        timeWindow: INTERACTION_WINDOW_MS,
        allowList: () => false,
        keyGenerator: (request) => `sign-in-failures:uid:${uidOf(request)}`,
      }),
      message: SIGN_IN_MESSAGES.tooManyTries,
    },
    {
      count: app.createRateLimit({
        max: limits.signInFailuresPerAddress,
        timeWindow: ADDRESS_WINDOW_MS,
        allowList: () => false,
        keyGenerator: (request) => `sign-in-failures:ip:${request.ip}`,
      }),
      message: SIGN_IN_MESSAGES.tooManyTriesFromAddress,
    },
  ]
  return {
    /** Refuses the step (429) when this sign-in or this address has no tries left. */
    async assertTriesLeft(
      request: FastifyRequest,
      reply: { header: (name: string, value: string) => unknown },
    ): Promise<void> {
      for (const { count, message } of counters) {
        const state = await count(request, { increment: false })
        if (state.isAllowed || state.remaining > 0) continue
        reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)))
        throw new HttpError(429, [message])
      }
    },
    /** Counts a wrong password or code against this sign-in and this address. */
    async countFailure(request: FastifyRequest): Promise<void> {
      for (const { count } of counters) await count(request)
    },
  }
}

/** The attempt limits of the sign-in steps. */
export type SignInLimits = ReturnType<typeof createSignInLimits>
