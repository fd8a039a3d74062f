import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '@portal/schema/api-error'

/** The document's tags, in the order the docs page lists them (R-PLATFORM-OPENAPI). */
export const PLATFORM_API_TAGS = [
  {
    name: 'catalogue',
    description: 'The API catalogue and its rendered content',
  },
  {
    name: 'docs',
    description:
      'Versions, OpenAPI documents, downloads and Postman collections of the APIs',
  },
  { name: 'sandbox signup', description: 'Sandbox credentials, shown once' },
  {
    name: 'credential care',
    description: 'The "Your sandbox credentials" page: rotate, revoke, usage',
  },
  { name: 'test data', description: "An API's sandbox test users" },
  {
    name: 'production requests',
    description: 'Production access applications and their logos',
  },
  { name: 'support', description: 'Contact requests' },
  {
    name: 'release notes',
    description:
      'Email subscriptions to release notes: double opt-in, one-click unsubscribe (RFC 8058)',
  },
  { name: 'console', description: 'The staff console' },
  {
    name: 'site',
    description:
      'Site configuration, news, health probes, browser error reports, this document',
  },
  {
    name: 'development',
    description: 'Local and test-only routes, never on in production',
  },
] as const

const INTRO = `The portal's own API: what its web app calls. Generated from the routes' Zod schemas
(the same schemas the web app validates with), so it cannot drift from the server.

Every error answer is \`{"errors": ["…"]}\`, with \`fieldErrors\` keyed by dotted field path for a
request that fails validation (400). Posts need the CSRF double-submit pair: a \`CSRF-TOKEN\`
cookie and the same value in the \`X-CSRF-Token\` header. Reads are limited per address, posts
more tightly; every answer carries the \`RateLimit-*\` headers.`

/**
 * Registers @fastify/swagger so that every route registered after it is in the OpenAPI 3.1
 * document `app.swagger()` returns (served by the platform-api module): the routes under the API
 * prefix, with their Zod schemas turned into JSON Schema by the Zod type provider's transforms.
 * Everything else the server answers (the pages, the sandbox gateway, the sitemap) is left out.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { apiPrefix, publicOrigin }: { apiPrefix: string; publicOrigin: string },
): Promise<void> {
  // A named schema becomes a component, referenced from every route that answers it. Zod's global
  // registry, so that `.describe()` texts reach the document too; one id per process.
  if (!z.globalRegistry.has(ApiErrorSchema))
    z.globalRegistry.add(ApiErrorSchema, { id: 'ApiError' })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'VA API Platform portal API',
        version: 'v0',
        description: INTRO,
      },
      servers: [{ url: publicOrigin }],
      tags: PLATFORM_API_TAGS.map((tag) => ({ ...tag })),
    },
    transform: (route) =>
      route.url.startsWith(`${apiPrefix}/`)
        ? jsonSchemaTransform(route)
        : { schema: { hide: true }, url: route.url },
    transformObject: jsonSchemaTransformObject,
  })
}
