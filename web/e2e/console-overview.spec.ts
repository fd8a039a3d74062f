import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'

// Issue 28, "Seeing the work": the console overview, reached and used with the keyboard alone;
// axe finds nothing on it.

test('Keyboard only: a reviewer opens the overview from the console’s navigation, reads it, and follows a status into the queue', async ({
  page,
}) => {
  await signInAs(page, DEV_STAFF.reviewer.name)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Welcome, ${DEV_STAFF.reviewer.name}`,
    }),
  ).toBeVisible()
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', {
      name: 'Overview',
    }),
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/console\/overview$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Overview' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Production access requests' }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/\| Overview$/)
  const statuses = page.getByRole('table', { name: 'Open requests by status' })
  await expect(statuses.getByRole('row')).toHaveCount(5)
  await expect(
    page.getByRole('img', {
      name: /^Bar chart: \d+ requests submitted in the 12 weeks/,
    }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Production requests submitted per week' })
      .getByRole('row'),
  ).toHaveCount(13)
  await expectNoAxeViolations(page)

  await tabTo(page, statuses.getByRole('link', { name: 'Submitted' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/console\/reviews\?status=submitted$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Production requests' }),
  ).toBeVisible()
})
