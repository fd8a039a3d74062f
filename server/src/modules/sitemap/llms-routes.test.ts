import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'

const ORIGIN = 'http://127.0.0.1:8080'

test('/llms.txt names the platform, a summary, and each listed API with its description and links (R-DOCS-MARKDOWN)', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject('/llms.txt')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
  const lines = response.body.split('\n')
  expect(lines[0]).toBe('# VA API Platform')
  expect(lines[2]).toMatch(/^> /)
  expect(response.body).toContain('\n## APIs\n')
  expect(response.body).toMatch(
    new RegExp(
      `\\n- \\[VA Facilities API\\]\\(${ORIGIN}/explore/api/va-facilities\\.md\\): .+\\n- \\[VA Facilities API docs\\]\\(${ORIGIN}/explore/api/va-facilities/docs\\.md\\): `,
    ),
  )
  // Stealth-launched and deactivated APIs are not listed, as in the sitemap.
  expect(response.body).not.toContain('/urgent-care')
  expect(response.body).not.toContain('/contact-information')
})

test('An API page has a markdown twin with the same text sources; an unlisted API has none', async () => {
  const { app } = await buildTestApp()
  const twin = await app.inject('/explore/api/va-facilities.md')
  expect(twin.statusCode).toBe(200)
  expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8')
  expect(twin.body).toMatch(/^# VA Facilities API\n\n- facilities\n- API key\n/)
  expect(twin.body).toContain(
    '[Read the docs](/explore/api/va-facilities/docs)',
  )
  const docs = await app.inject('/explore/api/va-facilities/docs.md')
  expect(docs.body).toMatch(/^# VA Facilities API Docs\n/)
  expect(docs.body).toContain(
    `[JSON](${ORIGIN}/platform-backend/v0/docs/facilities/0.0.1/download/openapi.json)`,
  )
  const unlisted = await app.inject('/explore/api/urgent-care.md')
  expect(unlisted.statusCode).toBe(404)
})

test('The sitemap lists llms.txt and the twins', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject('/sitemap.xml')
  expect(response.body).toContain(`<loc>${ORIGIN}/llms.txt</loc>`)
  expect(response.body).toContain(
    `<loc>${ORIGIN}/explore/api/va-facilities.md</loc>`,
  )
  expect(response.body).toContain(
    `<loc>${ORIGIN}/explore/api/va-facilities/docs.md</loc>`,
  )
})
