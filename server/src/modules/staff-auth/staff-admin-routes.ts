import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUDIT_PAGE_SIZE,
  AuditPageSchema,
  AuditQuerySchema,
  NewStaffSchema,
  StaffChangeSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffMemberSchema,
  STAFF_AUDIT_ACTIONS,
} from '@portal/schema/staff'
import {
  errorResponses,
  json,
  postErrorResponses,
  text,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import { auditFrom, recordAudit } from './audit-writer.ts'
import { auditCsv } from './audit-csv.ts'
import type { AuditStore } from './audit-store.ts'
import { CONSOLE_TAGS } from './console-schema-tags.ts'
import type { RequireStaff } from './require-staff.ts'
import type { StaffAdminService } from './staff-admin-service.ts'

/** What the admin routes need. */
export interface StaffAdminRouteOptions {
  service: StaffAdminService
  auditStore: AuditStore
  requireStaff: RequireStaff
  limits: RateLimits
  now: () => number
}

/** The most rows one CSV export carries; narrow the filters for more. */
const MAX_EXPORT_ROWS = 50_000

/**
 * The admin's console API (issue 28): staff and their roles, and the audit trail with its CSV
 * export. Admin only, checked here on every call whatever the web app shows.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<
  StaffAdminRouteOptions
> = async (app, { service, auditStore, requireStaff, limits, now }) => {
  const admin = requireStaff('admin')
  const write = { rateLimit: writeLimit(limits) }

  app.get(
    '/v0/console/staff',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'listStaff',
        summary: 'Every staff member (admin)',
        response: {
          200: json('The staff', StaffListSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: admin,
    },
    async () => ({ staff: await service.list() }),
  )

  app.post(
    '/v0/console/staff',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'addStaff',
        summary: 'Add a staff member (admin)',
        body: NewStaffSchema,
        response: {
          201: json('Added', StaffMemberSchema),
          ...postErrorResponses(401, 409),
        },
      },
      preHandler: admin,
      config: write,
    },
    async (request, reply) =>
      reply.code(201).send(await service.add(request.body, auditFrom(request))),
  )

  app.patch(
    '/v0/console/staff/:id',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'changeStaff',
        summary:
          'Change a staff member’s roles, deactivate or reactivate (admin)',
        params: StaffIdParamsSchema,
        body: StaffChangeSchema,
        response: {
          200: json('Changed', StaffMemberSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      preHandler: admin,
      config: write,
    },
    async (request) =>
      service.change(request.params.id, request.body, auditFrom(request)),
  )

  app.get(
    '/v0/console/audit',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'getAuditTrail',
        summary: 'The audit trail, filtered, newest first (admin)',
        querystring: AuditQuerySchema,
        response: {
          200: json('One page of the trail', AuditPageSchema),
          ...errorResponses(401, 403),
        },
      },
      preHandler: admin,
    },
    async (request) => {
      const { events, total } = await auditStore.page(
        request.query,
        AUDIT_PAGE_SIZE,
      )
      return {
        events,
        total,
        page: request.query.page,
        pageSize: AUDIT_PAGE_SIZE,
      }
    },
  )

  app.get(
    '/v0/console/audit.csv',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'exportAuditTrail',
        summary: 'The filtered audit trail as CSV (admin)',
        querystring: AuditQuerySchema,
        response: {
          200: text('The trail, as an attachment', 'text/csv'),
          ...errorResponses(401, 403),
        },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { page: _page, ...filters } = request.query
      const events = await auditStore.all(filters, MAX_EXPORT_ROWS)
      // Taking the trail away is itself an action worth keeping.
      await recordAudit(auditStore.db, {
        ...auditFrom(request),
        action: STAFF_AUDIT_ACTIONS.auditExported,
        entityType: 'audit',
        after: { filters, rows: events.length },
        at: new Date(now()),
      })
      const day = new Date(now()).toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-${day}.csv"`,
        )
        .send(auditCsv(events))
    },
  )
}
