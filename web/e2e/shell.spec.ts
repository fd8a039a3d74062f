import { expect, test } from '@playwright/test'

test('The skip link moves keyboard focus to the main content', async ({
  page,
}) => {
  await page.goto('/explore')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore APIs' }),
  ).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('The gov banner opens with the keyboard', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Here’s how you know' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Official websites use .gov')).toBeVisible()
})

test('Pages run under the strict Content-Security-Policy with no violation', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy/i.test(message.text())
    )
      violations.push(message.text())
  })
  const response = await page.goto('/explore')
  expect(response?.headers()['content-security-policy']).toContain(
    "script-src 'self'",
  )
  await expect(page.getByRole('list', { name: 'APIs' })).toBeVisible()
  expect(violations).toEqual([])
})
