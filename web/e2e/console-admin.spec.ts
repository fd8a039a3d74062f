import { readFile } from 'node:fs/promises'
import { expect, test } from './test.ts'
import { STAFF_MESSAGES } from '@portal/schema/staff-texts'
import { expectNoAxeViolations } from './axe.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { choose } from './signup-form.ts'

// Issue 28: the admin manages staff and their roles and reads the audit trail.

test.describe.configure({ timeout: 90_000 })

test('An admin adds a staff member, changes their roles, deactivates them, and finds it all in the audit trail and its CSV', async ({
  page,
}) => {
  const email = `new-${Date.now().toString(36)}@va.example`
  await signInAs(page, DEV_STAFF.admin.name, '/console/staff')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Staff and roles' }),
  ).toBeVisible()
  await expect(
    page.getByRole('cell', { name: DEV_STAFF.reviewer.email }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Add a staff member' }).click()
  // Submitted empty: every message at once, focus on the first field.
  await page.getByRole('button', { name: 'Add staff member' }).click()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByText(STAFF_MESSAGES.emailRequired)).toBeVisible()
  await expect(page.getByText(STAFF_MESSAGES.nameRequired)).toBeVisible()
  await expect(page.getByText(STAFF_MESSAGES.rolesRequired)).toBeVisible()
  await expectNoAxeViolations(page)

  // Staff-entered text is shown as text, never run.
  const name = 'Nia <b>New</b>'
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name').fill(name)
  await choose(page, /^Reviewer/)
  await choose(page, /^Support/)
  await page.getByRole('button', { name: 'Add staff member' }).click()
  await expect(page.getByRole('status')).toContainText(
    `${name} (${email}) was added`,
  )
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Reviewer, Support')
  await expect(row).toContainText('Active')

  await row.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expectNoAxeViolations(page)
  await choose(page, /^Support/)
  await choose(page, /^Publisher/)
  await page.getByRole('button', { name: 'Save roles' }).click()
  await expect(page.getByRole('status')).toContainText(
    `${name}’s roles are now: Reviewer, Publisher.`,
  )
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link')
    .click()
  await page.getByRole('button', { name: `Deactivate ${name}` }).click()
  await expect(page.getByRole('status')).toContainText(
    `${name} was deactivated`,
  )
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(
    'Deactivated',
  )

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit trail' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Audit trail' }),
  ).toBeVisible()
  await page.getByLabel('Staff email').fill(DEV_STAFF.admin.email)
  await page.getByLabel('Action').fill('staff.')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/actor=admin%40va\.example/)
  const added = page
    .getByRole('row')
    .filter({ hasText: 'staff.added' })
    .filter({ hasText: email })
  await expect(added).toBeVisible()
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'staff.changed' })
      .filter({ hasText: '"publisher"' })
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download these rows as CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toContain('id,at,staff_email')
  expect(csv).toContain('staff.added')
  expect(csv).toContain(email)
  // Only the filtered rows: the admin's own actions.
  const rows = csv.split('\r\n').slice(1).filter(Boolean)
  expect(rows.length).toBeGreaterThanOrEqual(3)
  expect(rows.map((line) => line.split(',')[2])).toEqual(
    rows.map(() => DEV_STAFF.admin.email),
  )
})

test('A reviewer is kept out of the admin pages, and the server refuses their calls too', async ({
  page,
}) => {
  await signInAs(page, DEV_STAFF.reviewer.name, '/console/staff')
  await expect(
    page.getByRole('heading', { name: 'This page needs the Admin role' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  // The server refuses too, whatever the page shows.
  const list = await page.request.get('/platform-backend/v0/console/staff')
  expect(list.status()).toBe(403)
})
