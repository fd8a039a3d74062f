import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The rule sets every page must pass: WCAG 2.1 A and AA, Section 508, axe best practices. */
const TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'section508',
  'best-practice',
]

/** Fails with each violation and the elements it was found on. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every page has a level-one heading; waiting for it means a lazily loaded route has rendered
  // before axe looks (axe on the bare shell reports page-has-heading-one).
  await expect(page.locator('h1').first()).toBeAttached()
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map(
          (node) => `${node.target.join(' ')} (${node.any[0]?.message ?? ''})`,
        )
        .join('; ')}`,
  )
  expect(found).toEqual([])
}
