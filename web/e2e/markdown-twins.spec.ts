import { expect, test } from '@playwright/test'

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
