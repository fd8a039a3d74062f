import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CatalogueSchema,
  EnvironmentSchema,
  type Catalogue,
  type Environment,
} from '@portal/schema/catalogue'
import { authServerIssuer, wellKnownUrl } from '@portal/schema/oauth-endpoints'
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

/**
 * The department's seed names its own sandbox authorization servers (dev-api.va.gov); the
 * sandbox that answers is this portal's, one server per baseAuthPath under the sandbox prefix.
 */
function withSandboxAuthServers(catalogue: Catalogue, sandboxBaseUrl: string) {
  for (const category of Object.values(catalogue)) {
    for (const api of category.apis) {
      const info = api.oAuthInfo?.acgInfo
      if (info)
        info.sandboxWellKnownConfig = wellKnownUrl(
          authServerIssuer(sandboxBaseUrl, info.baseAuthPath),
        )
    }
  }
}

/** GET …/v0/providers/transformations/legacy.json (and without `.json`). */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  store: CatalogueStore
  now: () => number
  /** The sandbox's public base: the OAuth APIs' well-known addresses lead there (R-OAUTH-SERVERS). */
  sandboxBaseUrl: string
}> = async (app, { store, now, sandboxBaseUrl }) => {
  const cache = new Map<Environment, CachedCatalogue>()

  async function load(environment: Environment): Promise<CachedCatalogue> {
    const cached = cache.get(environment)
    if (cached && cached.expiresAt > now()) return cached
    // Parsing with the shared schema drops anything server-only and proves the contract.
    const catalogue = CatalogueSchema.parse(
      await store.getCatalogue(environment),
    )
    if (environment === 'sandbox')
      withSandboxAuthServers(catalogue, sandboxBaseUrl)
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
