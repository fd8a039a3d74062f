import { createHash } from 'node:crypto'
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
    const fresh = { body, etag, expiresAt: now() + CACHE_MS }
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
        const { body, etag } = await load(request.query.environment)
        // About 90 kB of JSON: the API compression plugin compresses it once per version.
        reply
          .header('cache-control', 'public, max-age=300')
          .header('etag', etag)
        if (request.headers['if-none-match'] === etag)
          return reply.code(304).send()
        return reply.type('application/json; charset=utf-8').send(body)
      },
    )
  }
}
