import { expect, test, type Page } from './test.ts'
import { SUPPORT_DESK_MESSAGES } from '@portal/schema/support-desk-status'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { waitForMail } from './mailbox.ts'

// Issue 28: the contact form's requests in the console. A visitor's support request is answered
// by email with its reference; a publishing request is handed to the publishers, who close it.

test.describe.configure({ timeout: 90_000 })

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
const textbox = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name })

/** Fills the contact form's fields both types share, as a visitor. */
async function fillRequester(page: Page, lastName: string, email: string) {
  await textbox(page, /^First name/).fill('Ada')
  await textbox(page, /^Last name/).fill(lastName)
  await textbox(page, /^Email/).fill(email)
  await page
    .getByRole('combobox', { name: /Your role/ })
    .selectOption('DEVELOPER')
}

/** Sends the form and returns the request id its confirmation email gives. */
async function sendAndReadId(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Thank you for contacting us.',
    }),
  ).toBeVisible()
  const confirmation = await waitForMail(
    page,
    (mail) => mail.to === email && mail.subject === 'We received your message',
  )
  const id = /Your request id is ([0-9a-f-]{36})\./.exec(confirmation.text)?.[1]
  expect(id).toBeTruthy()
  return id ?? ''
}

test('A visitor’s support request is found in the support queue, assigned, answered by email with its reference, and waits on the requester', async ({
  page,
}) => {
  const lastName = `Lovelace${unique().replace(/\W/g, '')}`
  const email = `desk-${unique()}@example.org`
  await page.goto('/support/contact-us')
  await fillRequester(page, lastName, email)
  await textbox(page, /Describe your question/).fill(
    'My sandbox key returns 401 on /facilities.',
  )
  const id = await sendAndReadId(page, email)

  await signInAs(page, DEV_STAFF.support.name, '/console/support')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Support requests' }),
  ).toBeVisible()
  await page.getByLabel('Search').fill(email)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status')).toHaveText(
    '1 request matches. Page 1 of 1.',
  )
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('New')
  await expect(row).toContainText('My sandbox key returns 401 on /facilities.')
  await expectNoAxeViolations(page)
  await row
    .getByRole('button', { name: `Assign to me: Ada ${lastName}` })
    .click()
  await expect(row).toContainText('You')
  await row.getByRole('link', { name: `Ada ${lastName}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Ada ${lastName}` }),
  ).toBeVisible()
  await expect(page.getByText(`Reference ${id}`, { exact: true })).toBeVisible()
  await expect(page.getByText('Assignee: you')).toBeVisible()
  await expect(
    page.getByText('My sandbox key returns 401 on /facilities.', {
      exact: true,
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // Validation on submit, focus to the field; then the reply, typed markup and all.
  const reply = page.getByRole('textbox', { name: /^Your reply/ })
  await page.getByRole('button', { name: 'Send the reply' }).click()
  await expect(
    page.getByText(SUPPORT_DESK_MESSAGES.reply, { exact: true }),
  ).toBeVisible()
  await expect(reply).toBeFocused()
  await expectNoAxeViolations(page)
  const answer = 'Rotate the key, then call <b>again</b> & tell us.'
  // By keyboard from the focused field: type, Tab to the button, Enter.
  await page.keyboard.type(answer)
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('button', { name: 'Send the reply' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Waiting on the requester', { exact: true }).first(),
  ).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(
    timeline.getByRole('heading', { name: 'Reply emailed to the requester' }),
  ).toBeVisible()
  // Shown as typed: the markup is text, not an element.
  await expect(timeline.getByText(answer, { exact: true })).toBeVisible()
  await expect(page.locator('blockquote b')).toHaveCount(0)
  await expectNoAxeViolations(page)

  const mail = await waitForMail(
    page,
    (message) => message.to === email && message.subject.includes(id),
  )
  expect(mail.subject).toBe(`Your VA API Platform request (Reference ${id})`)
  expect(mail.text).toContain(answer)
  expect(mail.text).toContain(`Reference ${id}`)
})

test('A publishing request handed off by support appears in the publishers’ queue; a publisher notes and closes it', async ({
  page,
}) => {
  const lastName = `Hopper${unique().replace(/\W/g, '')}`
  const email = `publish-${unique()}@example.org`
  await page.goto('/support/contact-us?type=publishing')
  await fillRequester(page, lastName, email)
  await textbox(page, /^Which API do you want to publish/).fill(
    'A claims status API for VSOs',
  )
  // USWDS draws the radio on its label; the input itself sits off screen.
  await page.locator('label[for="apiInternalOnly-no"]').click()
  const id = await sendAndReadId(page, email)

  await signInAs(page, DEV_STAFF.support.name, `/console/support/${id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Ada ${lastName}` }),
  ).toBeVisible()
  await textbox(page, /^Note for the publishers/).fill(
    'New API for the catalogue.',
  )
  await page.getByRole('button', { name: 'Hand off to publishing' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Timeline' })
      .getByRole('heading', { name: /Handed off to publishing/ }),
  ).toBeVisible()

  const publisher = await (
    await page.context().browser()!.newContext()
  ).newPage()
  await signInAs(
    publisher,
    DEV_STAFF.publisher.name,
    '/console/publishing-requests',
  )
  await expect(
    publisher.getByRole('heading', { level: 1, name: 'Publishing requests' }),
  ).toBeVisible()
  await publisher.getByLabel('Search').fill(email)
  await publisher.getByRole('button', { name: 'Apply' }).click()
  await expect(publisher.getByRole('status')).toHaveText(
    '1 request matches. Page 1 of 1.',
  )
  await expectNoAxeViolations(publisher)
  await publisher.getByRole('link', { name: `Ada ${lastName}` }).click()
  await expect(
    publisher.getByText('New API for the catalogue.', { exact: true }),
  ).toBeVisible()
  await expect(
    publisher.getByRole('button', { name: 'Send the reply' }),
  ).toHaveCount(0)
  await expectNoAxeViolations(publisher)
  await textbox(publisher, /^Add a note/).fill('Intake call booked.')
  await publisher.getByRole('button', { name: 'Add the note' }).click()
  await expect(
    publisher.getByText('Intake call booked.', { exact: true }),
  ).toBeVisible()
  await publisher.getByRole('button', { name: 'Close the request' }).click()
  await expect(
    publisher.getByText('Closed', { exact: true }).first(),
  ).toBeVisible()
  await expect(
    publisher.getByRole('button', { name: 'Close the request' }),
  ).toHaveCount(0)
})

test('Keyboard only: support staff search the queue, take a request, and send a reply past its error (Section 508)', async ({
  page,
}) => {
  // The request, sent as the contact form sends it.
  const lastName = `Babbage${unique().replace(/\W/g, '')}`
  const email = `desk-keys-${unique()}@example.org`
  const token = 'desk-keyboard-csrf-token-0123456789'
  const sent = await page.request.post(
    '/platform-backend/v0/support/contact-us/requests',
    {
      headers: {
        'x-csrf-token': token,
        cookie: `CSRF-TOKEN=${token}`,
        origin: test.info().project.use.baseURL ?? '',
      },
      data: {
        type: 'DEFAULT',
        firstName: 'Ada',
        lastName,
        email,
        role: 'Developer',
        description: 'Where do I find my sandbox key?',
      },
    },
  )
  expect(sent.status()).toBe(204)
  await signInAs(page, DEV_STAFF.support.name, '/console/support')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Support requests' }),
  ).toBeVisible()

  // The queue: search with Enter, then back up the filters with Shift+Tab to the sort order.
  await tabTo(page, page.getByLabel('Search'))
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(
    '1 request matches. Page 1 of 1.',
  )
  await tabTo(page, page.getByRole('button', { name: 'Apply' }))
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByLabel('Sort by')).toBeFocused()

  // Take the request with Space, open it with Enter.
  const row = page.getByRole('row').filter({ hasText: email })
  await tabTo(
    page,
    row.getByRole('button', { name: `Assign to me: Ada ${lastName}` }),
  )
  await page.keyboard.press('Space')
  await expect(row).toContainText('You')
  await tabTo(page, row.getByRole('link', { name: `Ada ${lastName}` }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: `Ada ${lastName}` }),
  ).toBeVisible()

  // The reply: sent empty, its message and focus on the field; then typed and sent.
  await tabTo(page, page.getByRole('button', { name: 'Send the reply' }))
  await page.keyboard.press('Enter')
  const reply = page.getByRole('textbox', { name: /^Your reply/ })
  await expect(
    page.getByText(SUPPORT_DESK_MESSAGES.reply, { exact: true }),
  ).toBeVisible()
  await expect(reply).toBeFocused()
  await page.keyboard.type(
    'Your key is in the email we sent when you signed up.',
  )
  await tabTo(page, page.getByRole('button', { name: 'Send the reply' }))
  await page.keyboard.press('Enter')
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(
    timeline.getByRole('heading', { name: 'Reply emailed to the requester' }),
  ).toBeVisible()
  await expect(
    page.getByText('Waiting on the requester', { exact: true }).first(),
  ).toBeVisible()
  // Still at the form: Tab goes on down the page to the next form, not back to the top.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: /^Add a note/ })).toBeFocused()
})
