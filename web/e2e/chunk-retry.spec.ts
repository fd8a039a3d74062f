import { expect, test as base, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_KEEPING_FAILED_IMPORTS } from './chromium.ts'

// A lazy chunk that fails to load is loaded again on the next try, from a fresh address
// (R-WEB-CHUNK-RETRY): in today's Chromium, and in a browser that keeps the failed import in its
// module map, where importing the same address again fails without a request (web/src/lib/
// fresh-import.ts, web/vite-plugins/fresh-chunk-imports.ts).

/** Fails every request for the chunk files matching `pattern`, whatever their query, until `restore`. */
async function failChunk(page: Page, pattern: RegExp) {
  const failed: string[] = []
  await page.route(pattern, (route) => {
    failed.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return {
    failed,
    restore: () => page.unroute(pattern),
  }
}

/** The requests made for chunk files matching `pattern`. */
function requestsOf(page: Page, pattern: RegExp) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url())
  })
  return urls
}

// Each test runs in the suite's Chromium, and again with `page` from a second Chromium that keeps
// failed imports (launched once per worker, for these tests only).
const keeping = base.extend<object, { keepingBrowser: Browser }>({
  keepingBrowser: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch(
        CHROMIUM_KEEPING_FAILED_IMPORTS,
      )
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ keepingBrowser, baseURL }, use) => {
    const context = await keepingBrowser.newContext({ baseURL })
    await use(await context.newPage())
    await context.close()
  },
})

for (const [browser, test, retryAddress] of [
  // Today's Chromium fetches the same address again; the other one needs a fresh one.
  ["today's Chromium", base, /\.js$/],
  ['a browser that keeps failed imports', keeping, /\.js\?retry=\d+$/],
] as const) {
  test.describe(`In ${browser}`, () => {
    test('a contact form whose validation chunk does not load shows the failed-submit banner, focused; the next submit imports it again (R-FORM-FAILED-SUBMIT)', async ({
      page,
    }) => {
      const chunk = /\/assets\/contact-validation-[^/?]*\.js(\?.*)?$/
      await page.goto('/support/contact-us', { waitUntil: 'networkidle' })
      const requests = requestsOf(page, chunk)
      const { restore } = await failChunk(page, chunk)
      await page.getByRole('button', { name: 'Send' }).click()
      const banner = page.getByRole('alert').filter({
        hasText: 'We encountered a server error while saving your form.',
      })
      await expect(banner).toBeVisible()
      await expect(banner).toBeFocused()
      await expect(page.getByText('Enter your first name')).toHaveCount(0)
      await restore()
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(
        page.getByText('Enter your first name', { exact: true }),
      ).toBeVisible()
      await expect(
        page.getByRole('textbox', { name: /^First name/ }),
      ).toBeFocused()
      await expect(banner).toHaveCount(0)
      expect(requests.at(-1)).toMatch(retryAddress)
    })

    test('a page whose chunk did not load shows when it is visited again, without a reload', async ({
      page,
    }) => {
      const chunk = /\/assets\/terms-of-service-[^/?]*\.js(\?.*)?$/
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { restore } = await failChunk(page, chunk)
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: 'Terms of Service' }).click()
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'An error was encountered',
        }),
      ).toBeVisible()
      await restore()
      await footer.getByRole('link', { name: 'API Publishing' }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'API Publishing' }),
      ).toBeVisible()
      await footer.getByRole('link', { name: 'Terms of Service' }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms of Service' }),
      ).toBeVisible()
    })

    test('a dialog whose chunk did not load opens on the next press', async ({
      page,
    }) => {
      const chunk = /\/assets\/veteran-resources-dialog-[^/?]*\.js(\?.*)?$/
      await page.goto('/about')
      const { failed, restore } = await failChunk(page, chunk)
      const open = page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Looking for Veteran resources?' })
      await open.click()
      await expect.poll(() => failed.length).toBeGreaterThan(0)
      const dialog = page.getByRole('dialog', { name: 'Veteran resources' })
      await expect(dialog).toBeHidden()
      await restore()
      await open.click()
      await expect(dialog).toBeVisible()
    })
  })
}
