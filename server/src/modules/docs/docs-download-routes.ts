import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import YAML from 'yaml'
import { NotFoundError } from '../../errors.ts'
import { sendRevalidated } from '../../conditional-get.ts'
import {
  ANY_OBJECT,
  errorResponses,
  json,
  NOT_MODIFIED,
} from '../../plugins/openapi-responses.ts'
import { CONTENT_TYPES, SpecParams, specContent } from './docs-routes.ts'
import {
  baseUrlOf,
  sandboxEnvironment,
  toPostmanCollection,
} from './postman.ts'
import type { ServedSpec, ServedSpecs } from './served-specs.ts'

// A name safe in a Content-Disposition header and on any file system.
const safe = (text: string) => text.replaceAll(/[^A-Za-z0-9._-]+/g, '-')

/** A download, revalidated on every use: a publication changes it (R-CACHE-REVALIDATE). */
function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { name: string; contentType: string; body: string },
): FastifyReply {
  reply.header(
    'content-disposition',
    `attachment; filename="${safe(file.name)}"`,
  )
  return sendRevalidated(request, reply, file.body, {
    contentType: file.contentType,
  })
}

/** The spec in the other format: YAML from JSON, pretty JSON from YAML; null when it cannot be read. */
function specAs(spec: ServedSpec, format: 'json' | 'yaml'): string | null {
  if (spec.format === format) return spec.text
  if (!spec.document) return null
  return format === 'json'
    ? JSON.stringify(spec.document, null, 2)
    : YAML.stringify(spec.document)
}

/**
 * Downloads of a version's documents (R-DOCS-DOWNLOADS): the spec as JSON and as YAML, whatever
 * format it is stored in, and a Postman collection with an environment for the sandbox, each as an
 * attachment.
 */
export const docsDownloadRoutes: FastifyPluginAsyncZod<{
  specs: ServedSpecs
}> = async (app, { specs }) => {
  const served = async (urlFragment: string, version: string) => {
    const spec = await specs.get(urlFragment, version)
    if (!spec) throw new NotFoundError()
    return spec
  }

  for (const format of ['json', 'yaml'] as const) {
    app.get(
      `/v0/docs/:urlFragment/:version/download/openapi.${format}`,
      {
        schema: {
          tags: ['docs'],
          operationId: `downloadSpec${format === 'json' ? 'Json' : 'Yaml'}`,
          summary: `Download a version's OpenAPI document as ${format.toUpperCase()}`,
          params: SpecParams,
          response: {
            200: {
              description: 'The OpenAPI document, as an attachment',
              content: specContent(format),
            },
            304: NOT_MODIFIED,
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { urlFragment, version } = request.params
        const text = specAs(await served(urlFragment, version), format)
        if (text === null) throw new NotFoundError()
        return sendAttachment(request, reply, {
          name: `${urlFragment}-${version}.openapi.${format}`,
          contentType: CONTENT_TYPES[format],
          body: text,
        })
      },
    )
  }

  // Converting takes a second or two on a big spec: once per served text.
  const collections = new Map<string, Promise<Record<string, unknown>>>()
  app.get(
    '/v0/docs/:urlFragment/:version/postman-collection.json',
    {
      schema: {
        tags: ['docs'],
        operationId: 'downloadPostmanCollection',
        summary:
          "A version's Postman collection (v2.1), its auth read from the apikey or token variable",
        params: SpecParams,
        response: {
          200: json('The collection, as an attachment', ANY_OBJECT),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { urlFragment, version } = request.params
      const spec = await served(urlFragment, version)
      let collection = collections.get(spec.text)
      if (!collection) {
        collection = toPostmanCollection(spec.text)
        if (collections.size > 50) collections.clear()
        collections.set(spec.text, collection)
      }
      const body = await collection.catch((error: unknown) => {
        collections.delete(spec.text)
        request.log.warn({ err: error }, 'Postman conversion failed')
        throw new NotFoundError('This document cannot be converted')
      })
      return sendAttachment(request, reply, {
        name: `${urlFragment}-${version}.postman_collection.json`,
        contentType: CONTENT_TYPES.json,
        body: JSON.stringify(body),
      })
    },
  )

  app.get(
    '/v0/docs/:urlFragment/:version/postman-environment.json',
    {
      schema: {
        tags: ['docs'],
        operationId: 'downloadPostmanEnvironment',
        summary:
          'A Postman environment for the sandbox: its base URL, and the apikey and token to fill in',
        params: SpecParams,
        response: {
          200: json('The environment, as an attachment', ANY_OBJECT),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { urlFragment, version } = request.params
      const spec = await served(urlFragment, version)
      const baseUrl = spec.document ? baseUrlOf(spec.document) : null
      if (!baseUrl) throw new NotFoundError()
      const title =
        (spec.document?.info as { title?: string } | undefined)?.title ??
        urlFragment
      return sendAttachment(request, reply, {
        name: `${urlFragment}-sandbox.postman_environment.json`,
        contentType: CONTENT_TYPES.json,
        body: JSON.stringify(sandboxEnvironment(`${title} sandbox`, baseUrl)),
      })
    },
  )
}
