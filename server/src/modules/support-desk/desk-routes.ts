import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SupportAssignSchema,
  SupportAssigneesSchema,
  SupportDeskRequestSchema,
  SupportHandOffSchema,
  SupportNoteSchema,
  SupportQueueQuerySchema,
  SupportQueueSchema,
  SupportReplySchema,
  SupportRequestParamsSchema,
  SupportTransitionSchema,
} from '@portal/schema/support-desk'
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
import type { DeskActor, DeskService } from './desk-service.ts'

/** What the support desk's routes need. */
export interface DeskRouteOptions {
  service: DeskService
  requireStaff: RequireStaff
}

const BASE = '/v0/console/support-requests'

const actorOf = (request: FastifyRequest): DeskActor => {
  const staff = staffOf(request)
  return { id: staff.id, roles: staff.roles, audit: auditFrom(request) }
}

/**
 * The console's support desk (R-SUPPORT-DESK-*): the contact form's requests for the support role;
 * publishers see, note and close the publishing requests handed to them. Roles are checked on the
 * server for every call; unsafe calls pass the CSRF check; every change writes the audit trail.
 */
export const deskRoutes: FastifyPluginAsyncZod<DeskRouteOptions> = async (
  app,
  { service, requireStaff },
) => {
  const support = requireStaff('support')
  // The service narrows a publisher to the requests handed to publishing (others: 404).
  const supportOrPublisher = requireStaff('support', 'publisher')
  const tags = CONSOLE_TAGS
  const request200 = (description: string) => ({
    200: json(description, SupportDeskRequestSchema),
  })

  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listSupportRequests',
        summary: 'The queue of contact-form requests',
        querystring: SupportQueueQuerySchema,
        response: {
          200: json('One page of the queue', SupportQueueSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: supportOrPublisher,
    },
    async (request) => service.queue(request.query, actorOf(request)),
  )

  app.get(
    `${BASE}/assignees`,
    {
      schema: {
        tags,
        operationId: 'listSupportAssignees',
        summary: 'The support staff a request may be assigned to',
        response: {
          200: json('The active support staff', SupportAssigneesSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: support,
    },
    async () => service.supportStaff(),
  )

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        operationId: 'getSupportRequest',
        summary: 'A contact-form request as sent, with its timeline',
        params: SupportRequestParamsSchema,
        response: {
          ...request200('The request'),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: supportOrPublisher,
    },
    async (request) => service.detail(request.params.id, actorOf(request)),
  )

  app.post(
    `${BASE}/:id/assign`,
    {
      schema: {
        tags,
        operationId: 'assignSupportRequest',
        summary:
          'Assign the request to oneself, another support staff member, or nobody',
        params: SupportRequestParamsSchema,
        body: SupportAssignSchema,
        response: {
          ...request200('The request, assigned'),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: support,
    },
    async (request) =>
      service.assign(request.params.id, request.body.to, actorOf(request)),
  )

  app.post(
    `${BASE}/:id/notes`,
    {
      schema: {
        tags,
        operationId: 'addSupportRequestNote',
        summary: 'Add an internal note',
        params: SupportRequestParamsSchema,
        body: SupportNoteSchema,
        response: {
          ...request200('The request, with the note'),
          ...postErrorResponses(401, 404),
        },
      },
      preHandler: supportOrPublisher,
    },
    async (request) =>
      service.addNote(request.params.id, request.body.note, actorOf(request)),
  )

  app.post(
    `${BASE}/:id/replies`,
    {
      schema: {
        tags,
        operationId: 'replyToSupportRequest',
        summary:
          'Email a reply to the requester with the reference; the request waits on them (409 when closed)',
        params: SupportRequestParamsSchema,
        body: SupportReplySchema,
        response: {
          ...request200('The request, waiting on the requester'),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: support,
    },
    async (request) =>
      service.reply(request.params.id, request.body.reply, actorOf(request)),
  )

  app.post(
    `${BASE}/:id/transitions`,
    {
      schema: {
        tags,
        operationId: 'transitionSupportRequest',
        summary: 'Open, close or reopen the request (409 when not allowed)',
        params: SupportRequestParamsSchema,
        body: SupportTransitionSchema,
        response: {
          ...request200('The request in its new status'),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: supportOrPublisher,
    },
    async (request) =>
      service.transition(request.params.id, request.body, actorOf(request)),
  )

  app.post(
    `${BASE}/:id/hand-off`,
    {
      schema: {
        tags,
        operationId: 'handOffSupportRequest',
        summary:
          'Hand a publishing request to the publisher role (409 for another type, twice, or closed)',
        params: SupportRequestParamsSchema,
        body: SupportHandOffSchema,
        response: {
          ...request200('The request, with the publishers'),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: support,
    },
    async (request) =>
      service.handOff(
        request.params.id,
        request.body.handOffNote,
        actorOf(request),
      ),
  )
}
