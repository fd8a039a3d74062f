import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `test`, whose pages wait after `goto` and `reload` until the app has started on the
 * server-rendered HTML (ADR 051, ADR 062): a press before that meets the HTML alone, as a person's would,
 * and a test means what the app does with it. Pages without JavaScript do not wait.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // A public page's app starts when the reader first reaches for the page (ADR 062): the
      // pointer moves, as a person's would before pressing anything. A page whose start fails on
      // purpose (a test of that) goes on after 10 s.
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
    await use(page)
  },
})
