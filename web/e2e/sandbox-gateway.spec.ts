import { expect, test } from './test.ts'
import { OpenAPIBackend, type Document } from 'openapi-backend'
import { expectNoAxeViolations } from './axe.ts'
import { signUpForFacilities } from './signup-form.ts'

// R-GATEWAY-*: the journey the portal exists for — sign up, keep the key for Try it out, call the
// sandbox from the docs page and get the spec's answer; wrong keys and the limit as documented.

const FACILITY = '/sandbox-api/services/va_facilities/v0/facilities/vha_688'

test('Sign up, keep the key for Try it out, and the docs page calls the sandbox: 200 with a body the spec accepts', async ({
  page,
}) => {
  const key = await signUpForFacilities(
    page,
    `gateway-${Date.now()}@example.org`,
  )
  await page
    .getByRole('button', {
      name: 'Use this key for Try it out in this browser',
    })
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved in this browser only.' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/explore/api/va-facilities/docs')
  const operation = page
    .locator('.opblock')
    .filter({ hasText: '/facilities/{id}' })
    .first()
  await operation.locator('.opblock-summary-control').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  await operation.locator('input[placeholder="id"]').fill('vha_688')
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes(FACILITY)),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ])
  // The Authorize dialog was filled with the kept key: the call carried it.
  expect(response.request().headers().apikey).toBe(key)
  expect(response.status()).toBe(200)
  await expect(
    operation
      .locator('.live-responses-table tbody .response-col_status')
      .first(),
  ).toHaveText('200')

  const spec = (await (
    await page.request.get(
      '/platform-backend/v0/docs/facilities/0.0.1/openapi.json',
    )
  ).json()) as Document
  const engine = new OpenAPIBackend({
    definition: spec,
    quick: true,
    ajvOpts: { strict: false, logger: false, validateFormats: false },
  })
  await engine.init()
  const operationId =
    engine.getOperations().find((op) => op.path === '/facilities/{id}')
      ?.operationId ?? ''
  const validation = engine.validator.validateResponse(
    await response.json(),
    operationId,
    200,
  )
  expect(validation.errors ?? []).toEqual([])
})

test('A wrong key gets 401, and the 61st call in a minute 429 with the headers the rate-limiting page names', async ({
  page,
}) => {
  const key = await signUpForFacilities(
    page,
    `gateway-${Date.now()}@example.org`,
  )
  const wrong = await page.request.get(FACILITY, {
    headers: { apikey: 'not-my-key' },
  })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toEqual({
    message: 'Invalid authentication credentials',
  })

  await page.goto('/production-access/working-with-va-apis')
  const section = page.locator('h2#rate-limiting ~ ul').first()
  // allTextContents does not wait: the list must be on the page first.
  await expect(section.locator('code')).toHaveCount(5)
  const named = (await section.locator('code').allTextContents()).map((name) =>
    name.toLowerCase(),
  )

  let last = wrong
  for (let call = 1; call <= 61; call += 1) {
    last = await page.request.get(FACILITY, {
      headers: { apikey: key, accept: 'application/json' },
    })
    if (call === 60) expect(last.status()).toBe(200)
  }
  expect(last.status()).toBe(429)
  expect(await last.json()).toEqual({ message: 'API rate limit exceeded' })
  for (const header of named)
    expect(last.headers()[header], header).toBeDefined()
  expect(last.headers()['ratelimit-limit']).toBe('60')
  expect(last.headers()['x-ratelimit-remaining-minute']).toBe('0')
})
