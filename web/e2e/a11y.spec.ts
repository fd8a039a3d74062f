import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const PAGES = [
  { path: '/', ready: 'Explore our APIs' },
  { path: '/explore', ready: 'VA Forms API' },
  { path: '/explore/health?auth=acg&q=patient', ready: 'Clear all filters' },
  { path: '/no/such/page', ready: 'Page not found' },
]

for (const { path, ready } of PAGES) {
  test(`axe finds no accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'section508',
        'best-practice',
      ])
      .analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.help}`,
      ),
    ).toEqual([])
  })
}
