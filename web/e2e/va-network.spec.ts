import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { holdFocusTrap } from './hold-focus-trap.ts'

const PROBE = 'https://github.ec.va.gov/fluidicon.png'
const UNAVAILABLE =
  "It looks like you're not connected to the VA network. This resource is for VA employees and contractors. To view it, you must connect to the VA network."

test('Outside the VA network the check says so after 1.5 s; Escape closes it', async ({
  page,
}) => {
  await page.route(PROBE, (route) => route.abort('internetdisconnected'))
  await page.goto('/api-publishing')
  const nav = page.getByRole('navigation', { name: 'API publishing' })
  await nav.getByRole('button', { name: 'Requirements for APIs' }).click()
  const dialog = page.getByRole('dialog', { name: 'Requirements for APIs' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  const started = Date.now()
  await dialog.getByRole('button', { name: 'Check my connection' }).click()
  await expect(dialog.getByText(UNAVAILABLE)).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(
    nav.getByRole('button', { name: 'Requirements for APIs' }),
  ).toBeFocused()
})

test('Inside the VA network the check sends the browser to the requirements', async ({
  page,
}) => {
  await page.route(PROBE, (route) => route.fulfill({ status: 200, body: '' }))
  await page.route(
    'https://github.ec.va.gov/lighthouse/api-publishing',
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Requirements</title><h1>Requirements</h1>',
      }),
  )
  await page.goto('/api-publishing/process')
  const open = page.getByRole('button', { name: 'Requirements for APIs' })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Requirements for APIs' })
  // The dialog puts focus on its heading first; a user tabs from there.
  await expect(
    dialog.getByRole('heading', { name: 'Requirements for APIs' }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(
    dialog.getByRole('button', { name: 'Check my connection' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(
    'https://github.ec.va.gov/lighthouse/api-publishing',
  )
})

test('The Contact Us entry opens the form preset for publishing; Cancel closes the check', async ({
  page,
}) => {
  await page.goto('/api-publishing')
  const nav = page.getByRole('navigation', { name: 'API publishing' })
  await nav.getByRole('button', { name: 'Requirements for APIs' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await nav.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/support\/contact-us\?type=publishing$/)
})

test('Escape closes the dialog the moment it shows, before focus has moved into it', async ({
  page,
}) => {
  await page.goto('/api-publishing')
  const release = await holdFocusTrap(page)
  const open = page
    .getByRole('navigation', { name: 'API publishing' })
    .getByRole('button', { name: 'Requirements for APIs' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Requirements for APIs' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  release()
  // Once the trap has loaded the dialog takes focus as before.
  await open.click()
  await expect(dialog.getByRole('heading')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
