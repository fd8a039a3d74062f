import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './test.ts'
import {
  REVIEW_ERRORS,
  REVIEW_MESSAGES,
} from '@portal/schema/production-review-texts'
import { expectNoAxeViolations } from './axe.ts'
import {
  applicant,
  reviewMail,
  statusLinkFromMail,
  submitApplication,
} from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { unique } from './production-request-helpers.ts'

// Issue 28: one production request from the applicant's submission to approval, through the
// console and the applicant's signed status page, with every email, the timeline and the audit.

test.describe.configure({ timeout: 180_000 })

const dialog = (page: Page, name: RegExp) => page.getByRole('dialog', { name })

async function move(page: Page, button: string, fill?: () => Promise<void>) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const open = dialog(page, new RegExp(`^${button}:`))
  await expect(open).toBeVisible()
  await fill?.()
  await open.getByRole('button', { name: button, exact: true }).click()
  await expect(open).toBeHidden()
}

test('A request goes from the applicant’s submission through review, changes, the answer, a demo to approval: emails, timeline, audit', async ({
  page,
  context,
}) => {
  const who = applicant(unique())
  await submitApplication(page, who)
  const statusPath = await statusLinkFromMail(page, who.email)
  // The status-update address gets the same link.
  expect(await statusLinkFromMail(page, who.statusEmail)).toBe(statusPath)

  // The reviewer finds it in the queue by its organization, and assigns it.
  await signInAs(page, DEV_STAFF.reviewer.name, '/console/reviews')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Production requests' }),
  ).toBeVisible()
  await page.getByLabel('Search').fill(who.organization)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status')).toHaveText(
    '1 request matches. Page 1 of 1.',
  )
  const row = page.getByRole('row').filter({ hasText: who.organization })
  await expect(row).toContainText('Submitted')
  await expect(row).toContainText('VA Facilities API (apikey)')
  await expectNoAxeViolations(page)
  await row.getByRole('button', { name: 'Assign to me: Engine Finder' }).click()
  await expect(row).toContainText('You')
  await row.getByRole('link', { name: 'Engine Finder' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Engine Finder' }),
  ).toBeVisible()
  const requestId =
    /\/console\/reviews\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? ''
  expect(requestId).not.toBe('')
  await expect(page.getByText('Assignee: you')).toBeVisible()
  // Everything the applicant sent, as sent.
  await expect(page.getByText(who.email, { exact: true })).toBeVisible()
  await expect(page.getByText('In a vault.', { exact: true })).toBeVisible()
  await expect(
    page.getByText('VA Facilities API: apikey (apikey/facilities)'),
  ).toBeVisible()
  // In the form's steps, fieldsets and order, not the database's (R-REVIEW-ANSWER-ORDER).
  const answers = page.getByRole('region', { name: 'What the applicant sent' })
  await expect(answers.getByRole('heading', { level: 3 })).toHaveText([
    'APIs',
    'Verification',
    'Basic information',
  ])
  await expect(
    page
      .getByRole('region', { name: 'Answers: Basic information' })
      .getByRole('heading', { level: 4 }),
  ).toHaveText([
    'Primary contact',
    'Secondary contact',
    'Company or organization',
    'Your application',
  ])
  await expect(
    answers
      .getByRole('region', { name: 'Company or organization' })
      .getByRole('term'),
  ).toHaveText([
    'Organization',
    'Street address',
    'City',
    'State',
    'Postal code',
    'Country',
  ])
  await expect(
    answers.getByRole('region', { name: 'Primary contact' }).getByRole('term'),
  ).toHaveText(['First name', 'Last name', 'Email', 'Role'])
  await expect(page.getByText('Approve', { exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await move(page, 'Start the review')
  await expect(
    page.getByText('In review', { exact: true }).first(),
  ).toBeVisible()
  await reviewMail(
    page,
    who.email,
    'Your production access request is in review',
  )

  // Changes: the message is required; staff text is shown as text.
  await page
    .getByRole('button', { name: 'Request changes', exact: true })
    .click()
  const changes = dialog(page, /^Request changes:/)
  await changes.getByRole('button', { name: 'Request changes' }).click()
  await expect(changes.getByText(REVIEW_MESSAGES.message)).toBeVisible()
  await expect(changes.getByLabel(/Message to the applicant/)).toBeFocused()
  await expectNoAxeViolations(page)
  const ask = 'Link your <b>privacy policy</b>, please.'
  await changes.getByLabel(/Message to the applicant/).fill(ask)
  await changes.getByRole('button', { name: 'Request changes' }).click()
  await expect(changes).toBeHidden()
  const changesMail = await reviewMail(
    page,
    who.email,
    'Changes requested on your production access request',
  )
  expect(changesMail.text).toContain(`> ${ask}`)
  expect(changesMail.text).toContain(statusPath)

  // The applicant answers through the signed link.
  const applicantPage = await context.newPage()
  await applicantPage.goto(statusPath)
  await expect(
    applicantPage.getByRole('heading', {
      level: 1,
      name: 'Your production access request',
    }),
  ).toBeVisible()
  await expect(
    applicantPage.getByText('Changes requested', { exact: true }).first(),
  ).toBeVisible()
  await expect(applicantPage.getByText(ask).first()).toBeVisible()
  await expect(applicantPage.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex',
  )
  await expectNoAxeViolations(applicantPage)
  await applicantPage.getByRole('button', { name: 'Send your answer' }).click()
  await expect(applicantPage.getByText(REVIEW_MESSAGES.answer)).toBeVisible()
  await expect(applicantPage.locator('#answer')).toBeFocused()
  await expectNoAxeViolations(applicantPage)
  await applicantPage
    .locator('#answer')
    .fill('Added: https://engine.dev/privacy')
  await applicantPage.getByRole('button', { name: 'Send your answer' }).click()
  await expect(
    applicantPage.getByRole('heading', { name: 'Answer the reviewer' }),
  ).toHaveCount(0)
  await expect(
    applicantPage.getByText('In review', { exact: true }).first(),
  ).toBeVisible()
  await expect(applicantPage.getByText('Applicant answered')).toBeVisible()
  await reviewMail(page, who.statusEmail, 'We received your answer')

  // The reviewer sees the answer and schedules the demo.
  await page.reload()
  await expect(
    page.getByText('Added: https://engine.dev/privacy'),
  ).toBeVisible()
  const demoDay = new Date(Date.now() + 10 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  await move(page, 'Schedule the demo', async () => {
    const form = dialog(page, /^Schedule the demo:/)
    await form.getByLabel('Date').fill(demoDay)
    await form.getByLabel('Time (Eastern Time)').fill('14:30')
    await form
      .getByLabel('Meeting link')
      .fill('https://meet.example.gov/engine')
  })
  await expect(
    page.getByText('Demo scheduled', { exact: true }).first(),
  ).toBeVisible()
  const demoMail = await reviewMail(page, who.email, 'Your demo is scheduled')
  expect(demoMail.text).toMatch(/at 2:30 PM E[DS]T/)
  expect(demoMail.text).toContain('https://meet.example.gov/engine')

  // The applicant downloads the calendar file.
  await applicantPage.reload()
  await expect(
    applicantPage.getByRole('heading', { name: 'Your demo' }),
  ).toBeVisible()
  await expect(
    applicantPage.getByRole('link', {
      name: 'https://meet.example.gov/engine',
    }),
  ).toBeVisible()
  const [download] = await Promise.all([
    applicantPage.waitForEvent('download'),
    applicantPage
      .getByRole('button', { name: 'Download the calendar file (.ics)' })
      .click(),
  ])
  expect(download.suggestedFilename()).toBe('demo.ics')
  const ics = await readFile(await download.path(), 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(
    'URL:https://meet.example.gov/engine',
  )
  await expectNoAxeViolations(applicantPage)

  // Every check, then the decision.
  for (const label of [
    'Application name',
    'Organization',
    'URLs and policies',
    'Terms of service',
    'Sandbox testing',
    'Demo',
  ]) {
    await page.getByRole('button', { name: `Mark the check: ${label}` }).click()
    const check = dialog(page, new RegExp(`^Check: ${label}`))
    await check.getByText('Passed', { exact: true }).click()
    await check.getByRole('button', { name: 'Save the check' }).click()
    await expect(check).toBeHidden()
  }
  await expect(page.getByText('6 of 6 checks marked.')).toBeVisible()
  await move(page, 'Approve')
  await expect(
    page.getByText('Approved', { exact: true }).first(),
  ).toBeVisible()
  await expect(
    page.getByText('No more moves: the request is closed.'),
  ).toBeVisible()
  // A decided request keeps its demo (R-REVIEW-DEMO-KEPT) and offers no assignment
  // (R-REVIEW-STATE-ACTIONS).
  await expect(
    page.getByRole('link', { name: 'https://meet.example.gov/engine' }),
  ).toBeVisible()
  await expect(page.getByText('Assignee: you')).toBeVisible()
  await expect(
    page.getByRole('button', { name: /Assign to me|Unassign me/ }),
  ).toHaveCount(0)
  await reviewMail(
    page,
    who.email,
    'Your production access request is approved',
  )
  await reviewMail(
    page,
    who.statusEmail,
    'Your production access request is approved',
  )

  // The timeline has every event, in order.
  const timeline = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('heading', { level: 3 })
  await expect(timeline).toHaveText([
    'Request submitted',
    'Assignment Internal',
    'Review started',
    'Changes requested',
    'Applicant answered',
    'Demo scheduled',
    ...Array(6).fill('Check marked Internal'),
    'Approved',
  ])
  await applicantPage.reload()
  await expect(
    applicantPage.getByText('Approved', { exact: true }).first(),
  ).toBeVisible()
  await expect(
    applicantPage.getByRole('button', { name: 'Withdraw your request' }),
  ).toHaveCount(0)
  await expect(
    applicantPage.getByRole('heading', { name: 'Your demo' }),
  ).toBeVisible()
  await expect(
    applicantPage.getByRole('link', {
      name: 'https://meet.example.gov/engine',
    }),
  ).toBeVisible()
  await expect(
    applicantPage.getByRole('button', {
      name: 'Download the calendar file (.ics)',
    }),
  ).toHaveCount(0)

  // The audit trail, as an admin reads it.
  const adminPage = await (
    await page.context().browser()!.newContext()
  ).newPage()
  await signInAs(
    adminPage,
    DEV_STAFF.admin.name,
    `/console/audit?entityId=${requestId}`,
  )
  await expect(
    adminPage.getByRole('heading', { level: 1, name: 'Audit trail' }),
  ).toBeVisible()
  for (const action of [
    'assigned',
    'start_review',
    'request_changes',
    'schedule_demo',
    'checked',
    'approve',
  ])
    await expect(
      adminPage
        .getByRole('row')
        .filter({ hasText: `production_request.${action}` })
        .filter({ hasText: DEV_STAFF.reviewer.email })
        .first(),
    ).toBeVisible()
})

test('A tampered status link answers 404, and the page says the link is not valid (R-SIGNED-PAGE-STATUS)', async ({
  page,
}) => {
  const response = await page.goto(
    '/production-access/status/6f1c2a4e-2222-4000-8000-000000000001/forged-signature',
  )
  expect(response?.status()).toBe(404)
  await expect(page.getByText(REVIEW_ERRORS.invalidLink)).toBeVisible()
})
