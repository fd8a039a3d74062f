import { expect, test } from './test.ts'

// R-DOCS-MARKDOWN: an API page's markdown twin says what the page says. Both are reduced to their
// words: the twin without markdown syntax and link targets, the page's content as a reader sees it.

const words = (text: string) =>
  text
    .replaceAll(/\]\([^)]*\)/g, ']')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

test('The overview page and its .md twin have the same text; llms.txt links the twin', async ({
  page,
}) => {
  const twin = await page.request.get('/explore/api/va-facilities.md')
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  await page.goto('/explore/api/va-facilities')
  const content = page.locator('.api-area__content')
  await expect(
    content.getByRole('heading', { level: 1, name: 'VA Facilities API' }),
  ).toBeVisible()
  expect(words(await content.innerText())).toEqual(words(await twin.text()))

  const llms = await (await page.request.get('/llms.txt')).text()
  expect(llms).toContain('/explore/api/va-facilities.md)')
})

// R-DOCS-MARKDOWN-PAGES: a content page and its twin, served by the real server from one source.
for (const path of ['/terms-of-service', '/support/faq']) {
  test(`${path} and its .md twin have the same words; the sitemap and llms.txt list the twin`, async ({
    page,
  }) => {
    const twin = await page.request.get(`${path}.md`)
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    // The FAQ's answers are in accordions: a reader opens each one.
    for (const button of await main.locator('.usa-accordion__button').all())
      await button.click()
    expect(words(await main.innerText())).toEqual(words(await twin.text()))
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${path}.md</loc>`)
    const llms = await (await page.request.get('/llms.txt')).text()
    expect(llms).toContain(`${path}.md)`)
  })
}

// R-DOCS-MARKDOWN-GUIDES: an API's OAuth guide and its twin, written by the server from the guide
// the page renders. The page's copy buttons and the client credentials page's in-browser helper
// (a form) are controls, not text: the twin leaves them out, so they are taken out here too.
for (const path of [
  '/explore/api/patient-health/authorization-code',
  '/explore/api/benefits-claims/client-credentials',
]) {
  test(`${path} and its .md twin have the same words; the sitemap and llms.txt list the twin`, async ({
    page,
  }) => {
    const twin = await page.request.get(`${path}.md`)
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    await page.goto(path)
    const content = page.locator('.api-area__content')
    await expect(content.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      content.getByRole('heading', { level: 2 }).first(),
    ).toBeVisible()
    await content.evaluate((element) => {
      for (const control of element.querySelectorAll(
        '.copy-button, .ccg-try-it',
      ))
        control.remove()
    })
    expect(words(await content.innerText())).toEqual(words(await twin.text()))
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${path}.md</loc>`)
    const llms = await (await page.request.get('/llms.txt')).text()
    expect(llms).toContain(`${path}.md)`)
  })
}
