import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AnswerRequestSchema,
  ApplicantStatusSchema,
  StatusLinkSchema,
} from '@portal/schema/production-review'
import {
  json,
  postErrorResponses,
  text,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import type { ApplicantService } from './applicant-service.ts'

/** What the applicant's status routes need. */
export interface ApplicantRouteOptions {
  service: ApplicantService
  limits: RateLimits
}

const BASE = '/v0/consumers/production-requests/status'

/**
 * POST …/v0/consumers/production-requests/status/*: the applicant's status page's API
 * (R-REVIEW-LINK). Every call carries the signed pair in its body, never in an address a log
 * keeps; answers are never stored and send no referrer.
 */
export const applicantRoutes: FastifyPluginAsyncZod<
  ApplicantRouteOptions
> = async (app, { service, limits }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })
  const write = { rateLimit: writeLimit(limits) }
  const tags = ['production requests']

  app.post(
    BASE,
    {
      schema: {
        tags,
        operationId: 'readProductionRequestStatus',
        summary: 'The status of one’s production request, by its signed link',
        body: StatusLinkSchema,
        response: {
          200: json('The status', ApplicantStatusSchema),
          ...postErrorResponses(),
        },
      },
    },
    async (request) => service.status(request.body),
  )

  app.post(
    `${BASE}/answer`,
    {
      schema: {
        tags,
        operationId: 'answerProductionRequest',
        summary: 'Answer the reviewers’ request for changes',
        body: AnswerRequestSchema,
        response: {
          200: json('The status, answered', ApplicantStatusSchema),
          ...postErrorResponses(409),
        },
      },
      config: write,
    },
    async (request) => service.answer(request.body, request.body.answer),
  )

  app.post(
    `${BASE}/withdraw`,
    {
      schema: {
        tags,
        operationId: 'withdrawProductionRequest',
        summary: 'Withdraw one’s production request',
        body: StatusLinkSchema,
        response: {
          200: json('The status, withdrawn', ApplicantStatusSchema),
          ...postErrorResponses(409),
        },
      },
      config: write,
    },
    async (request) => service.withdraw(request.body),
  )

  app.post(
    `${BASE}/calendar`,
    {
      schema: {
        tags,
        operationId: 'getProductionRequestDemoCalendar',
        summary: 'The scheduled demo as a calendar file (.ics)',
        body: StatusLinkSchema,
        response: {
          200: text('The demo, as an attachment', 'text/calendar'),
          ...postErrorResponses(404),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="demo.ics"')
        .send(await service.calendar(request.body)),
  )
}
