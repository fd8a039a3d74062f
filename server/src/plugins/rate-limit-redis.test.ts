import { randomInt } from 'node:crypto'
import { Redis } from 'ioredis'
import { expect, onTestFinished, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'

// Runs where REDIS_URL names a real Redis (the CI pass); elsewhere the in-memory store is tested.
test.skipIf(!process.env.REDIS_URL)(
  'With REDIS_URL two server instances share one count',
  async () => {
    const redis = new Redis(process.env.REDIS_URL ?? '', {
      maxRetriesPerRequest: 1,
    })
    onTestFinished(() => redis.disconnect())
    const limits = { readPerMinute: 3 }
    const first = await buildTestApp({ redis, rateLimits: limits })
    const second = await buildTestApp({ redis, rateLimits: limits })
    // A fresh address per run, so counts left by an earlier run within the minute do not matter.
    const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`
    const request = {
      url: '/platform-backend/v0/providers/transformations/legacy.json',
      remoteAddress,
    }
    expect(
      (await first.app.inject(request)).headers['x-ratelimit-remaining'],
    ).toBe('2')
    expect(
      (await second.app.inject(request)).headers['x-ratelimit-remaining'],
    ).toBe('1')
    expect((await first.app.inject(request)).statusCode).toBe(200)
    const limited = await second.app.inject(request)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ errors: ['API rate limit exceeded'] })
  },
)
