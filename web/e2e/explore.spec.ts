import { expect, test } from './test.ts'

const SEEDED_APIS = [
  'Appeals Status API',
  'Decision Reviews API',
  'Benefits Claims API',
  'Benefits Intake API',
  'Benefits Reference Data API',
  'VA Facilities API',
  'VA Forms API',
  'Clinical Health API (FHIR)',
  'Community Care Eligibility API',
  'Patient Health API (FHIR)',
  'PGD API (FHIR)',
  'Provider Directory API',
  'Guaranty Remittance API',
  'Loan Guaranty API',
  'Address Validation API',
  'VA Letter Generator API',
  'Veteran Confirmation API',
  'Veteran Verification API',
]

test('Explore lists the seeded APIs with their category and description', async ({
  page,
}) => {
  await page.goto('/explore')
  await expect(page).toHaveTitle('VA API Platform | Explore APIs')
  const list = page.getByRole('list', { name: 'APIs' })
  for (const name of SEEDED_APIS) {
    await expect(
      list.getByRole('heading', { level: 2, name, exact: true }),
    ).toBeVisible()
  }
  await expect(page.getByText('Showing all 28 items')).toBeVisible()
  const forms = list
    .getByRole('listitem')
    .filter({ hasText: 'VA Forms API' })
    .first()
  await expect(forms.getByText('forms', { exact: true })).toBeVisible()
  await expect(
    forms.getByText('Look up VA forms and check for new versions.'),
  ).toBeVisible()
})

test('Explore shows "Loading APIs" while the catalogue loads', async ({
  page,
}) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    '**/platform-backend/v0/providers/transformations/legacy.json*',
    async (route) => {
      await held
      await route.continue()
    },
  )
  // The server renders /explore with the catalogue in it; the browser asks for it when it
  // navigates there from a page that does not show it.
  await page.goto('/about')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore APIs' })
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading APIs' }),
  ).toBeVisible()
  release()
  await expect(page.getByRole('list', { name: 'APIs' })).toBeVisible()
  await expect(page.getByText('Loading APIs')).toBeHidden()
})

test('Explore shows the loading error when the catalogue call fails', async ({
  page,
}) => {
  await page.route(
    '**/platform-backend/v0/providers/transformations/legacy.json*',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"errors":["Database unavailable"]}',
      }),
  )
  await page.goto('/about')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore APIs' })
    .click()
  await expect(page.getByRole('alert')).toHaveText(
    'Loading Error: API details failed to load. Please reload or try again later if the issue persists.',
  )
})

test('The header link leads from the home page to Explore APIs', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle('VA API Platform')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore APIs' })
    .click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
  ).toBeVisible()
})
