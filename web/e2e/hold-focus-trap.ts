import type { Page } from '@playwright/test'

/**
 * Holds back the focus-trap chunk until `release` is called: what a busy CPU or a slow network did
 * when Escape failed 1 try in 6 (issue 27). A dialog then shows before its focus trap exists, so a
 * test can press Escape in exactly the moment the fix is about.
 */
export async function holdFocusTrap(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/focus-trap[^/]*\.js$/, async (route) => {
    await released
    // The page may have closed meanwhile; nothing is waiting for the chunk then.
    await route.continue().catch(() => undefined)
  })
  return release
}
