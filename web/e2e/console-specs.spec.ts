import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './test.ts'
import { SPEC_MESSAGES } from '@portal/schema/spec-publishing-texts'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
import { addApiKeyEntry, DEV_STAFF, signInAs } from './console-staff.ts'
import { waitForMail, type Mail } from './mailbox.ts'
import { choose, signUpKeepingKey } from './signup-form.ts'

// Issue 29 ("Done means"): a publisher publishes a first OpenAPI document for an API that has
// none (a fixture the seed does not use); a developer signs up for it and calls it through the
// sandbox from its docs page, and subscribes to its release notes; the publisher's second version
// removes an operation, and its note reaches both feeds and the subscriber, once.

test.describe.configure({ timeout: 120_000 })

const fixture = (name: string) =>
  new URL(`fixtures/${name}`, import.meta.url).pathname

const API = {
  name: 'Benefits Reference Data API',
  slug: 'benefits-reference-data',
} as const

/** The developer signs up for the API through the real form and keeps the key for Try it out. */
async function signUpAndTryIt(developer: Page, email: string) {
  const apiKey = await signUpKeepingKey(developer, API.slug, email)

  // Try it out on the docs page calls the sandbox gateway with the key: the spec's example.
  await developer.goto(`/explore/api/${API.slug}/docs`)
  const operation = developer
    .locator('.opblock')
    .filter({ hasText: '/states' })
    .first()
  await operation.locator('.opblock-summary-control').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  const [response] = await Promise.all([
    developer.waitForResponse((answer) =>
      answer.url().includes(`/sandbox-api/services/${API.slug}/v1/states`),
    ),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ])
  expect(response.request().headers().apikey).toBe(apiKey)
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ items: ['AL', 'AK'] })
}

/** The developer subscribes to the API's release notes and confirms through the emailed link. */
async function subscribeToReleaseNotes(developer: Page, email: string) {
  await developer.goto(`/explore/api/${API.slug}/release-notes`)
  await developer.getByRole('textbox', { name: /^Email address/ }).fill(email)
  await developer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    developer.getByText(/Check your email: we sent a link/),
  ).toBeVisible()
  const mail = await waitForMail(
    developer,
    (message) =>
      message.to === email &&
      message.subject === 'Confirm your release notes subscription',
  )
  const link = /\/subscriptions\/release-notes\/confirm\/\S+/.exec(mail.text)
  expect(link).not.toBeNull()
  await developer.goto(link![0])
  await developer
    .getByRole('button', { name: 'Confirm my subscription' })
    .click()
  await expect(
    developer.getByText(/Your subscription is confirmed/),
  ).toBeVisible()
}

/** The release-note emails in the local mailbox to `email`. */
async function releaseNoteMails(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get('/platform-backend/v0/dev/mailbox')
  const { messages } = (await response.json()) as { messages: Mail[] }
  return messages.filter(
    (message) =>
      message.to === email &&
      // Subjects name the API, the version and the note's first line (R-RELEASE-EMAIL-SUBJECT).
      message.subject.startsWith(`${API.name} `),
  )
}

test('A publisher checks a document, fixes it and publishes it; a developer signs up and calls it from the docs page, and subscribes; the breaking second version, confirmed, reaches both feeds and the subscriber once, and rolls back', async ({
  page,
  browser,
}) => {
  const developer = await browser.newPage()
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
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

  // A misspelled key (`descriptions:` on line 32): the validator's error names where it is, the
  // line and the property, so the publisher can find it (R-SPEC-FINDING-LOCATION).
  const fixed = await readFile(fixture('reference-data-v1-fixed.yaml'), 'utf8')
  await page
    .getByRole('textbox', { name: /OpenAPI document/ })
    .fill(
      fixed.replace(
        '      description: The states a Veteran',
        '      descriptions: The states a Veteran',
      ),
    )
  await page.getByRole('button', { name: 'Check the document' }).click()
  const misspelled = findings
    .getByRole('row')
    .filter({ hasText: 'openapi-validator' })
  await expect(misspelled).toHaveCount(1)
  await expect(misspelled.getByRole('cell').nth(2)).toHaveText(
    'paths./states.get',
  )
  await expect(misspelled.getByRole('cell').nth(3)).toHaveText('32')
  await expect(misspelled.getByRole('cell').nth(4)).toHaveText('descriptions')
  await expect(
    misspelled.getByRole('rowheader', {
      name: /The property "descriptions" is not allowed here/,
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // The fixed document, pasted: no error, the first version's release note drafted.
  await page.getByRole('textbox', { name: /OpenAPI document/ }).fill(fixed)
  await page.getByRole('button', { name: 'Check the document' }).click()
  await expect(page.getByText(/Warnings do not block publishing/)).toBeVisible()
  await expect(page.getByLabel('Release note')).toHaveValue(
    /^### \w+ \d{1,2}, \d{4}\n\n/,
  )
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Version 1.0.0 is published.')).toBeVisible()
  await expectNoAxeViolations(page)

  await expect(
    page.getByRole('link', { name: 'See the docs page' }),
  ).toHaveAttribute('href', `/explore/api/${API.slug}/docs`)

  // Live at once: a developer signs up for the new API and calls it through the sandbox.
  await signUpAndTryIt(developer, `journey-${unique}@example.org`)
  // Before the breaking version, a developer subscribes to the API's release notes.
  const subscriber = `journey-notes-${unique}@example.org`
  await subscribeToReleaseNotes(developer, subscriber)

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
  // The publisher edits the drafted note before publishing.
  const note = page.getByLabel('Release note')
  await note.fill(
    `${await note.inputValue()}\n\nUse the states only (${unique}).`,
  )
  await page.getByRole('button', { name: 'Publish the new version' }).click()
  await expect(page.getByText('Version 2 is published.')).toBeVisible()
  await expect(
    page.getByText('Version 1.0.0 (1.0.0): Previous Version'),
  ).toBeVisible()

  // Its release note is in the API's feed and the platform's, and the subscriber's mailbox once.
  for (const feed of [
    `/explore/api/${API.slug}/release-notes.atom`,
    '/explore/release-notes.atom',
  ]) {
    const body = await (await page.request.get(feed)).text()
    expect(body, feed).toContain(`Use the states only (${unique}).`)
  }
  const mail = await waitForMail(page, (message) =>
    message.text.includes(`Use the states only (${unique}).`),
  )
  expect(mail.to).toBe(subscriber)
  expect(mail.subject).toMatch(
    new RegExp(`^${API.name} Version 2: 1 breaking change`),
  )
  expect(await releaseNoteMails(page, subscriber)).toHaveLength(1)

  // One step back.
  await page.getByRole('button', { name: /^Roll back Version 2/ }).click()
  await expect(
    page.getByText(
      'The latest publication was rolled back: Version 1.0.0 is current again.',
    ),
  ).toBeVisible()
  // Its followers learn that the breaking change is not live (R-SPEC-ROLLBACK-NOTE).
  expect(
    await (
      await page.request.get(`/explore/api/${API.slug}/release-notes.atom`)
    ).text(),
  ).toContain(
    'Version 2 is rolled back: Version 1.0.0 is the current version again',
  )
  await developer.close()
})

test('Keyboard only: a publisher checks a document past its error and publishes it; the message takes the focus (Section 508)', async ({
  page,
  baseURL,
}) => {
  // An API of its own, added through the console's API, so no other test's API changes.
  const suffix = `${Date.now().toString(36)}s`
  const slug = `keyboard-specs-${suffix}`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-specs')
  await expect(
    page.getByRole('heading', { level: 1, name: 'API specs' }),
  ).toBeVisible()
  await addApiKeyEntry(page, baseURL ?? '', {
    name: `Keyboard Specs ${suffix} API`,
    urlSlug: slug,
    altID: null,
    description: 'An API whose document is published by keyboard.',
  })
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
