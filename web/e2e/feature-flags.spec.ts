import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { FLAGS_PORT } from './flags-server.ts'

// Against the second server, whose FEATURE_FLAGS (flags-server.ts) show the testing notice,
// switch off the health category and the facilities API, and deactivate the VA Forms API.
test.use({ baseURL: `http://127.0.0.1:${FLAGS_PORT}` })

const NOTICE =
  'This site is for testing. Please click developer.va.gov to visit VA API Platform.'

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375px', width: 375, height: 800 },
]) {
  test(`${viewport.name}: the testing notice shows on every page and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    for (const path of ['/', '/explore', '/support/faq']) {
      await page.goto(path)
      const notice = page.getByRole('region', { name: 'Site alert' })
      await expect(notice).toHaveText(NOTICE)
      await expect(
        notice.getByRole('link', { name: 'developer.va.gov' }),
      ).toHaveAttribute('href', 'https://developer.va.gov')
      await expectNoAxeViolations(page)
    }
  })
}

test('Switched-off categories and APIs are gone from the listing, the API pages and the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/explore')
  const list = page.getByRole('list', { name: 'APIs' })
  await expect(
    list.getByRole('heading', { name: 'Veteran Confirmation API' }),
  ).toBeVisible()
  for (const name of [
    'VA Facilities API',
    'VA Forms API',
    'Patient Health API (FHIR)',
  ])
    await expect(list.getByRole('heading', { name })).toHaveCount(0)
  await page.getByRole('button', { name: 'Topics' }).click()
  await expect(page.getByRole('checkbox', { name: /^Forms/ })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /^Health/ })).toHaveCount(0)

  for (const slug of ['va-facilities', 'patient-health', 'health']) {
    await page.goto(`/explore/api/${slug}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'API not found' }),
    ).toBeVisible()
  }
  // Deactivated, not switched off: the page says so and shows no viewer.
  await page.goto('/explore/api/va-forms/docs')
  await expect(
    page.getByRole('heading', { name: 'Deactivated API' }),
  ).toBeVisible()

  await page.goto('/no/such/page')
  const docs = page.getByRole('region', { name: 'Documentation' })
  await expect(docs.getByRole('link', { name: /^Forms/ })).toBeVisible()
  await expect(docs.getByRole('link', { name: /^Health/ })).toHaveCount(0)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/explore/api/veteran-confirmation</loc>')
  for (const slug of ['va-facilities', 'va-forms', 'patient-health'])
    expect(sitemap).not.toContain(`/explore/api/${slug}<`)
})

test('The home page features only listed APIs: no card for the switched-off health category, the switched-off or the deactivated API', async ({
  page,
}) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured APIs' })
  // The cards wait for the flags, so once one shows the others have had their chance.
  await expect(
    featured.getByRole('heading', { name: 'Veteran Confirmation API' }),
  ).toBeVisible()
  for (const name of [
    'Patient Health API (FHIR)',
    'VA Facilities API',
    'VA Forms API',
  ])
    await expect(featured.getByRole('heading', { name })).toHaveCount(0)
  await expect(featured.getByRole('heading', { level: 3 })).toHaveCount(1)
  await featured
    .getByRole('link', { name: 'View Veteran Confirmation API' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Veteran Confirmation API' }),
  ).toBeVisible()
})
