import { expect, test } from './test.ts'

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

test('The gov banner opens with the keyboard; its icons are fetched when it opens and drawn 2.5rem square (R-PERF-SHELL)', async ({
  page,
}) => {
  const icons: string[] = []
  page.on('request', (request) => {
    if (/\/icon-(dot-gov|https)-[^/]*\.svg$/.test(request.url()))
      icons.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(icons).toEqual([])
  const toggle = page.getByRole('button', { name: 'Here’s how you know' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Official websites use .gov')).toBeVisible()
  const images = page.locator('#gov-banner-content img')
  await expect(images).toHaveCount(2)
  for (const image of await images.all()) {
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(64)
    const box = await image.boundingBox()
    expect(box?.width).toBe(40)
    expect(box?.height).toBe(40)
  }
  expect(icons).toHaveLength(2)
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
