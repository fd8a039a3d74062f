import { expect, test } from 'vitest'
import type { SandboxUsage } from '@portal/schema/production-review'
import { FACILITY, signUp } from '../../../test/care-kit.ts'
import {
  asStaff,
  requestBody,
  reviewApp,
  submitRequest,
} from '../../../test/review-kit.ts'

test('The sandbox check shows the applicant’s own calls per requested API: calls, errors, last call, by signup email (R-REVIEW-SANDBOX)', async () => {
  const { app, db, reviewer } = await reviewApp()
  const email = `sandbox-${Date.now()}@engine.dev`
  const { token } = await signUp(app, { email: email.toUpperCase() })
  // Someone else's calls to the same API are not the applicant's.
  const stranger = await signUp(app)
  const call = (key: string, url = FACILITY) =>
    app
      .inject({ url, headers: { apikey: key } })
      .then((response) => response.statusCode)
  expect(await call(token ?? '')).toBe(200)
  expect(await call(token ?? '')).toBe(200)
  expect(
    await call(
      token ?? '',
      '/sandbox-api/services/va_facilities/v0/facilities?lat=north',
    ),
  ).toBe(400)
  expect(await call(stranger.token ?? '')).toBe(200)
  const base = requestBody()
  const id = await submitRequest(app, db, {
    organization: base.organization,
    primaryContact: { ...base.primaryContact, email },
  })
  await expect
    .poll(
      async () =>
        (
          await asStaff(app, reviewer, 'GET', `/${id}/sandbox-usage`)
        ).json<SandboxUsage>().apis[0]?.calls,
      { timeout: 5000 },
    )
    .toBe(3)
  const usage = (
    await asStaff(app, reviewer, 'GET', `/${id}/sandbox-usage`)
  ).json<SandboxUsage>()
  expect(usage.hasSignup).toBe(true)
  expect(usage.apis).toEqual([
    {
      entry: 'apikey/facilities',
      altId: 'facilities',
      authType: 'apikey',
      name: 'VA Facilities API',
      calls: 3,
      errors: 1,
      lastCallAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    },
  ])
  const lastCall = new Date(usage.apis[0]?.lastCallAt ?? 0).getTime()
  expect(Math.abs(Date.now() - lastCall)).toBeLessThan(60_000)
})

test('Without a sandbox signup the figures say so, with zero calls', async () => {
  const { app, db, reviewer } = await reviewApp()
  const base = requestBody()
  const id = await submitRequest(app, db, {
    organization: base.organization,
    primaryContact: {
      ...base.primaryContact,
      email: `nobody-${Date.now()}@engine.dev`,
    },
  })
  const usage = (
    await asStaff(app, reviewer, 'GET', `/${id}/sandbox-usage`)
  ).json<SandboxUsage>()
  expect(usage).toEqual({
    hasSignup: false,
    apis: [
      expect.objectContaining({
        altId: 'facilities',
        calls: 0,
        errors: 0,
        lastCallAt: null,
      }),
    ],
  })
  expect(
    (
      await asStaff(
        app,
        reviewer,
        'GET',
        '/00000000-0000-4000-8000-000000000000/sandbox-usage',
      )
    ).statusCode,
  ).toBe(404)
})
