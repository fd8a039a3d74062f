import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { json, postErrorResponses } from './openapi-responses.ts'

/** A clock a test can move forward; the server reads `now` from it everywhere. */
export interface TestClock {
  now: () => number
  advance: (ms: number) => void
  /** Calls `listener` after each move: work that falls due at a time (reminders) runs then. */
  onAdvance?: (listener: () => void) => void
}

/** Real time plus whatever the tests have added. */
export function createTestClock(): TestClock {
  let offset = 0
  const listeners = new Set<() => void>()
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms
      for (const listener of listeners) listener()
    },
    onAdvance: (listener) => {
      listeners.add(listener)
    },
  }
}

/**
 * POST {apiPrefix}/v0/test/clock `{ advanceMs }`: only registered when TEST_CLOCK is on, which the
 * environment refuses for production on a PostgreSQL server (R-CARE-TEST-CLOCK). The browser test
 * of a rotation's overlap uses it to see the old key refused without waiting an hour.
 */
export function registerTestClock(
  app: FastifyInstance,
  apiPrefix: string,
  clock: TestClock,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${apiPrefix}/v0/test/clock`,
    {
      schema: {
        tags: ['development'],
        operationId: 'advanceTestClock',
        summary: "Move the server's clock forward (TEST_CLOCK only)",
        response: {
          200: json('The clock after the move', z.object({ now: z.string() })),
          ...postErrorResponses(),
        },
        body: z.object({
          advanceMs: z.number().int().min(0).max(31_536_000_000),
        }),
      },
    },
    async (request) => {
      clock.advance(request.body.advanceMs)
      return { now: new Date(clock.now()).toISOString() }
    },
  )
}
