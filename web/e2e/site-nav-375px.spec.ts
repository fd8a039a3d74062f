// Site navigation at 375px: the menu drawer and where the feedback link sits.
import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { holdFocusTrap } from './hold-focus-trap.ts'
import { boxOf } from './page-box.ts'

test.describe('375px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('Escape closes the menu the moment it shows, before its focus trap has loaded', async ({
    page,
  }) => {
    await page.goto('/about')
    const release = await holdFocusTrap(page)
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()
    release()
  })

  test('Menu opens the drawer with focus trapped; Escape and the close button close it', async ({
    page,
  }) => {
    await page.goto('/about')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await expectNoAxeViolations(page)
    // Focus cycles inside the drawer.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab')
      expect(
        await nav.evaluate((element) =>
          element.contains(document.activeElement),
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()

    await page.keyboard.press('Enter')
    await nav.getByRole('button', { name: 'Close menu' }).click()
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()

    await menu.click()
    await nav.getByRole('button', { name: /Production Access/ }).click()
    await nav.getByRole('link', { name: 'Working with VA APIs' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Working with VA APIs' }),
    ).toBeVisible()
    await expect(nav).toBeHidden()
  })

  test('The feedback link sits in the flow above the footer, covering no content', async ({
    page,
  }) => {
    await page.goto('/api-publishing/process')
    const link = page.getByRole('link', { name: 'Help improve this site' })
    await link.scrollIntoViewIfNeeded()
    const tab = await boxOf(link)
    const main = await boxOf(page.getByRole('main'))
    const footer = await boxOf(page.getByRole('contentinfo'))
    expect(tab.y).toBeGreaterThanOrEqual(main.y + main.height)
    expect(tab.y + tab.height).toBeLessThanOrEqual(footer.y)
  })
})
