import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffMeSchema, type StaffMe } from '@portal/schema/staff'
import { errorResponses, json } from '../../plugins/openapi-responses.ts'
import { CONSOLE_TAGS } from './console-schema-tags.ts'
import { staffOf, type RequireStaff } from './require-staff.ts'

/** What the session route needs. */
export interface SessionRouteOptions {
  requireStaff: RequireStaff
}

/** GET …/v0/console/session: who is signed in (401 when nobody is). */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (
  app,
  { requireStaff },
) => {
  app.get(
    '/v0/console/session',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'getStaffSession',
        summary: 'The signed-in staff member',
        response: {
          200: json('The signed-in staff member and roles', StaffMeSchema),
          ...errorResponses(401),
        },
      },
      preHandler: requireStaff(),
    },
    async (request): Promise<StaffMe> => {
      const staff = staffOf(request)
      return {
        id: staff.id,
        email: staff.email,
        name: staff.name,
        roles: staff.roles,
        expiresAt: staff.expiresAt.toISOString(),
      }
    },
  )
}
