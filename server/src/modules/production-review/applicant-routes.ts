import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AnswerRequestSchema,
  ApplicantStatusSchema,
  StatusLinkSchema,
} from '@portal/schema/production-review'
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

  app.post(
    BASE,
    {
      schema: {
        body: StatusLinkSchema,
        response: { 200: ApplicantStatusSchema },
      },
    },
    async (request) => service.status(request.body),
  )

  app.post(
    `${BASE}/answer`,
    {
      schema: {
        body: AnswerRequestSchema,
        response: { 200: ApplicantStatusSchema },
      },
      config: write,
    },
    async (request) => service.answer(request.body, request.body.answer),
  )

  app.post(
    `${BASE}/withdraw`,
    {
      schema: {
        body: StatusLinkSchema,
        response: { 200: ApplicantStatusSchema },
      },
      config: write,
    },
    async (request) => service.withdraw(request.body),
  )

  app.post(
    `${BASE}/calendar`,
    { schema: { body: StatusLinkSchema } },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="demo.ics"')
        .send(await service.calendar(request.body)),
  )
}
