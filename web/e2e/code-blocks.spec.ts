// Code samples on the guides: the Copy button never covers the code, and a block keeps to the
// text column, on a phone and on a desktop (issue 27).
import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { boxOf } from './page-box.ts'

for (const width of [375, 1280]) {
  test(`At ${width} px the CCG guide's code blocks keep their Copy button clear of the code and stay in the text column`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/explore/api/benefits-claims/client-credentials')
    const regions = page.getByRole('region', {
      name: /commands|example|claims|token/,
    })
    await expect(regions.first()).toBeVisible()
    const paragraph = await boxOf(
      page.getByText('The quickest way needs no tools'),
    )
    const labels = [
      'key generation commands',
      'public JWK example',
      'client assertion claims',
      'token request',
      'token response',
    ]
    for (const label of labels) {
      const code = page.getByRole('region', { name: label, exact: true })
      const button = page.getByRole('button', { name: `Copy ${label}` })
      const codeBox = await boxOf(code)
      const buttonBox = await boxOf(button)
      // Clear of the code: the button ends above the first line's box begins.
      expect(buttonBox.y + buttonBox.height, label).toBeLessThanOrEqual(
        codeBox.y + 0.5,
      )
      // In the text column: no further left or right than the paragraphs.
      expect(codeBox.x, label).toBeGreaterThanOrEqual(paragraph.x - 0.5)
      expect(codeBox.x + codeBox.width, label).toBeLessThanOrEqual(
        paragraph.x + paragraph.width + 0.5,
      )
      expect(buttonBox.x + buttonBox.width, label).toBeLessThanOrEqual(
        paragraph.x + paragraph.width + 0.5,
      )
    }
    // A long line scrolls inside its block; the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(width)
    if (width === 375) await expectNoAxeViolations(page)
  })
}
