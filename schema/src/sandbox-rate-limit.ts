/**
 * The consumer limit of the sandbox (R-GATEWAY-LIMIT): 60 requests a minute per credential, per
 * address when a call carries none. The gateway sends these headers on every answer and the
 * "Working with our APIs" page lists them, both from here.
 */
export const SANDBOX_REQUESTS_PER_MINUTE = 60

/** The limit headers, in the order the page lists them. */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
  limitMinute: 'X-RateLimit-Limit-minute',
  remainingMinute: 'X-RateLimit-Remaining-minute',
} as const

/** The headers of an answer, given the state of the caller's window. */
export function rateLimitHeaders(state: {
  limit: number
  remaining: number
  resetSeconds: number
}): Record<string, string> {
  return {
    [RATE_LIMIT_HEADERS.limit]: String(state.limit),
    [RATE_LIMIT_HEADERS.remaining]: String(state.remaining),
    [RATE_LIMIT_HEADERS.reset]: String(state.resetSeconds),
    [RATE_LIMIT_HEADERS.limitMinute]: String(state.limit),
    [RATE_LIMIT_HEADERS.remainingMinute]: String(state.remaining),
  }
}
