import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CatalogueSchema,
  EnvironmentSchema,
  type Environment,
} from '@portal/schema/catalogue'
import type { CatalogueStore } from './catalogue-store.ts'

// Short enough that an edit made through another instance shows within seconds; long enough
// that a burst of page loads costs one query instead of one per request.
const CACHE_MS = 5_000

interface CachedCatalogue {
  body: string
  // Compressed once per refresh, not per request: the catalogue is about 90 kB of JSON.
  gzipped: Buffer
  etag: string
  expiresAt: number
}

const QuerySchema = z.object({
  environment: EnvironmentSchema.default('sandbox'),
})

/** GET …/v0/providers/transformations/legacy.json (and without `.json`). */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  store: CatalogueStore
  now: () => number
}> = async (app, { store, now }) => {
  const cache = new Map<Environment, CachedCatalogue>()

  async function load(environment: Environment): Promise<CachedCatalogue> {
    const cached = cache.get(environment)
    if (cached && cached.expiresAt > now()) return cached
    // Parsing with the shared schema drops anything server-only and proves the contract.
    const catalogue = CatalogueSchema.parse(
      await store.getCatalogue(environment),
    )
    const body = JSON.stringify(catalogue)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    const fresh = {
      body,
      gzipped: gzipSync(body),
      etag,
      expiresAt: now() + CACHE_MS,
    }
    cache.set(environment, fresh)
    return fresh
  }

  for (const url of [
    '/v0/providers/transformations/legacy.json',
    '/v0/providers/transformations/legacy',
  ]) {
    app.get(
      url,
      { schema: { querystring: QuerySchema } },
      async (request, reply) => {
        const { body, gzipped, etag } = await load(request.query.environment)
        const acceptsGzip = /\bgzip\b/.test(
          String(request.headers['accept-encoding'] ?? ''),
        )
        // Each encoding is its own representation, so it gets its own validator.
        const variantEtag = acceptsGzip ? etag.replace(/"$/, '-gzip"') : etag
        reply
          .header('cache-control', 'public, max-age=300')
          .header('vary', 'accept-encoding')
          .header('etag', variantEtag)
        if (request.headers['if-none-match'] === variantEtag)
          return reply.code(304).send()
        reply.type('application/json; charset=utf-8')
        if (acceptsGzip)
          return reply.header('content-encoding', 'gzip').send(gzipped)
        return reply.send(body)
      },
    )
  }
}
