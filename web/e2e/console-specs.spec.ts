import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { SPEC_MESSAGES } from '@portal/schema/spec-publishing-texts'
import { expectNoAxeViolations } from './axe.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { choose } from './signup-form.ts'

// Issue 29: a publisher publishes a first OpenAPI document for an API that has none (a fixture
// the seed does not use), then a second version that removes an operation.

test.describe.configure({ timeout: 120_000 })

const fixture = (name: string) =>
  new URL(`fixtures/${name}`, import.meta.url).pathname

test('A publisher checks a document, fixes it, publishes it live on the docs page, then publishes a breaking version with confirmation and rolls it back', async ({
  page,
}) => {
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-specs')
  await expect(
    page.getByRole('heading', { level: 1, name: 'API specs' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Benefits Reference Data API' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'OpenAPI document: Benefits Reference Data API',
    }),
  ).toBeVisible()
  await expect(
    page.getByText('No document is published for this API yet.'),
  ).toBeVisible()

  // Checked empty: the message, focus on the field.
  await page.getByRole('button', { name: 'Check the document' }).click()
  await expect(page.getByText(SPEC_MESSAGES.documentRequired)).toBeVisible()
  await expect(
    page.getByRole('textbox', { name: /OpenAPI document/ }),
  ).toBeFocused()

  // A file: its text fills the document; the lint error shows with its path and blocks publishing.
  await page
    .getByLabel('OpenAPI document file')
    .setInputFiles(fixture('reference-data-v1.yaml'))
  await expect(
    page.getByRole('textbox', { name: /OpenAPI document/ }),
  ).toHaveValue(/openapi: 3\.0\.3/)
  await page.getByRole('button', { name: 'Check the document' }).click()
  const findings = page.getByRole('table', { name: 'Findings' })
  await expect(
    findings.getByRole('row').filter({ hasText: 'department-operation-id' }),
  ).toContainText('paths./states.get')
  await expect(page.getByText(/Errors block publishing/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The fixed document, pasted: no error, the first version's release note drafted.
  await page
    .getByRole('textbox', { name: /OpenAPI document/ })
    .fill(await readFile(fixture('reference-data-v1-fixed.yaml'), 'utf8'))
  await page.getByRole('button', { name: 'Check the document' }).click()
  await expect(page.getByText(/Warnings do not block publishing/)).toBeVisible()
  await expect(page.getByLabel('Release note')).toHaveValue(
    /^### \w+ \d{1,2}, \d{4}\n\n/,
  )
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Version 1.0.0 is published.')).toBeVisible()
  await expectNoAxeViolations(page)

  // Live on the docs page at once.
  await page.getByRole('link', { name: 'See the docs page' }).click()
  await expect(page.locator('.swagger-ui')).toContainText('/countries')
  await page.goBack()

  // A second version without an operation: flagged breaking, refused until confirmed.
  await page
    .getByLabel('OpenAPI document file')
    .setInputFiles(fixture('reference-data-v2.yaml'))
  await expect(
    page.getByRole('textbox', { name: /OpenAPI document/ }),
  ).toHaveValue(/version: 2\.0\.0/)
  await page.getByRole('button', { name: 'Check the document' }).click()
  const changes = page.getByRole('table', { name: 'Changes' })
  await expect(
    changes.getByRole('row').filter({ hasText: 'GET /countries' }),
  ).toContainText('Breaking')
  await page.getByRole('button', { name: 'Publish the new version' }).click()
  await expect(page.locator('#confirmBreaking-error')).toHaveText(
    SPEC_MESSAGES.confirmBreaking,
  )
  await expect(
    page.getByRole('textbox', { name: 'New version', exact: true }),
  ).toBeFocused()
  await expectNoAxeViolations(page)
  await page
    .getByRole('textbox', { name: 'New version', exact: true })
    .fill('v2')
  await page.getByLabel('Label of the new version').fill('Version 2')
  await choose(page, /I confirm this version breaks existing clients/)
  await page.getByRole('button', { name: 'Publish the new version' }).click()
  await expect(page.getByText('Version 2 is published.')).toBeVisible()
  await expect(
    page.getByText('Version 1.0.0 (1.0.0): Previous Version'),
  ).toBeVisible()

  // One step back.
  await page.getByRole('button', { name: /^Roll back Version 2/ }).click()
  await expect(
    page.getByText(
      'The latest publication was rolled back: Version 1.0.0 is current again.',
    ),
  ).toBeVisible()
})
