import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Makes `page` wait after `goto` and `reload` until the app has started on the server-rendered HTML
 * (ADR 051): a press before that meets the HTML alone, as a person's would, and a test means what
 * the app does with it. A public page's app starts on the reader's first gesture (ADR 062): the
 * pointer moves first, as a person's would before pressing anything. A page whose start fails on
 * purpose (a test of that) goes on after 10 s.
 */
export function waitForTheApp(page: Page): void {
  const started = async () => {
    await page.mouse.move(1, 1)
    await page.mouse.move(2, 2)
    await page
      .waitForFunction(
        () =>
          !document.getElementById('portal-data') ||
          document.documentElement.dataset.started === 'true',
        undefined,
        { timeout: 10_000 },
      )
      .then(
        () => undefined,
        () => undefined,
      )
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await started()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await started()
    return response
  }
}

/** Playwright's `test`, whose pages wait for the app (`waitForTheApp`); without JavaScript not. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheApp(page)
    await use(page)
  },
})
