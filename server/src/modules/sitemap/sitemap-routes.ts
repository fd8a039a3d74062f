import type { FastifyPluginAsync } from 'fastify'
import { isListedByFlags, type FeatureFlags } from '@portal/schema/site-config'
import type { Db } from '../../db/client.ts'

/** The site's static pages, as the sitemap lists them. */
const STATIC_PATHS = [
  '/',
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
]

interface SitemapDetails {
  oAuthTypes?: string[] | null
  blockSandboxForm?: boolean
  deactivationInfo?: { deactivationDate?: string }
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** The pages of each listed API: not deactivated, not stealth-launched, not switched off by flags. */
async function apiPaths(
  db: Db,
  now: number,
  flags: FeatureFlags,
): Promise<string[]> {
  const apis = await db
    .selectFrom('apis')
    .select([
      'url_slug',
      'url_fragment',
      'category_key',
      'is_stealth_launched',
      'details',
    ])
    .execute()
  return apis.flatMap((api) => {
    const details = api.details as SitemapDetails
    const deactivation = Date.parse(
      details.deactivationInfo?.deactivationDate ?? '',
    )
    if (
      api.is_stealth_launched ||
      (!Number.isNaN(deactivation) && deactivation < now) ||
      !isListedByFlags(flags, {
        urlFragment: api.url_fragment,
        categoryKey: api.category_key,
      })
    )
      return []
    const base = `/explore/api/${api.url_slug}`
    return [
      base,
      `${base}/docs`,
      ...(details.oAuthTypes?.includes('AuthorizationCodeGrant')
        ? [`${base}/authorization-code`]
        : []),
      ...(details.oAuthTypes?.includes('ClientCredentialsGrant')
        ? [`${base}/client-credentials`]
        : []),
      `${base}/release-notes`,
      ...(details.blockSandboxForm ? [] : [`${base}/sandbox-access`]),
    ]
  })
}

/** GET /sitemap.xml: static pages, then the pages of every listed API, as absolute URLs, sorted. */
export const sitemapRoutes: FastifyPluginAsync<{
  db: Db
  publicOrigin: string
  now: () => number
  flags: FeatureFlags
}> = async (app, { db, publicOrigin, now, flags }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const paths = [
      ...STATIC_PATHS,
      ...(await apiPaths(db, now(), flags)),
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
    return reply
      .type('text/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml)
  })
}
