import { expect, test } from './test.ts'

test('An unknown path shows the 404 page titled "Page not found"', async ({
  page,
}) => {
  await page.goto('/this/page/does-not-exist')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('VA API Platform | Page not found')
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Explore APIs' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
  ).toBeVisible()
})

test('An unknown API path answers 404 in the error envelope', async ({
  request,
}) => {
  const response = await request.get('/platform-backend/v0/does-not-exist')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ errors: ['Not found'] })
})

test('Legacy addresses answer 301 from the server and land on their page', async ({
  page,
}) => {
  for (const [from, to, heading] of [
    ['/whats-new', '/about/news', 'News'],
    [
      '/go-live',
      '/production-access/request-prod-access',
      'Request production access',
    ],
    [
      '/onboarding/working-with-lighthouse-apis',
      '/production-access/working-with-va-apis',
      'Working with VA APIs',
    ],
    [
      '/explore/health/docs/fhir',
      '/explore/api/patient-health/docs',
      'Patient Health API (FHIR)',
    ],
  ] as const) {
    const response = await page.goto(from)
    const redirect = response?.request().redirectedFrom()
    expect(redirect?.url()).toMatch(new RegExp(`${from}$`))
    expect((await redirect?.response())?.status()).toBe(301)
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible()
  }
})
