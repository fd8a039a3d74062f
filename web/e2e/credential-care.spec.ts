import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'
import { signUpForFacilities } from './signup-form.ts'

// R-CARE-*: a developer rotates, overlaps and revokes their sandbox key on the page the welcome
// email links, sees the gateway follow at once, and sees their own calls in the usage view.

const FACILITY = '/sandbox-api/services/va_facilities/v0/facilities/vha_688'
const CSRF = 'e2e-credential-care-csrf-token'

const status = (request: APIRequestContext, key: string) => async () =>
  (await request.get(FACILITY, { headers: { apikey: key } })).status()

/** The link of the page, from the latest email to `email` that carries one. */
async function emailedPagePath(page: Page, email: string) {
  const mail = await waitForMail(
    page,
    (candidate) =>
      candidate.to === email &&
      candidate.text.includes('/sandbox-credentials/'),
  )
  const link = mail.text.match(/http\S+\/sandbox-credentials\/\S+/)?.[0] ?? ''
  return new URL(link).pathname
}

test('Rotate with no overlap, rotate with one, revoke, and see the calls: by keyboard, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = `care-${Date.now()}@example.org`
  const first = await signUpForFacilities(page, email)
  await page.goto(await emailedPagePath(page, email))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your sandbox credentials' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'VA Facilities API' }),
  ).toBeVisible()
  await expect(page.getByText(`${first.slice(0, 8)}…`)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await status(request, first)()).toBe(200)

  // No overlap, by keyboard: the old key is refused at once, the new one answers.
  await page
    .locator('summary')
    .filter({ hasText: 'Rotate the API key' })
    .focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('radio', { name: 'None: stop it now' }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('button', { name: 'Rotate the API key' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  const newKey = page.getByTestId('new-secret')
  await expect(newKey).toHaveText(/^[A-Za-z0-9]{32}$/)
  const second = (await newKey.textContent()) ?? ''
  await expect(
    page.getByRole('button', { name: 'Copy the new API key' }),
  ).toBeVisible()
  await expect.poll(status(request, first)).toBe(401)
  expect(await status(request, second)()).toBe(200)
  await expectNoAxeViolations(page)

  // A one-hour overlap: both work; once the server's clock passes it, only the new one.
  await page.reload()
  await page
    .locator('summary')
    .filter({ hasText: 'Rotate the API key' })
    .click()
  await page.locator('label').filter({ hasText: '1 hour' }).click()
  await page.getByRole('button', { name: 'Rotate the API key' }).click()
  await expect(newKey).toHaveText(/^[A-Za-z0-9]{32}$/)
  const third = (await newKey.textContent()) ?? ''
  await expect(page.getByText(/The old API key works until/)).toBeVisible()
  expect(await status(request, second)()).toBe(200)
  expect(await status(request, third)()).toBe(200)
  const moved = await request.post('/platform-backend/v0/test/clock', {
    headers: { 'x-csrf-token': CSRF, cookie: `CSRF-TOKEN=${CSRF}` },
    data: { advanceMs: 3_600_000 + 5_000 },
  })
  expect(moved.status()).toBe(200)
  await expect.poll(status(request, second)).toBe(401)
  expect(await status(request, third)()).toBe(200)

  // Usage: the test's own successful calls, in the table and the last requests.
  // Five answered calls so far (the refused ones carry no known credential).
  await expect(async () => {
    await page.reload()
    await page
      .locator('summary')
      .filter({ hasText: 'Usage of this API key' })
      .focus()
    await page.keyboard.press('Enter')
    const recent = page.getByRole('table', { name: /^Last \d+ requests$/ })
    await expect(recent).toBeVisible({ timeout: 2000 })
    expect(await recent.locator('tbody tr').count()).toBeGreaterThanOrEqual(5)
  }).toPass({ timeout: 20_000 })
  await expect(
    page
      .getByRole('table', { name: /^Last/ })
      .getByRole('cell', { name: '/facilities/{id}' })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: /Calls per day/ })).toBeVisible()
  await expectNoAxeViolations(page)

  // Revoke, by keyboard, with its confirmation.
  await page.getByRole('button', { name: 'Revoke the API key' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('button', { name: 'Yes, revoke it' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('cell', { name: 'Revoked' }).first(),
  ).toBeVisible()
  await expect.poll(status(request, third)).toBe(401)
  const changes = page.getByRole('table', {
    name: /Changes to your credentials/,
  })
  await expect(changes.getByText(/Revoked the API key/)).toBeVisible()
  await expect(changes.getByText(/Rotated the API key/)).toHaveCount(2)
  await expectNoAxeViolations(page)
  await waitForMail(
    page,
    (mail) => mail.to === email && mail.subject.includes('Revoked the API key'),
  )
})

test('Lost the link: the same answer for any address, and the link arrives by email', async ({
  page,
}) => {
  const email = `care-lost-${Date.now()}@example.org`
  await signUpForFacilities(page, email)
  await page.goto('/sandbox-credentials')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your sandbox credentials' }),
  ).toBeVisible()
  // By keyboard: the address, then Enter sends the form.
  await page
    .getByRole('textbox', { name: 'Email address you signed up with' })
    .focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /If that address has signed up/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  const mail = await waitForMail(
    page,
    (candidate) =>
      candidate.to === email &&
      candidate.subject === 'Your sandbox credentials link',
  )
  const path = new URL(
    mail.text.match(/http\S+\/sandbox-credentials\/\S+/)?.[0] ?? '',
  ).pathname
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 2, name: 'VA Facilities API' }),
  ).toBeVisible()

  await page.goto(
    '/sandbox-credentials/00000000-0000-4000-8000-000000000000/nope',
  )
  await expect(page.getByRole('alert')).toContainText(
    'The userId and hash are not valid.',
  )
  await expectNoAxeViolations(page)
})
