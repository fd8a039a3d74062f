import type { FastifyPluginAsync } from 'fastify'
import { CONTENT_TWINS } from '@portal/schema/content/content-twins'
import type { FeatureFlags } from '@portal/schema/site-config'
import { sendRevalidated } from '../../conditional-get.ts'
import { rowPublicStatus } from '../catalogue/index.ts'
import type { SitemapStore } from './sitemap-store.ts'

/** The site's static pages, as the sitemap lists them. */
const STATIC_PATHS = [
  '/',
  '/llms.txt',
  '/about',
  '/about/news',
  '/api-publishing',
  '/api-publishing/process',
  '/explore',
  '/production-access',
  '/production-access/prepare-for-and-complete-a-demo',
  '/production-access/production-access-application',
  '/production-access/request-prod-access',
  '/production-access/working-with-va-apis',
  '/support',
  '/support/contact-us',
  '/support/faq',
  '/terms-of-service',
  // The markdown twins of the public content pages (R-DOCS-MARKDOWN-PAGES).
  ...CONTENT_TWINS.map((twin) => `${twin.path}.md`),
]

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/**
 * The pages of each listed API (R-PUBLIC-LISTED: found, not deactivated, not stealth-launched);
 * its sandbox-access page only while the public signup form is open to it (R-PUBLIC-SIGNUP), as
 * its side navigation shows it.
 */
async function apiPaths(
  store: SitemapStore,
  now: number,
  flags: FeatureFlags,
): Promise<string[]> {
  const rows = await store.listApis()
  const comparable = new Set(await store.listComparable())
  return rows.flatMap((row) => {
    const { api, status } = rowPublicStatus(row, { now, flags })
    if (!status.isListed) return []
    const base = `/explore/api/${api.urlSlug}`
    return [
      base,
      // The markdown twins of the overview and docs pages (R-DOCS-MARKDOWN).
      `${base}.md`,
      `${base}/docs`,
      `${base}/docs.md`,
      // The OAuth guides and their markdown twins (R-DOCS-MARKDOWN-GUIDES).
      ...(api.oAuthTypes?.includes('AuthorizationCodeGrant')
        ? [`${base}/authorization-code`, `${base}/authorization-code.md`]
        : []),
      ...(api.oAuthTypes?.includes('ClientCredentialsGrant')
        ? [`${base}/client-credentials`, `${base}/client-credentials.md`]
        : []),
      `${base}/release-notes`,
      // The compare page and its twin, for an API with two versions or more (R-COMPARE-LISTED).
      ...(comparable.has(api.urlFragment)
        ? [`${base}/changes`, `${base}/changes.md`]
        : []),
      ...(status.isOpenForSandboxSignup ? [`${base}/sandbox-access`] : []),
    ]
  })
}

/** GET /sitemap.xml: static pages, then the pages of every listed API, as absolute URLs, sorted. */
export const sitemapRoutes: FastifyPluginAsync<{
  store: SitemapStore
  publicOrigin: string
  now: () => number
  flags: FeatureFlags
}> = async (app, { store, publicOrigin, now, flags }) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const paths = [
      ...STATIC_PATHS,
      ...(await apiPaths(store, now(), flags)),
    ].sort()
    const urls = paths.map(
      (path) =>
        `  <url><loc>${escapeXml(`${publicOrigin}${path}`)}</loc></url>`,
    )
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n')
    // An entry made, listed or taken down changes it (R-CACHE-REVALIDATE).
    return sendRevalidated(request, reply, xml, {
      contentType: 'text/xml; charset=utf-8',
    })
  })
}
