import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  VersionMetadataSchema,
  type VersionMetadata,
} from '@portal/schema/version-metadata'
import { sendRevalidated } from '../../conditional-get.ts'
import { NotFoundError } from '../../errors.ts'
import {
  ANY_OBJECT,
  errorResponses,
  json,
  NOT_MODIFIED,
} from '../../plugins/openapi-responses.ts'
import type { DocsStore } from './docs-store.ts'
import type { ServedSpecs } from './served-specs.ts'

/** The path parameters of an API's docs. */
const FragmentParams = z.object({
  urlFragment: z.string().min(1).max(100),
})
/** The path parameters of one version's documents. */
export const SpecParams = FragmentParams.extend({
  version: z.string().min(1).max(100),
})
/** The media types of a spec, by format. */
export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
}

/** A spec's answer, documented: JSON (an object) or YAML (text). */
export function specContent(format: 'json' | 'yaml') {
  return format === 'json'
    ? { 'application/json': { schema: ANY_OBJECT } }
    : { 'application/yaml': { schema: z.string() } }
}

/** GET …/v0/docs/{urlFragment}/metadata.json and …/{version}/openapi.json|yaml. */
export const docsRoutes: FastifyPluginAsyncZod<{
  store: DocsStore
  specs: ServedSpecs
  apiPrefix: string
}> = async (app, { store, specs, apiPrefix }) => {
  app.get(
    '/v0/docs/:urlFragment/metadata.json',
    {
      schema: {
        tags: ['docs'],
        operationId: 'getDocVersions',
        summary: "An API's documented versions, each with its OpenAPI document",
        params: FragmentParams,
        response: {
          200: json('The versions', VersionMetadataSchema),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { urlFragment } = request.params
      const rows = await store.listVersions(urlFragment)
      if (rows.length === 0) throw new NotFoundError()
      const metadata: VersionMetadata = {
        meta: {
          versions: rows.map((row) => {
            const path = `${apiPrefix}/v0/docs/${urlFragment}/${row.version}/openapi.${row.spec_format}`
            // No separate "swagger-safe" variant exists yet, so the viewer loads the same document.
            return {
              version: row.version,
              status: row.status,
              label: row.label,
              internal_only: row.internal_only,
              path,
              sf_path: path,
            }
          }),
        },
      }
      // Docs change when a publisher publishes (R-SPEC-LIVE, R-CACHE-REVALIDATE).
      return sendRevalidated(request, reply, JSON.stringify(metadata), {
        contentType: CONTENT_TYPES.json,
      })
    },
  )

  for (const format of ['json', 'yaml'] as const) {
    app.get(
      `/v0/docs/:urlFragment/:version/openapi.${format}`,
      {
        schema: {
          tags: ['docs'],
          operationId: `getSpec${format === 'json' ? 'Json' : 'Yaml'}`,
          summary: `A version's OpenAPI document as stored (${format.toUpperCase()}), pointed at the sandbox gateway`,
          params: SpecParams,
          response: {
            200: {
              description: 'The OpenAPI document',
              content: specContent(format),
            },
            304: NOT_MODIFIED,
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const spec = await specs.get(
          request.params.urlFragment,
          request.params.version,
        )
        if (!spec || spec.format !== format) throw new NotFoundError()
        return sendRevalidated(request, reply, spec.text, {
          contentType: CONTENT_TYPES[format],
        })
      },
    )
  }
}
