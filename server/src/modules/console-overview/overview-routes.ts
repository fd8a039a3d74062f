import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ConsoleOverviewSchema } from '@portal/schema/console-overview'
import { errorResponses, json } from '../../plugins/openapi-responses.ts'
import { CONSOLE_TAGS, type RequireStaff } from '../staff-auth/index.ts'
import type { OverviewService } from './overview-service.ts'

/** What the overview's route needs. */
export interface OverviewRouteOptions {
  service: OverviewService
  requireStaff: RequireStaff
}

/**
 * `GET /v0/console/overview` (R-OVERVIEW-FIGURES): the figures of the department's work, for the
 * staff who do it or lead it — reviewers, support and admins (checked on the server).
 */
export const overviewRoutes: FastifyPluginAsyncZod<
  OverviewRouteOptions
> = async (app, { service, requireStaff }) => {
  app.get(
    '/v0/console/overview',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'getConsoleOverview',
        summary:
          'Open requests per status, overdue reviews, median review and decision times, requests per week',
        response: {
          200: json('The overview’s figures', ConsoleOverviewSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: requireStaff('reviewer', 'support', 'admin'),
    },
    async () => service.overview(),
  )
}
