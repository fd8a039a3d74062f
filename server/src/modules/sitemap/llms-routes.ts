import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  normalizeCatalogue,
  type CatalogueApi,
} from '@portal/schema/normalize-catalogue'
import { CONTENT_TWINS } from '@portal/schema/content/content-twins'
import {
  AUTH_GUIDES,
  authGuideMarkdown,
  authGuideOf,
  type AuthGuidePath,
} from '@portal/schema/content/auth-guides'
import type { FeatureFlags } from '@portal/schema/site-config'
import {
  VersionCompareQuerySchema,
  type VersionCompare,
  type VersionCompareQuery,
} from '@portal/schema/version-compare'
import { compareMarkdown } from '@portal/schema/version-compare-texts'
import {
  createCatalogueCache,
  forgetOnCatalogueChange,
  rowPublicStatus,
  type PublicStatusRow,
} from '../catalogue/index.ts'
import type { CatalogueStore } from '../catalogue/index.ts'
import { sendRevalidated } from '../../conditional-get.ts'
import { InputError, NotFoundError } from '../../errors.ts'
import type { ChangeFeed } from '../../db/change-feed.ts'
import type { SitemapStore } from './sitemap-store.ts'
import {
  apiDocsMarkdown,
  apiOverviewMarkdown,
  llmsTxt,
} from './markdown-twins.ts'

/** What the llms.txt and markdown routes read. */
export interface LlmsRouteOptions {
  store: SitemapStore
  catalogueStore: CatalogueStore
  /** An API's documented versions (the docs store's listVersions). */
  listVersions: (
    urlFragment: string,
  ) => Promise<{ version: string; label: string; spec_format: string }[]>
  /** The compare of two documented versions, for its markdown twin (R-COMPARE-MARKDOWN). */
  versionCompare: {
    compare: (
      urlFragment: string,
      query: VersionCompareQuery,
    ) => Promise<VersionCompare>
  }
  publicOrigin: string
  apiPrefix: string
  sandboxBaseUrl: string
  now: () => number
  flags: FeatureFlags
  /** The change feed's listen: a change to the catalogue on any instance empties the cache. */
  listen?: ChangeFeed['listen'] | undefined
}

// Publishing and entry edits change the twins and llms.txt: revalidated on every use
// (R-CACHE-REVALIDATE).
const markdown = (request: FastifyRequest, reply: FastifyReply, text: string) =>
  sendRevalidated(request, reply, text, {
    contentType: 'text/markdown; charset=utf-8',
  })

/**
 * GET /llms.txt, and the markdown twins of the API pages: /explore/api/{slug}.md (the overview)
 * and /explore/api/{slug}/docs.md (R-DOCS-MARKDOWN), of its OAuth guides
 * (…/authorization-code.md, …/client-credentials.md, R-DOCS-MARKDOWN-GUIDES), and of the public
 * content pages (`<path>.md`, R-DOCS-MARKDOWN-PAGES). Only what the sitemap lists: an API that is
 * not listed (stealth, deactivated, switched off) has no twin and is not in llms.txt.
 */
export const llmsRoutes: FastifyPluginAsync<LlmsRouteOptions> = async (
  app,
  options,
) => {
  const catalogues = createCatalogueCache({
    store: options.catalogueStore,
    now: options.now,
    sandboxBaseUrl: options.sandboxBaseUrl,
  })
  await forgetOnCatalogueChange(app, options.listen, catalogues.forget)

  /** The listed APIs, in catalogue order, each with its public status. */
  async function listed() {
    const rows = await options.store.listApis()
    const statuses = new Map(
      rows.map((row: PublicStatusRow) => {
        const { api, status } = rowPublicStatus(row, {
          now: options.now(),
          flags: options.flags,
        })
        return [api.urlSlug, status] as const
      }),
    )
    const { apis } = normalizeCatalogue(
      (await catalogues.load('sandbox')).catalogue,
    )
    return apis.flatMap((api) => {
      const status = statuses.get(api.urlSlug)
      return status?.isListed ? [{ api, status }] : []
    })
  }

  async function listedApi(urlSlug: string): Promise<CatalogueApi> {
    const found = (await listed()).find(({ api }) => api.urlSlug === urlSlug)
    if (!found) throw new NotFoundError('API not found')
    return found.api
  }

  app.get('/llms.txt', async (request, reply) => {
    const apis = (await listed()).map(({ api }) => api)
    const comparable = new Set(await options.store.listComparable())
    return sendRevalidated(
      request,
      reply,
      llmsTxt(options.publicOrigin, apis, comparable),
      {
        contentType: 'text/plain; charset=utf-8',
      },
    )
  })

  // The twins of the public content pages (R-DOCS-MARKDOWN-PAGES): the same data the page renders.
  for (const twin of CONTENT_TWINS) {
    app.get(`${twin.path}.md`, async (request, reply) =>
      markdown(request, reply, twin.markdown),
    )
  }

  app.get<{ Params: { urlSlug: string } }>(
    '/explore/api/:urlSlug.md',
    async (request, reply) => {
      const found = (await listed()).find(
        ({ api }) => api.urlSlug === request.params.urlSlug,
      )
      if (!found) throw new NotFoundError('API not found')
      const { api, status } = found
      // The page shows the deprecation notice while the API is deprecated (a listed API is never
      // deactivated).
      const deprecation = api.deactivationInfo?.deprecationContent?.trim()
      const notice =
        status.isDeprecated && deprecation
          ? { heading: 'Deprecated API', markdown: deprecation }
          : null
      return markdown(request, reply, apiOverviewMarkdown(api, notice))
    },
  )

  app.get<{ Params: { urlSlug: string } }>(
    '/explore/api/:urlSlug/docs.md',
    async (request, reply) => {
      const api = await listedApi(request.params.urlSlug)
      const rows = await options.listVersions(api.urlFragment)
      const base = `${options.publicOrigin}${options.apiPrefix}/v0/docs/${api.urlFragment}`
      const versions = rows.map((row) => ({
        label: row.label,
        json: `${base}/${row.version}/download/openapi.json`,
        yaml: `${base}/${row.version}/download/openapi.yaml`,
      }))
      return markdown(request, reply, apiDocsMarkdown(api, versions))
    },
  )

  // The twin of the compare page (R-COMPARE-MARKDOWN): the same answer the page renders.
  app.get<{ Params: { urlSlug: string } }>(
    '/explore/api/:urlSlug/changes.md',
    async (request, reply) => {
      const api = await listedApi(request.params.urlSlug)
      const query = VersionCompareQuerySchema.safeParse(request.query)
      if (!query.success)
        throw new InputError(query.error.issues.map((issue) => issue.message))
      const compare = await options.versionCompare.compare(
        api.urlFragment,
        query.data,
      )
      return markdown(
        request,
        reply,
        compareMarkdown(compare, {
          apiName: api.name,
          urlSlug: api.urlSlug,
          origin: options.publicOrigin,
        }),
      )
    },
  )

  // The twins of an API's OAuth guides (R-DOCS-MARKDOWN-GUIDES), for the grants it uses: the page
  // and the twin are built from one guide, over the same site configuration.
  for (const guide of Object.keys(AUTH_GUIDES) as AuthGuidePath[]) {
    app.get<{ Params: { urlSlug: string } }>(
      `/explore/api/:urlSlug/${guide}.md`,
      async (request, reply) => {
        const api = await listedApi(request.params.urlSlug)
        const twin = authGuideOf(api, guide, {
          sandboxBaseUrl: options.sandboxBaseUrl,
          origin: options.publicOrigin,
        })
        if (!twin) throw new NotFoundError('This API does not use this grant')
        return markdown(request, reply, authGuideMarkdown(twin))
      },
    )
  }
}
