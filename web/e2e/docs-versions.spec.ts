import { expect, test } from './test.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { addApiWithTwoVersions } from './two-versions.ts'
import { signUpKeepingKey } from './signup-form.ts'

// R-GATEWAY-VERSIONS (ADR 044): after a breaking v2 on the same sandbox path, the docs of v1
// still offer Try it out, and it answers 2xx: v1 is called under its version segment.

test.describe.configure({ timeout: 120_000 })

test('After a breaking v2, the v1 docs page still calls the sandbox: Try it out answers 200 with v1’s answer', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36)
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-specs')
  const slug = await addApiWithTwoVersions(page, baseURL ?? '', suffix)

  const developer = await browser.newPage()
  const apiKey = await signUpKeepingKey(
    developer,
    slug,
    `versions-${suffix}@example.org`,
  )

  // The previous version's docs: its operation that v2 removed, called from the page.
  await developer.goto(`/explore/api/${slug}/docs?version=1.0.0`)
  const operation = developer
    .locator('.opblock')
    .filter({ hasText: '/countries' })
    .first()
  await operation.locator('.opblock-summary-control').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  const [response] = await Promise.all([
    developer.waitForResponse((answer) =>
      answer.url().includes(`/services/${slug}/v1/countries`),
    ),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ])
  expect(response.url()).toContain(
    `/sandbox-api/versions/1.0.0/services/${slug}/v1/countries`,
  )
  expect(response.request().headers().apikey).toBe(apiKey)
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ items: ['USA', 'Canada'] })
  await expect(
    operation
      .locator('.live-responses-table tbody .response-col_status')
      .first(),
  ).toHaveText('200')

  // The current version's docs call the plain address, where v2 answers.
  await developer.goto(`/explore/api/${slug}/docs`)
  const states = developer
    .locator('.opblock')
    .filter({ hasText: '/states' })
    .first()
  await states.locator('.opblock-summary-control').click()
  await states.getByRole('button', { name: 'Try it out' }).click()
  const [current] = await Promise.all([
    developer.waitForResponse((answer) =>
      answer.url().includes(`/services/${slug}/v1/states`),
    ),
    states.getByRole('button', { name: 'Execute' }).click(),
  ])
  expect(current.url()).toContain(`/sandbox-api/services/${slug}/v1/states`)
  expect(current.status()).toBe(200)
  await developer.close()
})
