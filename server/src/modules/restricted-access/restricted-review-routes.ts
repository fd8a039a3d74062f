import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CheckRequestSchema } from '@portal/schema/production-review'
import {
  RestrictedAccessCheckParamsSchema,
  RestrictedAccessDetailSchema,
  RestrictedAccessParamsSchema,
  RestrictedAccessQueueQuerySchema,
  RestrictedAccessQueueSchema,
  RestrictedAccessTransitionSchema,
} from '@portal/schema/restricted-access'
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
import type { RestrictedAccessService } from './restricted-access-service.ts'

/** What the console's restricted-access routes need. */
export interface RestrictedReviewRouteOptions {
  service: RestrictedAccessService
  requireStaff: RequireStaff
}

const BASE = '/v0/console/restricted-access-requests'

const actorOf = (request: FastifyRequest) => ({
  staffId: staffOf(request).id,
  audit: auditFrom(request),
})

/**
 * The reviewer's side (R-RESTRICTED-REVIEW): reviewers only, checked on the server for every call;
 * unsafe calls pass the CSRF check; every change writes its audit row in its transaction.
 */
export const restrictedReviewRoutes: FastifyPluginAsyncZod<
  RestrictedReviewRouteOptions
> = async (app, { service, requireStaff }) => {
  const reviewer = requireStaff('reviewer')
  const tags = CONSOLE_TAGS

  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listRestrictedAccessRequests',
        summary:
          'The queue of restricted sandbox access requests, oldest first',
        querystring: RestrictedAccessQueueQuerySchema,
        response: {
          200: json('The queue', RestrictedAccessQueueSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: reviewer,
    },
    async (request) => service.queue(request.query.status),
  )

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'getRestrictedAccessRequest',
        summary: 'A restricted access request, its checklist and timeline',
        params: RestrictedAccessParamsSchema,
        response: {
          200: json('The request', RestrictedAccessDetailSchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: reviewer,
    },
    async (request) => service.detail(request.params.id),
  )

  app.put(
    `${BASE}/:id/checks/:check`,
    {
      schema: {
        tags,
        operationId: 'markRestrictedAccessCheck',
        summary: 'Mark one check of the request’s checklist (409 once decided)',
        params: RestrictedAccessCheckParamsSchema,
        body: CheckRequestSchema,
        response: {
          200: json(
            'The request, with the check marked',
            RestrictedAccessDetailSchema,
          ),
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
        operationId: 'transitionRestrictedAccessRequest',
        summary: 'Grant, deny or revoke the access (409 when not allowed)',
        params: RestrictedAccessParamsSchema,
        body: RestrictedAccessTransitionSchema,
        response: {
          200: json(
            'The request in its new status',
            RestrictedAccessDetailSchema,
          ),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: reviewer,
    },
    async (request) =>
      service.transition(request.params.id, request.body, actorOf(request)),
  )
}
