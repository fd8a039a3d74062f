import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { waitForMail } from './mailbox.ts'

test('A developer finds the feeds, subscribes by email, and confirms through the emailed link (R-NOTES-*)', async ({
  page,
}) => {
  const email = `notes-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`
  await page.goto('/explore/api/appeals/release-notes')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Get the release notes' }),
  ).toBeVisible()
  // Feed readers find both feeds in the head; people find them on the page.
  const alternates = page.locator(
    'head link[rel="alternate"][type="application/atom+xml"]',
  )
  await expect(alternates).toHaveCount(2)
  await expect(alternates.first()).toHaveAttribute(
    'title',
    'Appeals Status API release notes',
  )
  const feedLink = page.getByRole('link', {
    name: 'Appeals Status API release notes (Atom feed)',
  })
  const feed = await page.request.get(
    String(await feedLink.getAttribute('href')),
  )
  expect(feed.headers()['content-type']).toBe(
    'application/atom+xml; charset=utf-8',
  )
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Enter a valid email address')).toBeVisible()
  await expect(
    page.getByRole('textbox', { name: /^Email address/ }),
  ).toBeFocused()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email)
  await expect(
    page.getByRole('radio', { name: 'Only the Appeals Status API' }),
  ).toBeChecked()
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText(/Check your email: we sent a link/)).toBeVisible()

  const mail = await waitForMail(
    page,
    (message) =>
      message.to === email &&
      message.subject === 'Confirm your release notes subscription',
  )
  const link =
    /https?:\/\/\S+\/subscriptions\/release-notes\/confirm\/\S+/.exec(
      mail.text,
    )?.[0]
  expect(link).toBeDefined()
  await page.goto(new URL(link!).pathname)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(
    page.getByText(
      'Your subscription is confirmed. We will email you the Appeals Status API release notes as they are published.',
    ),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('The unsubscribe page asks first, and says so when its link is not valid', async ({
  page,
}) => {
  await page.goto(
    '/subscriptions/release-notes/unsubscribe/00000000-0000-4000-8000-000000000000/not-a-signature',
  )
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Unsubscribe from release notes',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'This link is not valid any more.',
  )
  await expectNoAxeViolations(page)
})
