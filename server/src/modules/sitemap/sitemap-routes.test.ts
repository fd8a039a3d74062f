import { expect, test } from 'vitest'
import {
  DEFAULT_SITE_CONFIG,
  FeatureFlagsSchema,
} from '@portal/schema/site-config'
import { buildTestApp } from '../../../test/build-test-app.ts'

async function sitemapUrls(flags: Record<string, unknown> = {}) {
  const { app } = await buildTestApp({
    publicOrigin: 'https://developer.example.gov',
    siteConfig: {
      ...DEFAULT_SITE_CONFIG,
      flags: FeatureFlagsSchema.parse(flags),
    },
  })
  const response = await app.inject({ url: '/sitemap.xml' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8')
  expect(response.body).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  )
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  )
}

test('The sitemap lists the static pages and each listed API page as absolute URLs, sorted', async () => {
  const urls = await sitemapUrls()
  expect(urls).toEqual([...urls].sort())
  expect(urls).toContain('https://developer.example.gov/')
  expect(urls).toContain('https://developer.example.gov/terms-of-service')
  expect(urls).toContain(
    'https://developer.example.gov/explore/api/va-facilities/sandbox-access',
  )
  expect(urls).toContain(
    'https://developer.example.gov/explore/api/benefits-claims/client-credentials',
  )
  expect(urls).not.toContain(
    'https://developer.example.gov/explore/api/va-facilities/authorization-code',
  )
})

test('Deactivated and stealth-launched APIs are left out; blocked sandbox forms have no sandbox page', async () => {
  const urls = await sitemapUrls()
  expect(urls.some((url) => url.includes('/urgent-care'))).toBe(false)
  expect(urls.some((url) => url.includes('/contact-information'))).toBe(false)
  expect(urls).toContain(
    'https://developer.example.gov/explore/api/decision-reviews',
  )
  expect(urls).toContain(
    'https://developer.example.gov/explore/api/clinical-health/docs',
  )
  expect(urls).not.toContain(
    'https://developer.example.gov/explore/api/clinical-health/sandbox-access',
  )
})

test('APIs and categories switched off or deactivated by the server flags are left out', async () => {
  const urls = await sitemapUrls({
    enabled: { facilities: false },
    categories: { health: false },
    deactivated_apis: { claims: true },
  })
  for (const slug of ['va-facilities', 'clinical-health', 'benefits-claims'])
    expect(urls.some((url) => url.includes(`/explore/api/${slug}`))).toBe(false)
  expect(urls).toContain(
    'https://developer.example.gov/explore/api/decision-reviews',
  )
})
