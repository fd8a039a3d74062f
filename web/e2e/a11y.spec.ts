import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'

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
    await expectNoAxeViolations(page)
  })
}
