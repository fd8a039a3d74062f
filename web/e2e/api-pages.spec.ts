import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'

const breadcrumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')

test('The overview shows title, tags and overview, and leads to the docs', async ({
  page,
}) => {
  await page.goto('/explore/api/va-facilities')
  await expect(page).toHaveTitle('VA API Platform | VA Facilities API')
  await expect(
    page.getByRole('heading', { level: 1, name: 'VA Facilities API' }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: 'VA Facilities API tags' })
      .getByRole('listitem'),
  ).toHaveText(['facilities', 'API key', 'Open data'])
  await expect(
    page.getByRole('link', { name: 'Start developing' }),
  ).toHaveAttribute('href', '/explore/api/va-facilities/sandbox-access')
  await expect(breadcrumbs(page)).toHaveText([
    'Home',
    'Explore APIs',
    'VA Facilities API',
  ])
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Read the docs' }).click()
  await expect(page).toHaveURL(/\/explore\/api\/va-facilities\/docs$/)
  await expect(breadcrumbs(page)).toHaveText([
    'Home',
    'Explore APIs',
    'VA Facilities API',
    'Docs',
  ])
})

test('The overview does not load the docs viewer; the docs page does', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/explore')
  await page.getByRole('link', { name: 'VA Forms API' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'VA Forms API' }),
  ).toBeVisible()
  // The viewer and swagger-ui's parts (assets/docs-*.js, ADR 021).
  const viewer = () =>
    scripts.filter((url) => /\/assets\/(spec-viewer|docs-)/.test(url))
  expect(viewer()).toEqual([])
  await page
    .getByRole('navigation', { name: 'VA Forms API pages' })
    .getByRole('link', { name: 'Docs' })
    .click()
  await expect(page.locator('.swagger-ui .info .title')).toContainText(
    'VA Forms',
  )
  expect(viewer().filter((url) => /spec-viewer/.test(url))).toHaveLength(1)
  // swagger-ui's own bundle and its libraries, each part fetched once.
  const parts = viewer().filter((url) => /\/assets\/docs-/.test(url))
  expect(parts.some((url) => /docs-swagger-ui-/.test(url))).toBe(true)
  expect(parts.length).toBeGreaterThan(5)
  expect(new Set(parts).size).toBe(parts.length)
})

test('The side navigation offers the guides of the grants an API supports', async ({
  page,
}) => {
  await page.goto('/explore/api/benefits-claims/release-notes')
  const nav = page.getByRole('navigation', {
    name: 'Benefits Claims API pages',
  })
  await expect(nav.getByRole('link')).toHaveText([
    'Overview',
    'Docs',
    'Authorization Code Grant',
    'Client Credentials Grant',
    'Test data',
    'Release notes',
    'Sandbox access',
  ])
  await expect(
    page.getByRole('heading', { level: 1, name: 'Release notes' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('Switching the docs version applies on "Update page", updates the URL, focus and announcement', async ({
  page,
}) => {
  await page.goto('/explore/api/va-forms/docs')
  const select = page.getByRole('combobox', { name: 'Select a version' })
  await expect(select).toHaveValue('0.0.0')
  await expect(page.locator('.swagger-ui .info .url')).toHaveText(
    /\/vaForms\/0\.0\.0\/openapi\.json/,
  )
  await select.selectOption('0.0.0-yaml')
  await expect(page).toHaveURL(/\/docs$/)
  await page.getByRole('button', { name: 'Update page' }).click()
  await expect(page).toHaveURL(/\/docs\?version=0\.0\.0-yaml$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'VA Forms API Docs' }),
  ).toBeFocused()
  await expect(
    page.getByRole('status').filter({
      hasText: 'Showing documentation for Version 0 (YAML source).',
    }),
  ).toBeAttached()
  await expect(page.locator('.swagger-ui .info .url')).toHaveText(
    /\/vaForms\/0\.0\.0-yaml\/openapi\.yaml/,
  )
})

test('The version selector works with the keyboard, and the URL version is read lower-cased', async ({
  page,
}) => {
  await page.goto('/explore/api/va-forms/docs?version=0.0.0-YAML')
  const select = page.getByRole('combobox', { name: 'Select a version' })
  await expect(select).toHaveValue('0.0.0-yaml')
  await select.focus()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Update page' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?version=0\.0\.0$/)
})

test('"Try it out" sends a real request to the sandbox gateway and shows its answer', async ({
  page,
}) => {
  await page.goto('/explore/api/va-forms/docs')
  await page.locator('.opblock-summary-path[data-path="/forms"]').click()
  await page.getByRole('button', { name: 'Try it out' }).click()
  const [response] = await Promise.all([
    page.waitForResponse((answer) =>
      answer.url().includes('/sandbox-api/services/va_forms/v0/forms'),
    ),
    page.getByRole('button', { name: 'Execute' }).click(),
  ])
  // Without a key the gateway answers as the department's does (R-GATEWAY-KEY).
  expect(response.status()).toBe(401)
  await expect(page.locator('.live-responses-table')).toContainText(
    'No API key found in request',
  )
  await expectNoAxeViolations(page)
})

test('The curl builder makes a command from the spec and copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/explore/api/va-forms/docs')
  const builder = page.getByRole('region', { name: 'Build a curl request' })
  // The builder loads when opened (R-FIRST-LOAD-DOCS); its first field takes the focus.
  await builder.getByRole('button', { name: 'Open the curl builder' }).click()
  const operation = builder.getByRole('combobox', { name: 'Operation' })
  await expect(operation).toBeFocused()
  await operation.selectOption('get /forms/{form_name}')
  await builder.getByRole('textbox', { name: 'API key' }).fill('my-sandbox-key')
  await builder
    .getByRole('textbox', { name: 'form_name (path, required)' })
    .fill('10-10EZ')
  const command = builder.getByRole('region', { name: 'curl command' })
  await expect(command).toContainText(
    `curl -X GET '${new URL(page.url()).origin}/sandbox-api/services/va_forms/v0/forms/10-10EZ'`,
  )
  await expect(command).toContainText("--header 'apikey: my-sandbox-key'")
  await builder.getByRole('button', { name: 'Copy curl command' }).click()
  await expect(builder.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '/forms/10-10EZ',
  )
})

test('axe finds nothing on the docs page with every operation open', async ({
  page,
}) => {
  await page.goto('/explore/api/va-facilities/docs')
  await expect(page.locator('.swagger-ui .info .title')).toContainText(
    'VA Facilities',
  )
  for (const operation of await page.locator('.opblock-summary-control').all())
    await operation.click()
  await expectNoAxeViolations(page)
})

test('The authorization guides render for their grants and are accessible', async ({
  page,
}) => {
  await page.goto('/explore/api/patient-health/authorization-code')
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Building OpenID Connect Applications',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/explore/api/benefits-claims/client-credentials')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Generating an RSA key pair' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Test user ICNs' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/explore/api/benefits-documents/client-credentials')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Requesting a token' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Test user ICNs' }),
  ).toHaveCount(0)
})

test('Error states: unknown API, category key, bare /explore/api, unsupported grant', async ({
  page,
}) => {
  await page.goto('/explore/api/no-such-api')
  await expect(
    page.getByRole('heading', { level: 1, name: 'API not found' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/explore/api/vaForms')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page not found.' }),
  ).toBeVisible()
  await expect(
    page.getByText(
      'Try using the links below or the search bar to find your way forward.',
    ),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'VA Forms API' }),
  ).toHaveAttribute('href', '/explore/api/va-forms')
  await expectNoAxeViolations(page)

  await page.goto('/explore/api/health')
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'Urgent Care Eligibility API (FHIR)' }),
  ).toHaveCount(0)

  await page.goto('/explore/api')
  await expect(page).toHaveURL(/\/explore$/)

  await page.goto('/explore/api/va-facilities/authorization-code')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'API does not include this auth type',
    }),
  ).toBeVisible()
})

test('Deprecated and deactivated APIs show their notices; a deactivated API shows no viewer', async ({
  page,
}) => {
  await page.goto('/explore/api/decision-reviews')
  await expect(
    page.getByRole('heading', { name: 'Deprecated API' }),
  ).toBeVisible()
  await expect(
    page.getByText(/deprecated and will be deactivated on September 30, 2027/),
  ).toBeVisible()
  await page.goto('/explore/api/urgent-care/docs')
  await expect(
    page.getByRole('heading', { name: 'Deactivated API' }),
  ).toBeVisible()
  await expect(page.getByText(/was deactivated on July 20, 2020/)).toBeVisible()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Urgent Care Eligibility API (FHIR) Docs',
    }),
  ).toBeVisible()
  await expect(page.locator('.swagger-ui')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('An API without docs says so, without a version selector', async ({
  page,
}) => {
  await page.goto('/explore/api/va-letter-generator/docs')
  await expect(
    page.getByText(
      'This API has no OpenAPI document on this portal yet, so there is no reference documentation here and the sandbox does not answer for it.',
    ),
  ).toBeVisible()
  await expect(
    page.getByRole('combobox', { name: 'Select a version' }),
  ).toHaveCount(0)
})
