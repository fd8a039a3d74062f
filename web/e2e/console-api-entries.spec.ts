import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'

// Issue 29, "API entries": a publisher adds an API's catalogue entry, previews its public pages,
// publishes it (live at once), edits it and reverts the edit.

test.describe.configure({ timeout: 120_000 })

const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true })

test('A publisher adds an API, previews its pages, publishes it, sees it live, edits it and reverts the edit', async ({
  page,
}) => {
  const suffix = Date.now().toString(36)
  const slug = `vaccine-records-${suffix}`
  const name = `Vaccine Records ${suffix} API`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-entries')
  await expect(
    page.getByRole('heading', { level: 1, name: 'API entries' }),
  ).toBeVisible()
  await expect(page.getByRole('status')).toContainText('APIs match.')
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Add an API' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add an API' }),
  ).toBeVisible()
  // Submitted empty: the schema's messages, focus on the first field.
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(field(page, 'Name')).toBeFocused()
  await expect(page.getByText('Enter the API’s name')).toBeVisible()
  await expectNoAxeViolations(page)

  await field(page, 'Name').fill(name)
  await field(page, 'URL slug').fill(slug)
  await field(page, 'URL fragment').fill(slug.replaceAll('-', '_'))
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'Health APIs' })
  await field(page, 'Description').fill('Read a Veteran’s vaccine records.')
  // Markdown from a publisher is data: its script is shown as text, never run.
  await field(page, 'Overview content').fill(
    '## What it does\n\nLists **vaccines**. <script>window.hacked = true</script>',
  )
  const overviewPreview = page.getByRole('region', {
    name: 'Preview: Overview content',
  })
  await expect(
    overviewPreview.getByRole('heading', { name: 'What it does' }),
  ).toBeVisible()
  await expect(
    overviewPreview.getByText('vaccines', { exact: true }),
  ).toBeVisible()
  await field(page, 'Release notes').fill(
    '### December 1, 2026\n\nFirst release.',
  )

  await page.getByRole('button', { name: 'Preview the public pages' }).click()
  const preview = page.getByRole('region', {
    name: 'Preview of the public pages',
  })
  await expect(
    preview.getByRole('heading', { name: 'Preview of the public pages' }),
  ).toBeFocused()
  await expect(
    preview.getByRole('heading', { name: `Overview: ${name}` }),
  ).toBeVisible()
  await expect(preview).toContainText('<script>window.hacked = true</script>')
  await expect(
    preview.getByRole('heading', { name: 'December 1, 2026' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  // The entry page may still show its own loading status beside the notice: found by its text.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${name} is published (version 1).` }),
  ).toBeVisible()
  const entryUrl = page.url()

  // Live at once on the public pages.
  await page.getByRole('link', { name: 'View the public page' }).click()
  await expect(page).toHaveURL(new RegExp(`/explore/api/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(
    page.getByText('Read a Veteran’s vaccine records.'),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'What it does' }),
  ).toBeVisible()
  expect(await page.evaluate(() => 'hacked' in window)).toBe(false)

  await page.goto(entryUrl)
  await field(page, 'Description').fill('Vaccine records, edited.')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your changes are published (version 2).' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'View the public page' }).click()
  await expect(page.getByText('Vaccine records, edited.')).toBeVisible()

  await page.goto(entryUrl)
  await page.getByRole('link', { name: 'History and revert' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `History: ${name}` }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Version 2: Edited' }),
  ).toBeVisible()
  await page.getByText('What changed').click()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Revert to version 1' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Version 1 is back: it is live now as version 3.' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Version 3: Reverted to version 1',
    }),
  ).toBeVisible()
  await page.goto(`/explore/api/${slug}`)
  await expect(
    page.getByText('Read a Veteran’s vaccine records.'),
  ).toBeVisible()
})

test('Keyboard only: a publisher reaches the new entry form, submits it empty, fixes it field by field and publishes (Section 508)', async ({
  page,
}) => {
  const suffix = `${Date.now().toString(36)}k`
  const name = `Keyboard Records ${suffix} API`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-entries')
  await expect(
    page.getByRole('heading', { level: 1, name: 'API entries' }),
  ).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'Add an API' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add an API' }),
  ).toBeVisible()

  // Every control on the way to Publish takes the focus and lets it go: no trap.
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await tabTo(page, publish, 200)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Enter the API’s name')).toBeVisible()
  await expect(field(page, 'Name')).toBeFocused()

  // The fields in page order, by keyboard; the category with the arrow keys.
  await page.keyboard.type(name)
  await page.keyboard.press('Tab')
  await expect(field(page, 'URL slug')).toBeFocused()
  await page.keyboard.type(`keyboard-records-${suffix}`)
  await page.keyboard.press('Tab')
  await page.keyboard.type(`keyboard_records_${suffix}`)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const category = page.getByRole('combobox', { name: 'Category', exact: true })
  await expect(category).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(category).not.toHaveValue('')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Description')).toBeFocused()
  // Shift+Tab goes back to the category, kept as chosen.
  await page.keyboard.press('Shift+Tab')
  await expect(category).toBeFocused()
  await expect(category).not.toHaveValue('')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Read a Veteran’s records, by keyboard.')

  await tabTo(page, publish, 200)
  await page.keyboard.press('Enter')
  // The message takes the focus, so the next Tab reaches its link.
  const notice = page.getByRole('status').filter({ hasText: 'is published' })
  await expect(notice).toHaveText(
    `${name} is published (version 1). View the public page`,
  )
  await expect(notice).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('link', { name: 'View the public page' }),
  ).toBeFocused()
})

test('A name another API has is refused at the name field, which takes the focus; an entry links to its OpenAPI document page and back (R-ENTRY-NAME-UNIQUE, R-ENTRY-SPEC-LINKS)', async ({
  page,
}) => {
  const suffix = Date.now().toString(36)
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-entries/new')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add an API' }),
  ).toBeVisible()
  // The seeded "VA Forms API", in other letters and spaces.
  await field(page, 'Name').fill('va  FORMS api')
  await field(page, 'URL slug').fill(`forms-copy-${suffix}`)
  await field(page, 'URL fragment').fill(`forms_copy_${suffix}`)
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'Forms APIs' })
  await field(page, 'Description').fill('A second forms API.')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(field(page, 'Name')).toBeFocused()
  await expect(field(page, 'Name')).toHaveAccessibleDescription(
    /Another API already has this name/,
  )
  await expectNoAxeViolations(page)

  await page.goto('/console/api-entries')
  await page.getByRole('link', { name: 'VA Forms API', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'VA Forms API' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'OpenAPI document' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'OpenAPI document: VA Forms API',
    }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Catalogue entry' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'VA Forms API' }),
  ).toBeVisible()
})
