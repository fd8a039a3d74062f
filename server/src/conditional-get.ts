import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fresh from 'fresh'

/**
 * The caching of every answer that publishing or an entry edit changes (R-CACHE-REVALIDATE):
 * browsers and proxies may keep it, but ask again on every use, so a reload shows a publication
 * at once; the validator makes asking again a 304 without a body.
 */
const REVALIDATE = 'public, no-cache'

/** A strong ETag of a body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * Sends `body` to be revalidated on every use: with its ETag (and Last-Modified when given), or a
 * 304 when the client's copy is this one (RFC 9110 section 13, by `fresh`). `etag` defaults to the
 * body's; a caller that keeps a body's bytes keeps its ETag with them.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  options: { contentType: string; etag?: string; lastModified?: Date },
): FastifyReply {
  const etag = options.etag ?? etagOf(body)
  reply.header('cache-control', REVALIDATE).header('etag', etag)
  if (options.lastModified)
    reply.header('last-modified', options.lastModified.toUTCString())
  const isFresh = fresh(request.headers, {
    etag,
    'last-modified': options.lastModified?.toUTCString(),
  })
  if (isFresh) return reply.code(304).send()
  return reply.type(options.contentType).send(body)
}
