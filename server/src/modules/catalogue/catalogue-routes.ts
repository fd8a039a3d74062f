import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CatalogueSchema,
  EnvironmentSchema,
  type Environment,
} from '@portal/schema/catalogue'
import { ApiContentSchema } from '@portal/schema/markdown-tree'
import { optionalParam } from '@portal/schema/query-params'
import {
  errorResponses,
  json,
  NOT_MODIFIED,
} from '../../plugins/openapi-responses.ts'
import { NotFoundError } from '../../errors.ts'
import { apiContent } from './api-content.ts'
import { etagOf, sendRevalidated } from '../../conditional-get.ts'
import {
  createCatalogueCache,
  forgetOnCatalogueChange,
  type CachedCatalogue,
} from './catalogue-cache.ts'
import type { CatalogueStore } from './catalogue-store.ts'
import type { ChangeFeed } from '../../db/change-feed.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

const QuerySchema = z.object({
  environment: optionalParam(EnvironmentSchema)
    .transform((environment) => environment ?? 'sandbox')
    .meta({ default: 'sandbox' }),
})

const ContentParamsSchema = z.object({
  urlSlug: z.string().min(1).max(100),
})

interface CachedContent {
  /** The ETag of the catalogue it was rendered from. */
  catalogueEtag: string
  /** UTF-8 encoded once, like the catalogue's body. */
  body: Buffer
  etag: string
}

/**
 * GET …/v0/providers/transformations/legacy.json (and without `.json`), and
 * GET …/v0/providers/{urlSlug}/content: one API's catalogue markdown, rendered
 * (R-PERF-MARKDOWN-SERVER). Both read the one cached public catalogue, so the content endpoint
 * shows nothing the catalogue does not.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  store: CatalogueStore
  now: () => number
  /** The sandbox's public base: the OAuth APIs' well-known addresses lead there (R-OAUTH-SERVERS). */
  sandboxBaseUrl: string
  /** The change feed's listen: a change to the catalogue on any instance empties the cache. */
  listen?: ChangeFeed['listen'] | undefined
}> = async (app, options) => {
  const catalogues = createCatalogueCache(options)
  // Rendered once per catalogue version: a page load asks for the same API's content again.
  const contents = new Map<string, CachedContent>()
  await forgetOnCatalogueChange(app, options.listen, () => {
    catalogues.forget()
    contents.clear()
  })

  function contentOf(
    { catalogue, etag: catalogueEtag }: CachedCatalogue,
    environment: Environment,
    urlSlug: string,
  ): CachedContent | null {
    const key = `${environment} ${urlSlug}`
    const cached = contents.get(key)
    if (cached?.catalogueEtag === catalogueEtag) return cached
    const content = apiContent(catalogue, urlSlug)
    if (!content) return null
    const json = JSON.stringify(content)
    const fresh = {
      catalogueEtag,
      body: Buffer.from(json, 'utf8'),
      etag: etagOf(json),
    }
    contents.set(key, fresh)
    return fresh
  }

  for (const url of [
    '/v0/providers/transformations/legacy.json',
    '/v0/providers/transformations/legacy',
  ]) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalogue'],
          operationId: url.endsWith('.json')
            ? 'getCatalogue'
            : 'getCatalogueWithoutExtension',
          summary: url.endsWith('.json')
            ? 'The API catalogue, by category'
            : 'The API catalogue (the same, without `.json`)',
          querystring: QuerySchema,
          response: {
            200: json(
              'The catalogue: categories and their APIs',
              CatalogueSchema,
            ),
            304: NOT_MODIFIED,
            ...errorResponses(400),
          },
        },
      },
      async (request, reply) => {
        const { body, etag } = await catalogues.load(request.query.environment)
        // About 120 kB of JSON, sent as the bytes the cache holds: the API compression plugin
        // compresses it once per version and encoding (R-PERF-CATALOGUE-CPU). Publishing and
        // entry edits change it, so browsers revalidate it on every use (R-CACHE-REVALIDATE).
        return sendRevalidated(request, reply, body, {
          contentType: JSON_TYPE,
          etag,
        })
      },
    )
  }

  app.get(
    '/v0/providers/:urlSlug/content',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'getApiContent',
        summary: "One API's catalogue markdown, rendered",
        params: ContentParamsSchema,
        querystring: QuerySchema,
        response: {
          200: json(
            'Overview, release notes, notices and doc intros as markdown trees',
            ApiContentSchema,
          ),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { environment } = request.query
      const content = contentOf(
        await catalogues.load(environment),
        environment,
        request.params.urlSlug,
      )
      if (!content) throw new NotFoundError('API not found')
      // Cached like the catalogue it comes from (its release notes change with every
      // publication); compressed by the API compression plugin.
      return sendRevalidated(request, reply, content.body, {
        contentType: JSON_TYPE,
        etag: content.etag,
      })
    },
  )
}
