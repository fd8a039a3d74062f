import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { VersionMetadata } from '@portal/schema/version-metadata'
import {
  gatewayServers,
  toGatewayUrl,
  type SpecServer,
} from '@portal/schema/sandbox-servers'
import YAML from 'yaml'
import { NotFoundError } from '../../errors.ts'
import type { DocsStore } from './docs-store.ts'
import { withSandboxOauth, type SpecDocument } from './oauth-schemes.ts'

const FragmentParams = z.object({ urlFragment: z.string().min(1).max(100) })
const SpecParams = FragmentParams.extend({
  version: z.string().min(1).max(100),
})
const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
}

// Docs change only with a re-seed: public caching with a validator, as for the catalogue.
function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  reply.header('cache-control', 'public, max-age=300').header('etag', etag)
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.type(contentType).send(body)
}

/**
 * The spec as served (R-GATEWAY-URLS): its sandbox server, and every department sandbox address in
 * it, point at this portal's gateway; its production servers stay, marked. A spec that cannot be
 * read is served as stored.
 */
function withGatewayServers(
  text: string,
  format: 'json' | 'yaml',
  sandboxBaseUrl: string,
  acgBaseAuthPath: string | null,
): string {
  try {
    const spec: unknown =
      format === 'json' ? JSON.parse(text) : YAML.parse(text)
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
      return text
    const document = spec as { servers?: SpecServer[] } & SpecDocument
    withSandboxOauth(document, sandboxBaseUrl, acgBaseAuthPath)
    if (Array.isArray(document.servers))
      document.servers = gatewayServers(document.servers, sandboxBaseUrl)
    // Examples in descriptions (a quickstart's curl line) lead to the gateway too.
    return toGatewayUrl(
      format === 'json' ? JSON.stringify(document) : YAML.stringify(document),
      sandboxBaseUrl,
    )
  } catch {
    return text
  }
}

/** GET …/v0/docs/{urlFragment}/metadata.json and …/{version}/openapi.json|yaml. */
export const docsRoutes: FastifyPluginAsyncZod<{
  store: DocsStore
  apiPrefix: string
  sandboxBaseUrl: string
}> = async (app, { store, apiPrefix, sandboxBaseUrl }) => {
  // Specs change only with a re-seed: each is rewritten once (keyed by its stored text).
  const served = new Map<string, string>()
  const serve = (
    text: string,
    format: 'json' | 'yaml',
    acgBaseAuthPath: string | null,
  ) => {
    const key = `${acgBaseAuthPath ?? ''}\n${text}`
    let body = served.get(key)
    if (body === undefined) {
      body = withGatewayServers(text, format, sandboxBaseUrl, acgBaseAuthPath)
      if (served.size > 200) served.clear()
      served.set(key, body)
    }
    return body
  }
  app.get(
    '/v0/docs/:urlFragment/metadata.json',
    { schema: { params: FragmentParams } },
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
      return sendCacheable(
        request,
        reply,
        JSON.stringify(metadata),
        CONTENT_TYPES.json,
      )
    },
  )

  for (const format of ['json', 'yaml'] as const) {
    app.get(
      `/v0/docs/:urlFragment/:version/openapi.${format}`,
      { schema: { params: SpecParams } },
      async (request, reply) => {
        const spec = await store.getSpec(
          request.params.urlFragment,
          request.params.version,
        )
        if (!spec || spec.spec_format !== format) throw new NotFoundError()
        return sendCacheable(
          request,
          reply,
          serve(spec.spec, format, spec.acgBaseAuthPath),
          CONTENT_TYPES[format],
        )
      },
    )
  }
}
