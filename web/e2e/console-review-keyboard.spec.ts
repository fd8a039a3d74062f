import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import {
  applicant,
  reviewMail,
  statusLinkFromMail,
  submitApplication,
  tabTo,
} from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { unique } from './production-request-helpers.ts'

// Issue 28: the queue, the request page and the applicant's status page work with the keyboard
// alone, and axe finds nothing on them in each state; the applicant withdraws.

test.describe.configure({ timeout: 180_000 })

test('Keyboard only: the reviewer finds, opens and moves a request; the applicant answers and withdraws it; axe on every state', async ({
  page,
  context,
}) => {
  const who = applicant(unique())
  await submitApplication(page, who)
  const statusPath = await statusLinkFromMail(page, who.email)
  await signInAs(page, DEV_STAFF.reviewer.name, '/console/reviews')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Production requests' }),
  ).toBeVisible()

  // The queue: search by keyboard, open the request by keyboard.
  await tabTo(page, page.getByLabel('Search'))
  await page.keyboard.type(who.organization)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(
    '1 request matches. Page 1 of 1.',
  )
  await expect(page).toHaveURL(/q=Review/)
  await tabTo(page, page.getByRole('link', { name: 'Engine Finder' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Engine Finder' }),
  ).toBeVisible()

  // The request page: a move through its dialog.
  await tabTo(page, page.getByRole('button', { name: 'Start the review' }))
  await page.keyboard.press('Enter')
  const start = page.getByRole('dialog', { name: /^Start the review:/ })
  await expect(start.getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(page)
  await tabTo(page, start.getByRole('button', { name: 'Start the review' }), 10)
  await page.keyboard.press('Enter')
  await expect(start).toBeHidden()
  await expect(
    page.getByRole('button', { name: 'Request changes' }),
  ).toBeVisible()

  // A check by keyboard: the radio and its note; Escape would cancel.
  await tabTo(
    page,
    page.getByRole('button', { name: 'Mark the check: Organization' }),
  )
  await page.keyboard.press('Enter')
  const check = page.getByRole('dialog', { name: /^Check: Organization/ })
  await tabTo(page, check.getByRole('radio', { name: 'Passed' }), 10)
  await page.keyboard.press('ArrowDown')
  await expect(check.getByRole('radio', { name: 'Failed' })).toBeChecked()
  await tabTo(page, check.getByRole('button', { name: 'Save the check' }), 10)
  await page.keyboard.press('Enter')
  // A failed check needs a note: the message, and focus on the note.
  await expect(check.getByText('Say why the check failed.')).toBeVisible()
  await expect(check.getByLabel('Note')).toBeFocused()
  await page.keyboard.type('Not on the state register.')
  await tabTo(page, check.getByRole('button', { name: 'Save the check' }), 10)
  await page.keyboard.press('Enter')
  await expect(check).toBeHidden()
  await expect(
    page.getByText('Not on the state register.').first(),
  ).toBeVisible()

  // An internal note, typed and sent by keyboard.
  await tabTo(page, page.getByLabel('Add a note'))
  await page.keyboard.type('Called them <script>: no answer.')
  await tabTo(page, page.getByRole('button', { name: 'Add the note' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Called them <script>: no answer.')).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Request changes' }))
  await page.keyboard.press('Enter')
  const changes = page.getByRole('dialog', { name: /^Request changes:/ })
  await tabTo(page, changes.getByLabel(/Message to the applicant/), 10)
  await page.keyboard.type('Which state are you registered in?')
  await tabTo(
    page,
    changes.getByRole('button', { name: 'Request changes' }),
    10,
  )
  await page.keyboard.press('Enter')
  await expect(changes).toBeHidden()
  await expectNoAxeViolations(page)

  // The applicant's page by keyboard: answer, then withdraw with its confirmation.
  const applicantPage = await context.newPage()
  await applicantPage.goto(statusPath)
  await expect(
    applicantPage.getByText('Which state are you registered in?').first(),
  ).toBeVisible()
  await expect(applicantPage.getByText('Called them')).toHaveCount(0)
  await tabTo(applicantPage, applicantPage.locator('#answer'))
  await applicantPage.keyboard.type('Virginia.')
  await tabTo(
    applicantPage,
    applicantPage.getByRole('button', { name: 'Send your answer' }),
  )
  await applicantPage.keyboard.press('Enter')
  await expect(applicantPage.getByText('Applicant answered')).toBeVisible()
  await expectNoAxeViolations(applicantPage)
  await tabTo(
    applicantPage,
    applicantPage.getByRole('button', { name: 'Withdraw your request' }),
  )
  await applicantPage.keyboard.press('Enter')
  const confirm = applicantPage.getByRole('dialog', {
    name: 'Withdraw your request?',
  })
  await expect(confirm.getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(applicantPage)
  await tabTo(
    applicantPage,
    confirm.getByRole('button', { name: 'Yes, withdraw it' }),
    10,
  )
  await applicantPage.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(
    applicantPage.getByText('Withdrawn', { exact: true }).first(),
  ).toBeVisible()
  await expect(
    applicantPage.getByRole('button', { name: 'Withdraw your request' }),
  ).toHaveCount(0)
  await expectNoAxeViolations(applicantPage)
  await reviewMail(
    page,
    who.statusEmail,
    'Your production access request is withdrawn',
  )

  // A bad signature: the page says so, and nothing else.
  await applicantPage.goto(`${statusPath.slice(0, -4)}AAAA`)
  await expect(
    applicantPage.getByText(
      'This status link is not valid. Use the link in the latest email we sent you.',
    ),
  ).toBeVisible()
  await expectNoAxeViolations(applicantPage)

  // The reviewer's page shows the request closed.
  await page.reload()
  await expect(
    page.getByText('No more moves: the request is closed.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
