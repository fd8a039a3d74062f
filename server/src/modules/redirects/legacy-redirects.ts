import type { FastifyInstance } from 'fastify'
import {
  LEGACY_PATH_PATTERN,
  legacyRedirectTarget,
  type RedirectCatalogue,
} from '@portal/schema/legacy-redirects'
import type { Db } from '../../db/client.ts'

async function loadRedirectCatalogue(db: Db): Promise<RedirectCatalogue> {
  const [apis, categories] = await Promise.all([
    db.selectFrom('apis').select(['url_fragment', 'url_slug']).execute(),
    db.selectFrom('api_categories').select(['key', 'url_slug']).execute(),
  ])
  return {
    slugByFragment: Object.fromEntries(
      apis.map((api) => [api.url_fragment, api.url_slug]),
    ),
    categorySlugByKey: Object.fromEntries(
      categories.map((category) => [category.key, category.url_slug]),
    ),
  }
}

/**
 * Answers the old portal's addresses with a 301 to where they live now (one table, shared with the
 * client router in schema/legacy-redirects.ts). Only paths shaped like legacy ones reach the database.
 */
export function registerLegacyRedirects(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    // A path like `//x` reads as a host to the URL parser, which may refuse it: not a legacy path.
    const url = URL.parse(request.url, 'http://portal.invalid')
    if (!url || !LEGACY_PATH_PATTERN.test(url.pathname)) return
    const target = legacyRedirectTarget(
      url.pathname,
      url.searchParams,
      await loadRedirectCatalogue(db),
    )
    if (target) return reply.redirect(target, 301)
  })
}
