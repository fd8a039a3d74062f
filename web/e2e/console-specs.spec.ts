import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { SPEC_MESSAGES } from '@portal/schema/spec-publishing-texts'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
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

test('Keyboard only: a publisher checks a document past its error and publishes it; the message takes the focus (Section 508)', async ({
  page,
  context,
  baseURL,
}) => {
  // An API of its own, added through the console's API, so no other test's API changes.
  const suffix = `${Date.now().toString(36)}s`
  const slug = `keyboard-specs-${suffix}`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-specs')
  await expect(
    page.getByRole('heading', { level: 1, name: 'API specs' }),
  ).toBeVisible()
  const token = 'specs-keyboard-csrf-token-0123456789'
  await context.addCookies([
    { name: 'CSRF-TOKEN', value: token, url: `${baseURL}/platform-backend` },
  ])
  const added = await page.request.post(
    '/platform-backend/v0/console/api-entries',
    {
      headers: { 'x-csrf-token': token, origin: baseURL ?? '' },
      data: {
        name: `Keyboard Specs ${suffix} API`,
        urlSlug: slug,
        urlFragment: slug.replaceAll('-', '_'),
        altID: null,
        categoryUrlFragment: 'health',
        description: 'An API whose document is published by keyboard.',
        overviewPageContent: '',
        apiIntro: '',
        releaseNotes: '',
        oAuthTypes: [],
        oAuthInfo: {},
        apikey: true,
        openData: false,
        enabledByDefault: true,
        isStealthLaunched: false,
        veteranRedirect: null,
        requiresApiAttestation: false,
        requiresEthicsAttestation: false,
        restrictedAccess: {
          restricted: false,
          blockSandboxAccessForm: false,
          blockProdAccessForm: false,
          versions: [],
        },
        restrictedAccessToggle: false,
        restrictedAccessDetails: '',
        vaInternalOnly: null,
        lastProdAccessStep: 4,
        environments: ['sandbox'],
      },
    },
  )
  expect(added.status()).toBe(201)
  await page.reload()
  const link = page.getByRole('link', { name: `Keyboard Specs ${suffix} API` })
  await tabTo(page, link, 200)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `OpenAPI document: Keyboard Specs ${suffix} API`,
    }),
  ).toBeVisible()

  // Checked empty: the message, focus on the field (the file input before it is passed by).
  const check = page.getByRole('button', { name: 'Check the document' })
  await tabTo(page, check)
  await page.keyboard.press('Enter')
  await expect(page.getByText(SPEC_MESSAGES.documentRequired)).toBeVisible()
  const document = page.getByRole('textbox', { name: /OpenAPI document/ })
  await expect(document).toBeFocused()
  // Typed in (as a paste would put it), then checked and published by keyboard.
  await page.keyboard.insertText(
    await readFile(fixture('reference-data-v1-fixed.yaml'), 'utf8'),
  )
  await page.keyboard.press('Tab')
  await expect(check).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Warnings do not block publishing/)).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }))
  await page.keyboard.press('Enter')
  const notice = page.getByRole('status').filter({ hasText: 'is published' })
  await expect(notice).toContainText('Version 1.0.0 is published.')
  await expect(notice).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('link', { name: 'See the docs page' }),
  ).toBeFocused()
})
