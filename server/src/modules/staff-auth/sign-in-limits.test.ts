import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { seedDevStaff, signInThroughDevIdp } from '../../../test/staff-kit.ts'

const START = '/platform-backend/v0/console/auth/sign-in'

function start(
  app: FastifyInstance,
  options: { hint?: string; address?: string } = {},
) {
  const hint = options.hint
    ? `&login_hint=${encodeURIComponent(options.hint)}`
    : ''
  return app.inject({
    url: `${START}?returnTo=%2Fconsole${hint}`,
    remoteAddress: options.address ?? '198.51.100.7',
  })
}

/** What a browser shows when a sign-in is over its limit: a page with the wait, not JSON. */
function expectWaitPage(
  response: Awaited<ReturnType<FastifyInstance['inject']>>,
  limit: number,
) {
  expect(response.statusCode).toBe(429)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers['cache-control']).toBe('no-store')
  const wait = Number(response.headers['retry-after'])
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(60)
  expect(response.headers['x-ratelimit-limit']).toBe(String(limit))
  expect(response.headers['x-ratelimit-remaining']).toBe('0')
  expect(response.headers['x-ratelimit-reset']).toBeDefined()
  expect(response.body).toContain('<html lang="en">')
  expect(response.body).toContain('<h1>Too many sign-in attempts</h1>')
  expect(response.body).toMatch(
    /<p>Wait (\d+ seconds?|1 minute), then sign in again\.<\/p>/,
  )
  expect(response.body).toContain('<a href="/console/sign-in">')
}

test('Behind one office address, the 11th sign-in start within a minute goes on for another person and for a start that names nobody; the same person’s 11th gets a page with the wait (R-STAFF-SIGNIN-LIMIT)', async () => {
  const { app } = await buildTestApp()
  for (let i = 0; i < 10; i += 1)
    expect((await start(app, { hint: 'reviewer@va.example' })).statusCode).toBe(
      303,
    )
  expectWaitPage(await start(app, { hint: 'Reviewer@VA.example' }), 10)

  const colleague = await start(app, { hint: 'publisher@va.example' })
  expect(colleague.statusCode).toBe(303)
  expect(
    new URL(String(colleague.headers.location)).searchParams.get('login_hint'),
  ).toBe('publisher@va.example')
  for (let i = 0; i < 11; i += 1)
    expect((await start(app)).statusCode).toBe(303)
  // Any other refusal of a start keeps the JSON envelope.
  const tooLong = await app.inject({
    url: `${START}?returnTo=${'x'.repeat(600)}`,
    remoteAddress: '198.51.100.7',
  })
  expect(tooLong.statusCode).toBe(400)
  expect(tooLong.json()).toHaveProperty('errors')
  // Someone elsewhere typing the same person's address cannot use up their starts.
  expect(
    (await start(app, { hint: 'reviewer@va.example', address: '203.0.113.9' }))
      .statusCode,
  ).toBe(303)
})

test('One address over the office-sized guard gets the same page (R-STAFF-SIGNIN-LIMIT)', async () => {
  const { app } = await buildTestApp({
    rateLimits: { staffSignInPerAddressPerMinute: 3 },
  })
  for (let i = 0; i < 3; i += 1)
    expect((await start(app, { address: '192.0.2.33' })).statusCode).toBe(303)
  expectWaitPage(await start(app, { address: '192.0.2.33' }), 3)
})

test('The callback counts sign-ins per verified person: over the limit the page with the wait and no session; a colleague signs in (R-STAFF-SIGNIN-LIMIT)', async () => {
  const { app, db } = await buildTestApp({
    rateLimits: { staffSignInPerIdentityPerMinute: 2 },
  })
  await seedDevStaff(db)
  for (let i = 0; i < 2; i += 1)
    expect(
      (await signInThroughDevIdp(app, 'dev-reviewer')).callback.headers
        .location,
    ).toBe('/console')
  const over = await signInThroughDevIdp(app, 'dev-reviewer')
  expectWaitPage(over.callback, 2)
  expect(over.jar.cookies.has('staff_session')).toBe(false)
  expect(
    (await signInThroughDevIdp(app, 'dev-publisher')).callback.headers.location,
  ).toBe('/console')
})
