import { expect, test } from 'vitest'
import { CONTENT_TWINS } from '@portal/schema/content/content-twins'
import { buildTestApp } from '../../../test/build-test-app.ts'

const ORIGIN = 'http://127.0.0.1:8080'

test('R-DOCS-MARKDOWN-PAGES: every content page twin answers its markdown, and the sitemap and llms.txt list it', async () => {
  const { app } = await buildTestApp()
  expect(CONTENT_TWINS.length).toBeGreaterThan(0)
  const sitemap = (await app.inject('/sitemap.xml')).body
  const llms = (await app.inject('/llms.txt')).body
  for (const twin of CONTENT_TWINS) {
    const response = await app.inject(`${twin.path}.md`)
    expect(response.statusCode, twin.path).toBe(200)
    expect(response.headers['content-type']).toBe(
      'text/markdown; charset=utf-8',
    )
    expect(response.body).toBe(twin.markdown)
    expect(response.body.startsWith(`# ${twin.title}\n\n`)).toBe(true)
    expect(sitemap).toContain(`<loc>${ORIGIN}${twin.path}.md</loc>`)
    expect(llms).toContain(
      `\n- [${twin.title}](${ORIGIN}${twin.path}.md): ${twin.description}\n`,
    )
    // Listed once: by its twin, not also by its HTML page.
    expect(llms).not.toContain(`(${ORIGIN}${twin.path}):`)
  }
})

test('The terms twin is the page text as markdown, with its links', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject('/terms-of-service.md')
  expect(response.body).toMatch(
    /^# Terms of Service\n\nLast updated March 14, 2024\n\nThese terms apply/,
  )
  expect(response.body).toContain('\n\n## Privacy\n\nProtect any Veteran data')
  expect(response.body).toContain(
    'Questions? [Contact us](/support/contact-us).',
  )
  const limits = await app.inject('/production-access/working-with-va-apis.md')
  expect(limits.body).toContain('- `RateLimit-Limit`: requests allowed')
  expect((await app.inject('/no-such-page.md')).statusCode).toBe(404)
})
