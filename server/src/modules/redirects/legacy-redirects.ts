import type { FastifyInstance } from 'fastify'
import {
  LEGACY_PATH_PATTERN,
  legacyRedirectTarget,
} from '@portal/schema/legacy-redirects'
import type { LegacyRedirectStore } from './legacy-redirect-store.ts'

/**
 * Answers the old portal's addresses with a 301 to where they live now (one table, shared with the
 * client router in schema/legacy-redirects.ts). Only paths shaped like legacy ones reach the database.
 */
export function registerLegacyRedirects(
  app: FastifyInstance,
  store: LegacyRedirectStore,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    // A path like `//x` reads as a host to the URL parser, which may refuse it: not a legacy path.
    const url = URL.parse(request.url, 'http://portal.invalid')
    if (!url || !LEGACY_PATH_PATTERN.test(url.pathname)) return
    const target = legacyRedirectTarget(
      url.pathname,
      url.searchParams,
      await store.loadCatalogue(),
    )
    if (target) return reply.redirect(target, 301)
  })
}
