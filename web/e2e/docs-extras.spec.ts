import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'

// R-DOCS-SEARCH, R-DOCS-DOWNLOADS, R-PLATFORM-OPENAPI: the docs page's filter, deep links and
// downloads, and the portal's own API on the same viewer.

test('The filter narrows the operations by tag and is labelled; opening an operation changes the address, and that address opens it', async ({
  page,
}) => {
  // swagger-ui renders every operation of the spec; axe on it takes a while on two busy cores.
  test.setTimeout(90_000)
  await page.goto('/explore/api/va-facilities/docs')
  const filter = page.getByRole('textbox', { name: 'Filter operations by tag' })
  await expect(filter).toBeVisible({ timeout: 20_000 })
  await filter.fill('no-such-tag')
  await expect(page.locator('.opblock')).toHaveCount(0)
  await filter.fill('')
  const operation = page
    .locator('.opblock')
    .filter({ hasText: '/facilities/{id}' })
    .first()
  await operation.locator('.opblock-summary-control').click()
  await expect(page).toHaveURL(/#\/[^/]+\/getFacilityById$/)
  const shared = page.url()

  const other = await page.context().newPage()
  await other.goto(shared)
  await expect(
    other.locator('.opblock.is-open').filter({ hasText: '/facilities/{id}' }),
  ).toBeVisible()
  await expectNoAxeViolations(other)
})

test('An opened operation shows its code sample in the chosen language, with the value typed in Try it out; the language changes by keyboard (R-DOCS-OPERATION-SAMPLES)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    window.localStorage.setItem('codeSampleLanguage', 'python')
    window.localStorage.setItem('sandboxTryItKey', 'e2e-kept-key')
  })
  await page.goto('/explore/api/va-facilities/docs')
  const operation = page
    .locator('.opblock')
    .filter({ hasText: '/facilities/{id}' })
    .first()
  await operation.locator('.opblock-summary-control').click()
  const python = operation.getByRole('region', {
    name: 'Python sample of GET /facilities/{id}',
  })
  await expect(python).toContainText('import requests')
  await expect(python).toContainText('"apikey": "e2e-kept-key"')
  await operation.getByRole('button', { name: 'Try it out' }).click()
  await operation.getByRole('textbox', { name: 'Value of id' }).fill('vha_688')
  await expect(python).toContainText(
    '/sandbox-api/services/va_facilities/v0/facilities/vha_688',
  )
  await expect(
    operation.getByRole('button', {
      name: 'Copy Python sample of GET /facilities/{id}',
    }),
  ).toBeVisible()

  // Keyboard only: the chosen tab takes the focus, an arrow moves to the next language.
  await operation.getByRole('tab', { name: 'Python' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(
    operation.getByRole('tab', { name: 'Java', exact: true }),
  ).toBeFocused()
  const java = operation.getByRole('region', {
    name: 'Java sample of GET /facilities/{id}',
  })
  await expect(java).toContainText('HttpRequest.newBuilder()')
  await expect(java).toContainText('/facilities/vha_688')
  await expectNoAxeViolations(page)

  // One choice for the page: the curl builder opens in Java too.
  await page.getByRole('button', { name: 'Open the curl builder' }).click()
  await page
    .getByRole('button', { name: 'Show this request in seven languages' })
    .click()
  await expect(
    page.getByRole('region', { name: 'Java sample', exact: true }),
  ).toBeVisible()
})

test('The docs page links the spec as JSON and YAML, and a Postman collection with its sandbox environment', async ({
  page,
}) => {
  await page.goto('/explore/api/va-forms/docs')
  const downloads = page.getByRole('navigation', { name: /^Downloads of / })
  for (const name of [
    'OpenAPI (JSON)',
    'OpenAPI (YAML)',
    'Postman collection',
    'Postman environment (sandbox)',
  ]) {
    const link = downloads.getByRole('link', { name, exact: true })
    const href = await link.getAttribute('href')
    const response = await page.request.get(href ?? '')
    expect(response.status(), name).toBe(200)
    expect(response.headers()['content-disposition'], name).toMatch(
      /^attachment; filename="/,
    )
  }
})

test('The Platform API page shows the portal API in the viewer, tagged, and is not indexed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    const record = window as unknown as { cspViolations: string[] }
    record.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      record.cspViolations.push(event.violatedDirective)
    })
  })
  await page.goto('/platform-api/docs')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Platform API Docs' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex',
  )
  for (const tag of ['catalogue', 'sandbox signup', 'credential care'])
    await expect(
      page.locator('.opblock-tag').filter({ hasText: tag }).first(),
    ).toBeVisible()
  await expectNoAxeViolations(page)
  // R-PLATFORM-POSTMAN: its Postman collection, beside the document.
  const postman = page.getByRole('link', { name: 'Postman collection' })
  await expect(postman).toHaveAttribute(
    'href',
    '/platform-backend/postman-collection.json',
  )
  const collection = await page.request.get(
    (await postman.getAttribute('href')) ?? '',
  )
  expect(collection.status()).toBe(200)
  // A folder per tag.
  expect(
    ((await collection.json()) as { item: unknown[] }).item.length,
  ).toBeGreaterThan(3)
  // R-DOCS-CSP
  expect(
    await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    ),
  ).toEqual([])
})
