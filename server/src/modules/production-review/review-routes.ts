import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AssignRequestSchema,
  CheckParamsSchema,
  CheckRequestSchema,
  NoteRequestSchema,
  RequestParamsSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewRequestSchema,
  SandboxUsageSchema,
  TransitionRequestSchema,
} from '@portal/schema/production-review'
import {
  errorResponses,
  json,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import {
  auditFrom,
  CONSOLE_TAGS,
  staffOf,
  type RequireStaff,
} from '../staff-auth/index.ts'
import type { ReviewService, StaffActor } from './review-service.ts'

/** What the console's review routes need. */
export interface ReviewRouteOptions {
  service: ReviewService
  requireStaff: RequireStaff
}

const BASE = '/v0/console/production-requests'

const actorOf = (request: FastifyRequest): StaffActor => ({
  id: staffOf(request).id,
  audit: auditFrom(request),
})

/**
 * The console's production-access review (R-REVIEW-*): reviewers only, checked on the server for
 * every call; unsafe calls pass the CSRF check; every change writes the audit trail.
 */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (
  app,
  { service, requireStaff },
) => {
  const reviewer = requireStaff('reviewer')
  const tags = CONSOLE_TAGS

  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listProductionRequests',
        summary: 'The queue of production requests',
        querystring: ReviewQueueQuerySchema,
        response: {
          200: json('One page of the queue', ReviewQueueSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: reviewer,
    },
    async (request) => service.queue(request.query, staffOf(request).id),
  )

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'getProductionRequest',
        summary: 'A production request as sent, its checklist and timeline',
        params: RequestParamsSchema,
        response: {
          200: json('The request', ReviewRequestSchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: reviewer,
    },
    async (request) => service.detail(request.params.id),
  )

  app.get(
    `${BASE}/:id/sandbox-usage`,
    {
      schema: {
        tags,
        operationId: 'getProductionRequestSandboxUsage',
        summary: 'The applicant’s sandbox calls to each requested API',
        params: RequestParamsSchema,
        response: {
          200: json('The sandbox calls by API', SandboxUsageSchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: reviewer,
    },
    async (request) => service.sandboxUsage(request.params.id),
  )

  app.post(
    `${BASE}/:id/assign`,
    {
      schema: {
        tags,
        operationId: 'assignProductionRequest',
        summary:
          'Assign the request to oneself, or to nobody (409 once it is closed)',
        params: RequestParamsSchema,
        body: AssignRequestSchema,
        response: {
          200: json('The request, assigned', ReviewRequestSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: reviewer,
    },
    async (request) =>
      service.assign(request.params.id, request.body.to, actorOf(request)),
  )

  app.post(
    `${BASE}/:id/notes`,
    {
      schema: {
        tags,
        operationId: 'addProductionRequestNote',
        summary: 'Add an internal note',
        params: RequestParamsSchema,
        body: NoteRequestSchema,
        response: {
          200: json('The request, with the note', ReviewRequestSchema),
          ...postErrorResponses(401, 404),
        },
      },
      preHandler: reviewer,
    },
    async (request) =>
      service.addNote(request.params.id, request.body.note, actorOf(request)),
  )

  app.put(
    `${BASE}/:id/checks/:check`,
    {
      schema: {
        tags,
        operationId: 'markProductionRequestCheck',
        summary: 'Mark one check of the review checklist',
        params: CheckParamsSchema,
        body: CheckRequestSchema,
        response: {
          200: json('The request, with the check marked', ReviewRequestSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: reviewer,
    },
    async (request) =>
      service.markCheck(
        request.params.id,
        request.params.check,
        request.body,
        actorOf(request),
      ),
  )

  app.post(
    `${BASE}/:id/transitions`,
    {
      schema: {
        tags,
        operationId: 'transitionProductionRequest',
        summary:
          'Move the request: review, changes, demo, approve or deny (409 when not allowed)',
        params: RequestParamsSchema,
        body: TransitionRequestSchema,
        response: {
          200: json('The request in its new status', ReviewRequestSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: reviewer,
    },
    async (request) =>
      service.transition(request.params.id, request.body, actorOf(request)),
  )
}
