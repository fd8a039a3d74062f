import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ApiEntryDetailSchema,
  ApiEntryHistorySchema,
  ApiEntryInputSchema,
  ApiEntryListQuerySchema,
  ApiEntryListSchema,
  ApiEntryParamsSchema,
  ApiEntryPreviewSchema,
  ApiEntryVersionParamsSchema,
  MarkdownPreviewRequestSchema,
  MarkdownPreviewSchema,
} from '@portal/schema/api-entry'
import {
  errorResponses,
  json,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import {
  auditFrom,
  CONSOLE_TAGS,
  staffOf,
  type RequireStaff,
} from '../staff-auth/index.ts'
import type { ApiEntryService, EntryActor } from './api-entry-service.ts'

/** What the API entry routes need. */
export interface ApiEntryRouteOptions {
  service: ApiEntryService
  requireStaff: RequireStaff
  limits: RateLimits
}

const BASE = '/v0/console/api-entries'

const actorOf = (request: FastifyRequest): EntryActor => {
  const staff = staffOf(request)
  return {
    staff: { id: staff.id, email: staff.email },
    audit: auditFrom(request),
  }
}

/**
 * The console's API entries (R-ENTRY-*): publishers only, checked on the server for every call;
 * unsafe calls pass the CSRF check; every change is a version and an audit row.
 */
export const apiEntryRoutes: FastifyPluginAsyncZod<
  ApiEntryRouteOptions
> = async (app, { service, requireStaff, limits }) => {
  const publisher = requireStaff('publisher')
  const tags = CONSOLE_TAGS
  const write = { rateLimit: writeLimit(limits) }

  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listApiEntries',
        summary: 'Every API’s catalogue entry, searchable (publisher)',
        querystring: ApiEntryListQuerySchema,
        response: {
          200: json('The entries and the categories', ApiEntryListSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.list(request.query.q),
  )

  app.post(
    BASE,
    {
      schema: {
        tags,
        operationId: 'createApiEntry',
        summary: 'Publish a new API’s catalogue entry (publisher)',
        body: ApiEntryInputSchema,
        response: {
          201: json('Published: the entry, version 1', ApiEntryDetailSchema),
          ...postErrorResponses(401, 409),
        },
      },
      preHandler: publisher,
      config: write,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(request.body, actorOf(request))),
  )

  app.post(
    `${BASE}/preview`,
    {
      schema: {
        tags,
        operationId: 'previewApiEntry',
        summary:
          'The public pages of an entry, rendered, before publishing (publisher)',
        body: ApiEntryInputSchema,
        response: {
          200: json(
            'The public entry and its rendered pages',
            ApiEntryPreviewSchema,
          ),
          ...postErrorResponses(401),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.preview(request.body),
  )

  app.post(
    `${BASE}/markdown-preview`,
    {
      schema: {
        tags,
        operationId: 'previewApiEntryMarkdown',
        summary:
          'One markdown text, rendered as the public pages render it (publisher)',
        body: MarkdownPreviewRequestSchema,
        response: {
          200: json('The sanitized markdown tree', MarkdownPreviewSchema),
          ...postErrorResponses(401),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.markdownPreview(request.body.markdown),
  )

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'getApiEntry',
        summary: 'One API’s catalogue entry and its version (publisher)',
        params: ApiEntryParamsSchema,
        response: {
          200: json('The entry', ApiEntryDetailSchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.detail(request.params.id),
  )

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'changeApiEntry',
        summary:
          'Change an API’s catalogue entry: live at once, a new version (publisher)',
        params: ApiEntryParamsSchema,
        body: ApiEntryInputSchema,
        response: {
          200: json('The entry as it is now', ApiEntryDetailSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: publisher,
      config: write,
    },
    async (request) =>
      service.edit(request.params.id, request.body, actorOf(request)),
  )

  app.get(
    `${BASE}/:id/versions`,
    {
      schema: {
        tags,
        operationId: 'listApiEntryVersions',
        summary:
          'Every version of an entry: who, when, before and after (publisher)',
        params: ApiEntryParamsSchema,
        response: {
          200: json('The versions, newest first', ApiEntryHistorySchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.history(request.params.id),
  )

  app.post(
    `${BASE}/:id/versions/:version/revert`,
    {
      schema: {
        tags,
        operationId: 'revertApiEntry',
        summary: 'Put a version’s entry back, as a new version (publisher)',
        params: ApiEntryVersionParamsSchema,
        response: {
          200: json('The entry as it is now', ApiEntryDetailSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: publisher,
      config: write,
    },
    async (request) =>
      service.revert(
        request.params.id,
        request.params.version,
        actorOf(request),
      ),
  )
}
