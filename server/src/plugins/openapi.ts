import type { FastifyInstance, RouteOptions } from 'fastify'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '@portal/schema/api-error'
import { UNSAFE_METHODS } from './csrf.ts'

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
  {
    name: 'deprecation notices',
    description:
      'The deprecation reminders of an API: one-click unsubscribe (RFC 8058)',
  },
  {
    name: 'accounts',
    description:
      'Developer accounts: emailed proofs, passkeys, sessions, what an account owns',
  },
  {
    name: 'apps',
    description:
      'A team’s apps: their APIs, credentials, request log and production requests',
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
cookie and the same value in the \`X-CSRF-Token\` header (the \`csrfCookie\` and \`csrfHeader\`
security schemes), except where an operation's \`security\` is empty and its description says what
checks it instead. A query parameter left empty (\`?page=\`) is one not given. Reads are limited
per address, posts more tightly; every answer carries the \`RateLimit-*\` headers.`

// R-DOC-CSRF-EXEMPT: the document says which writes take the CSRF pair, from the same route option
// the CSRF check reads (`config.csrf`), so the two cannot disagree; an exempt write declares no
// security at all, and its route's description gives the reason.
function csrfSecurityOf(
  route: RouteOptions,
): Record<string, string[]>[] | undefined {
  const methods = [route.method].flat()
  if (!methods.some((method) => UNSAFE_METHODS.has(method))) return undefined
  return route.config?.csrf === false
    ? []
    : [{ csrfCookie: [], csrfHeader: [] }]
}

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
      components: {
        securitySchemes: {
          csrfCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'CSRF-TOKEN',
            description:
              'A fresh random token (16 to 256 characters), set by the client before each write',
          },
          csrfHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: 'The same token as the `CSRF-TOKEN` cookie',
          },
        },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith(`${apiPrefix}/`))
        return { schema: { hide: true }, url: input.url }
      const transformed = jsonSchemaTransform(input)
      const security = csrfSecurityOf(input.route)
      return security
        ? { ...transformed, schema: { ...transformed.schema, security } }
        : transformed
    },
    transformObject: jsonSchemaTransformObject,
  })
}
