import { expect, test } from 'vitest'
import {
  authGuideMarkdown,
  authorizationCodeGuide,
  clientCredentialsGuide,
} from '@portal/schema/content/auth-guides'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
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

test('An API’s OAuth guides have markdown twins written from the guides the pages render, for its grants only; the sitemap and llms.txt list them (R-DOCS-MARKDOWN-GUIDES)', async () => {
  const { app } = await buildTestApp()
  // What the page is built from: the catalogue and the site configuration the web reads.
  const catalogue = normalizeCatalogue(
    (
      await app.inject(
        '/platform-backend/v0/providers/transformations/legacy.json?environment=sandbox',
      )
    ).json(),
  )
  const { sandboxBaseUrl } = (
    await app.inject('/platform-backend/v0/site-config')
  ).json<{ sandboxBaseUrl: string }>()
  const apiOf = (urlSlug: string) => {
    const api = catalogue.apis.find((each) => each.urlSlug === urlSlug)
    if (!api) throw new Error(`${urlSlug} is not in the catalogue`)
    return api
  }
  const site = { sandboxBaseUrl, origin: ORIGIN }

  const acg = await app.inject(
    '/explore/api/patient-health/authorization-code.md',
  )
  expect(acg.statusCode).toBe(200)
  expect(acg.headers['content-type']).toBe('text/markdown; charset=utf-8')
  expect(acg.body).toBe(
    authGuideMarkdown(authorizationCodeGuide(apiOf('patient-health'), site)),
  )
  expect(acg.body).toMatch(
    /^# Authorization Code Grant\n\nPatient Health API \(FHIR\)\n\n## Getting Started\n\nThe Patient Health API \(FHIR\) uses/,
  )
  expect(acg.body).toContain(
    `\n\`\`\`\n${sandboxBaseUrl}/oauth2/health/v1/authorization?\n  client_id=`,
  )
  expect(acg.body).toContain(`\`${ORIGIN}/oauth2-redirect.html\``)

  const ccg = await app.inject(
    '/explore/api/benefits-claims/client-credentials.md',
  )
  expect(ccg.statusCode).toBe(200)
  expect(ccg.body).toBe(
    authGuideMarkdown(clientCredentialsGuide(apiOf('benefits-claims'), site)),
  )
  // The page's anchor, named with the page: the twin is another document.
  expect(ccg.body).toContain(
    '[helper below](/explore/api/benefits-claims/client-credentials#try-it-in-your-browser)',
  )

  // Only for the grants the API uses, and only for a listed API.
  for (const path of [
    '/explore/api/va-facilities/authorization-code.md',
    '/explore/api/va-facilities/client-credentials.md',
    '/explore/api/urgent-care/authorization-code.md',
  ])
    expect((await app.inject(path)).statusCode, path).toBe(404)

  const sitemap = (await app.inject('/sitemap.xml')).body
  const llms = (await app.inject('/llms.txt')).body
  for (const path of [
    '/explore/api/patient-health/authorization-code.md',
    '/explore/api/benefits-claims/client-credentials.md',
  ]) {
    expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`)
    expect(llms).toContain(`](${ORIGIN}${path}): How to get tokens for the `)
  }
  expect(llms).not.toContain('/va-facilities/authorization-code')
}, 60_000)
