import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { addApiKeyEntry, DEV_STAFF, signInAs } from './console-staff.ts'
import { waitForMail, type Mail } from './mailbox.ts'
import { signUpKeepingKey } from './signup-form.ts'

// Issue 36, "Deprecation and sunset that reach people": a deprecation date set in the console
// shows on the API's page, in the gateway's headers and in exactly one email per developer who
// called it; the email's link stops the reminders.

test.describe.configure({ timeout: 120_000 })

const DAY = 86_400_000
const fixture = (name: string) =>
  new URL(`fixtures/${name}`, import.meta.url).pathname
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** An API-key API of its own with a published document, so no other test's API changes. */
async function addCallableApi(page: Page, baseURL: string, suffix: string) {
  const slug = `rates-${suffix}`
  const name = `Rates ${suffix} API`
  const headers = await addApiKeyEntry(page, baseURL, {
    name,
    urlSlug: slug,
    altID: `rates${suffix}`,
    description: 'Reference rates, soon replaced.',
  })
  const document = (
    await readFile(fixture('reference-data-v1-fixed.yaml'), 'utf8')
  ).replaceAll('benefits-reference-data', slug)
  const specs = `/platform-backend/v0/console/apis/${slug}/specs`
  const report = (await (
    await page.request.post(`${specs}/check`, { headers, data: { document } })
  ).json()) as { releaseNoteDraft: string }
  const published = await page.request.post(specs, {
    headers,
    data: { document, releaseNote: report.releaseNoteDraft },
  })
  expect(published.status(), await published.text()).toBe(201)
  const list = (await (
    await page.request.get(`/platform-backend/v0/console/api-entries?q=${slug}`)
  ).json()) as { entries: { id: string; urlSlug: string }[] }
  const id = list.entries.find((entry) => entry.urlSlug === slug)?.id ?? ''
  return { slug, name, id }
}

/** Every email in the local mailbox to this address. */
async function mailTo(page: Page, address: string): Promise<Mail[]> {
  const response = await page.request.get('/platform-backend/v0/dev/mailbox')
  const { messages } = (await response.json()) as { messages: Mail[] }
  return messages.filter((mail) => mail.to === address)
}

test('A deprecation date set in the console shows on the page, in the gateway’s headers and in exactly one email to the developer who called the API, whose link stops the reminders', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36)
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-entries')
  const api = await addCallableApi(page, baseURL ?? '', suffix)

  // A developer signs up through the form and calls the API with the key.
  // A browser of their own (axe needs a page made from a context).
  const developer = await (await browser.newContext()).newPage()
  const email = `rates-${suffix}@example.org`
  const apikey = await signUpKeepingKey(developer, api.slug, email)
  const call = () =>
    developer.request.get(`/sandbox-api/services/${api.slug}/v1/states`, {
      headers: { apikey },
    })
  const before = await call()
  expect(before.status()).toBe(200)
  expect(before.headers().deprecation).toBeUndefined()

  // The publisher sees who will be told (the call's usage row is written within a second).
  await expect(async () => {
    await page.goto(`/console/api-entries/${api.id}`)
    await expect(
      page.getByRole('region', { name: 'Deprecation notices' }),
    ).toContainText(
      '1 developer whose credentials called this API in the last 90 days',
    )
  }).toPass({ timeout: 15_000 })
  const panel = page.getByRole('region', { name: 'Deprecation notices' })
  await expect(panel).toContainText('No deprecation published here yet.')
  await expectNoAxeViolations(page)

  // The publisher sets the dates and names the replacement.
  const now = Date.now()
  await page
    .locator('label')
    .filter({ hasText: 'The API is or will be deprecated and deactivated' })
    .click()
  await page
    .getByRole('textbox', { name: 'Deprecation date', exact: true })
    .fill(dayOf(now - DAY))
  await page
    .getByRole('textbox', { name: 'Deprecation notice', exact: true })
    .fill('This API is deprecated: move to Rates v2.')
  await page
    .getByRole('textbox', { name: 'Deactivation date', exact: true })
    .fill(dayOf(now + 60 * DAY))
  await page
    .getByRole('textbox', { name: 'Replacement API or version (optional)' })
    .fill('Rates API v2')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Your changes are published/)).toBeVisible()
  // The count after: the first notice, sent.
  await expect(panel.getByRole('list', { name: 'Notices sent' })).toContainText(
    /Deprecation announced: \d+ emails? sent/,
  )
  await expectNoAxeViolations(page)

  // The page shows the notice.
  await developer.goto(`/explore/api/${api.slug}`)
  await expect(
    developer.getByText('This API is deprecated: move to Rates v2.'),
  ).toBeVisible()

  // Every gateway answer carries Deprecation (RFC 9745), Sunset (RFC 8594) and the page's link.
  const after = await call()
  expect(after.status()).toBe(200)
  expect(after.headers().deprecation).toMatch(/^@\d+$/)
  expect(new Date(after.headers().sunset ?? '').getTime()).toBeGreaterThan(now)
  expect(after.headers().link).toBe(
    `<${baseURL}/explore/api/${api.slug}>; rel="deprecation"; type="text/html"`,
  )

  // Exactly one email to the developer, naming the replacement; none more a while later.
  const mail = await waitForMail(
    page,
    (candidate) =>
      candidate.to === email &&
      candidate.subject === `${api.name} is deprecated`,
  )
  expect(mail.text).toContain(
    'Move your program to its replacement: Rates API v2.',
  )
  await page.waitForTimeout(2000)
  expect(
    (await mailTo(page, email)).filter((candidate) =>
      candidate.subject.includes('deprecated'),
    ),
  ).toHaveLength(1)

  // The email's link: the page asks first, then stops the reminders; by keyboard.
  const link = /No more reminders about this API: (\S+)/.exec(mail.text)?.[1]
  expect(link).toBeTruthy()
  await developer.goto(link ?? '')
  await expect(
    developer.getByRole('heading', {
      level: 1,
      name: 'Stop deprecation reminders',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(developer)
  await developer.getByRole('button', { name: 'Stop the reminders' }).focus()
  await developer.keyboard.press('Enter')
  await expect(
    developer.getByText(
      'We will not remind you of this API’s deprecation any more.',
    ),
  ).toBeVisible()
  await page.reload()
  await expect(panel).toContainText('1 address has stopped the reminders')
})
