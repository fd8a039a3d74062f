import { createHash } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { FeatureFlags } from '@portal/schema/site-config'
import {
  apiFeedPath,
  PLATFORM_FEED_PATH,
} from '@portal/schema/release-notes-texts'
import { sendRevalidated } from '../../conditional-get.ts'
import { NotFoundError } from '../../errors.ts'
import { rowPublicStatus } from '../catalogue/index.ts'
import {
  apiFeed,
  platformFeed,
  type FeedApi,
  type FeedDocument,
} from './release-note-feeds.ts'
import type { ReleaseNotesStore } from './release-notes-store.ts'

/** What the feed routes read. */
export interface FeedRouteOptions {
  store: ReleaseNotesStore
  publicOrigin: string
  now: () => number
  flags: FeatureFlags
}

// Feeds kept (one per API and the platform's, each as its content last was).
const MEMO_SIZE = 100

// Readers poll and people reload: a publication shows in the next request, which is a 304 while
// the feed is unchanged (R-CACHE-REVALIDATE).
function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  feed: FeedDocument,
) {
  return sendRevalidated(request, reply, feed.xml, {
    contentType: 'application/atom+xml; charset=utf-8',
    etag: feed.etag,
    lastModified: feed.lastModified,
  })
}

/**
 * The Atom feeds of release notes (R-NOTES-FEED): `/explore/api/{urlSlug}/release-notes.atom`
 * beside each API's release-notes page, and `/explore/release-notes.atom` for every API. Only
 * listed APIs (as the sitemap: not stealth, not deactivated, not switched off) have a feed or
 * are in the platform's.
 */
export const feedRoutes: FastifyPluginAsync<FeedRouteOptions> = async (
  app,
  options,
) => {
  async function listedApis(): Promise<FeedApi[]> {
    const rows = await options.store.listApis()
    return rows.flatMap((row) => {
      const { status } = rowPublicStatus(row, {
        now: options.now(),
        flags: options.flags,
      })
      return status.isListed
        ? [
            {
              urlSlug: row.url_slug,
              name: row.name,
              releaseNotes: row.details.releaseNotes,
              updatedAt: row.updated_at,
            },
          ]
        : []
    })
  }

  // Building the platform feed parses every API's notes (about 15 ms for the seed): a feed is
  // built once per content, and readers polling an unchanged catalogue get the same document.
  const built = new Map<string, FeedDocument>()
  function memo(
    path: string,
    apis: FeedApi[],
    build: () => FeedDocument,
  ): FeedDocument {
    const key = createHash('sha256')
      .update(JSON.stringify([path, apis]))
      .digest('hex')
    const known = built.get(key)
    if (known) return known
    if (built.size >= MEMO_SIZE) built.clear()
    const feed = build()
    built.set(key, feed)
    return feed
  }

  app.get(PLATFORM_FEED_PATH, async (request, reply) => {
    const apis = await listedApis()
    return sendFeed(
      request,
      reply,
      memo(PLATFORM_FEED_PATH, apis, () =>
        platformFeed(apis, options.publicOrigin),
      ),
    )
  })

  app.get<{ Params: { urlSlug: string } }>(
    '/explore/api/:urlSlug/release-notes.atom',
    async (request, reply) => {
      const api = (await listedApis()).find(
        (candidate) => candidate.urlSlug === request.params.urlSlug,
      )
      if (!api) throw new NotFoundError('API not found')
      return sendFeed(
        request,
        reply,
        memo(apiFeedPath(api.urlSlug), [api], () =>
          apiFeed(api, options.publicOrigin),
        ),
      )
    },
  )
}
