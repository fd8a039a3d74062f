import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ApiSpecsParamsSchema,
  ApiSpecsSchema,
  MAX_SPEC_BYTES,
  PublishSpecSchema,
  SPEC_MESSAGES,
  SpecCheckSchema,
  SpecDocumentSchema,
} from '@portal/schema/spec-publishing'
import { HttpError } from '../../errors.ts'
import {
  errorResponses,
  json,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import {
  auditFrom,
  CONSOLE_TAGS,
  type RequireStaff,
} from '../staff-auth/index.ts'
import type { PublishingService } from './publishing-service.ts'
import type { PublishingStore } from './publishing-store.ts'

/** What the console's spec routes need. */
interface SpecRouteOptions {
  service: PublishingService
  store: PublishingStore
  requireStaff: RequireStaff
}

const BASE = '/v0/console/apis/:apiId/specs'
// A document's text inside JSON grows with its escapes (quotes, newlines): room for that.
const BODY_LIMIT = MAX_SPEC_BYTES * 2 + 65_536

/**
 * A body over BODY_LIMIT is refused before the schema reads it, and Fastify's own 413 names no
 * limit: the publisher reads the document's limit instead, as a smaller oversized document gets it
 * (R-SPEC-LIMIT-REASONS). Every other error goes on to the app's error handler.
 */
function documentTooLarge(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    throw new HttpError(413, [SPEC_MESSAGES.documentTooLarge], {
      document: [SPEC_MESSAGES.documentTooLarge],
    })
  throw error
}

/** The APIs a publisher may publish a document for, with their current version. */
const ApiSpecListSchema = z.object({
  apis: z.array(
    z.object({
      id: z.string(),
      urlSlug: z.string(),
      name: z.string(),
      current: z.string().nullable(),
    }),
  ),
})

/**
 * The console's spec publishing (R-SPEC-*): publishers only, checked on the server for every
 * call; unsafe calls pass the CSRF check; publications and rollbacks write the audit trail.
 */
export const specRoutes: FastifyPluginAsyncZod<SpecRouteOptions> = async (
  app,
  { service, store, requireStaff },
) => {
  const publisher = requireStaff('publisher')
  const tags = CONSOLE_TAGS

  app.get(
    '/v0/console/api-specs',
    {
      schema: {
        tags,
        operationId: 'listApiSpecs',
        summary: 'Every API of the catalogue with its current OpenAPI version',
        response: {
          200: json('The APIs', ApiSpecListSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: publisher,
    },
    async () => ({ apis: await store.listApis() }),
  )

  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'getApiSpecs',
        summary: "An API's documented versions and its publications",
        params: ApiSpecsParamsSchema,
        response: {
          200: json('The versions and publications', ApiSpecsSchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.list(request.params.apiId),
  )

  app.post(
    `${BASE}/check`,
    {
      bodyLimit: BODY_LIMIT,
      errorHandler: documentTooLarge,
      schema: {
        tags,
        operationId: 'checkApiSpec',
        summary:
          'Validate, lint and diff an OpenAPI document against the current version, with a draft release note (nothing is stored)',
        params: ApiSpecsParamsSchema,
        body: SpecDocumentSchema,
        response: {
          200: json('What publishing it would do', SpecCheckSchema),
          ...postErrorResponses(401, 404),
        },
      },
      preHandler: publisher,
    },
    async (request) =>
      service.check(request.params.apiId, request.body.document),
  )

  app.post(
    BASE,
    {
      bodyLimit: BODY_LIMIT,
      errorHandler: documentTooLarge,
      schema: {
        tags,
        operationId: 'publishApiSpec',
        summary:
          'Publish an OpenAPI document as the current version, with its release note (a breaking change needs confirmation and a new version)',
        params: ApiSpecsParamsSchema,
        body: PublishSpecSchema,
        response: {
          201: json('Published: the versions and publications', ApiSpecsSchema),
          ...postErrorResponses(401, 404),
        },
      },
      preHandler: publisher,
    },
    async (request, reply) => {
      await service.publish(
        request.params.apiId,
        request.body,
        auditFrom(request),
      )
      return reply.code(201).send(await service.list(request.params.apiId))
    },
  )

  app.post(
    `${BASE}/rollback`,
    {
      schema: {
        tags,
        operationId: 'rollBackApiSpec',
        summary:
          "Roll the API's latest publication back (its versions become what they were)",
        params: ApiSpecsParamsSchema,
        response: {
          200: json(
            'Rolled back: the versions and publications',
            ApiSpecsSchema,
          ),
          ...postErrorResponses(401, 404),
        },
      },
      preHandler: publisher,
    },
    async (request) =>
      service.rollBack(request.params.apiId, auditFrom(request)),
  )
}
