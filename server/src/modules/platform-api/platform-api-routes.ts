import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { VersionMetadataSchema } from '@portal/schema/version-metadata'
import {
  ANY_OBJECT,
  errorResponses,
  json,
  NOT_MODIFIED,
} from '../../plugins/openapi-responses.ts'
import { NotFoundError } from '../../errors.ts'
import { toPostmanCollection } from '../docs/index.ts'

/** Where the document is served, under the API prefix. */
const OPENAPI_PATHS = {
  json: '/openapi.json',
  yaml: '/openapi.yaml',
} as const

/** Where its Postman collection is served, beside the document. */
const POSTMAN_PATH = '/postman-collection.json'

/**
 * GET …/openapi.json and …/openapi.yaml: the portal's own API as OpenAPI 3.1, generated from the
 * routes' Zod schemas by @fastify/swagger (R-PLATFORM-OPENAPI); and
 * GET …/v0/platform-api/metadata.json, its one version as the docs viewer reads an API's versions,
 * for the internal "Platform API" docs page.
 */
export const platformApiRoutes: FastifyPluginAsyncZod<{
  apiPrefix: string
}> = async (app, { apiPrefix }) => {
  // The routes are fixed once the server is ready: the document is made once, on first use.
  const documents = new Map<'json' | 'yaml', { body: string; etag: string }>()
  const documentAs = (format: 'json' | 'yaml') => {
    let document = documents.get(format)
    if (!document) {
      const body =
        format === 'json'
          ? JSON.stringify(app.swagger())
          : app.swagger({ yaml: true })
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      document = { body, etag }
      documents.set(format, document)
    }
    return document
  }

  for (const format of ['json', 'yaml'] as const) {
    const type =
      format === 'json'
        ? 'application/json; charset=utf-8'
        : 'application/yaml; charset=utf-8'
    app.get(
      OPENAPI_PATHS[format],
      {
        schema: {
          tags: ['site'],
          operationId: `getPlatformOpenApi${format === 'json' ? 'Json' : 'Yaml'}`,
          summary: `This document, as ${format.toUpperCase()}`,
          response: {
            200: {
              description: 'The OpenAPI 3.1 document of this API',
              content: {
                [type.split(';')[0] ?? type]: {
                  schema: format === 'json' ? ANY_OBJECT : z.string(),
                },
              },
            },
            304: NOT_MODIFIED,
            ...errorResponses(),
          },
        },
      },
      async (request, reply) => {
        const { body, etag } = documentAs(format)
        reply
          .header('cache-control', 'public, max-age=300')
          .header('etag', etag)
        if (request.headers['if-none-match'] === etag)
          return reply.code(304).send()
        return reply.type(type).send(body)
      },
    )
  }

  // The document is fixed once the server is ready: converted once, on first use.
  let collection: Promise<string> | undefined
  app.get(
    POSTMAN_PATH,
    {
      schema: {
        tags: ['site'],
        operationId: 'getPlatformPostmanCollection',
        summary:
          'This document as a Postman collection (v2.1), its base URL this portal',
        response: {
          200: json('The collection, as an attachment', ANY_OBJECT),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      collection ??= toPostmanCollection(documentAs('json').body).then((body) =>
        JSON.stringify(body),
      )
      const body = await collection.catch((error: unknown) => {
        collection = undefined
        request.log.warn({ err: error }, 'Postman conversion failed')
        throw new NotFoundError('This document cannot be converted')
      })
      return reply
        .header(
          'content-disposition',
          'attachment; filename="platform-api.postman_collection.json"',
        )
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(body)
    },
  )

  app.get(
    '/v0/platform-api/metadata.json',
    {
      schema: {
        tags: ['site'],
        operationId: 'getPlatformApiVersions',
        summary: "This document's versions, as the docs viewer reads an API's",
        response: {
          200: json('The one version of this API', VersionMetadataSchema),
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      const path = `${apiPrefix}${OPENAPI_PATHS.json}`
      return {
        meta: {
          versions: [
            {
              version: 'v0',
              status: 'Current Version',
              label: 'v0 (current)',
              internal_only: true,
              path,
              sf_path: path,
            },
          ],
        },
      }
    },
  )
}
