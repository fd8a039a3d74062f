import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ConsoleTestUsersSchema,
  TestUserHistorySchema,
  TestUserInputSchema,
  TestUserParamsSchema,
  TestUsersParamsSchema,
} from '@portal/schema/console-test-users'
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
import type { TestUserActor, TestUserService } from './test-user-service.ts'

/** What the test-user routes need. */
export interface TestUserRouteOptions {
  service: TestUserService
  requireStaff: RequireStaff
  limits: RateLimits
}

const BASE = '/v0/console/api-entries/:id/test-users'

const actorOf = (request: FastifyRequest): TestUserActor => {
  const staff = staffOf(request)
  return {
    staff: { id: staff.id, email: staff.email },
    audit: auditFrom(request),
  }
}

/**
 * An API's sandbox test users in the console (R-TEST-USERS-*): publishers only, checked on the
 * server for every call; unsafe calls pass the CSRF check; every change is a version and an audit
 * row.
 */
export const testUserRoutes: FastifyPluginAsyncZod<
  TestUserRouteOptions
> = async (app, { service, requireStaff, limits }) => {
  const publisher = requireStaff('publisher')
  const tags = CONSOLE_TAGS
  const write = { rateLimit: writeLimit(limits) }
  const answer = json(
    'The API’s console test users as they are now',
    ConsoleTestUsersSchema,
  )

  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listApiTestUsers',
        summary: 'An API’s sandbox test users made in the console (publisher)',
        params: TestUsersParamsSchema,
        response: { 200: answer, ...errorResponses(401, 403, 404) },
      },
      preHandler: publisher,
    },
    async (request) => service.list(request.params.id),
  )

  app.post(
    BASE,
    {
      schema: {
        tags,
        operationId: 'addApiTestUser',
        summary:
          'Add a sandbox test user: it signs in at once, on every instance (publisher)',
        params: TestUsersParamsSchema,
        body: TestUserInputSchema,
        response: { 201: answer, ...postErrorResponses(401, 404, 409) },
      },
      preHandler: publisher,
      config: write,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.add(request.params.id, request.body, actorOf(request)),
        ),
  )

  app.put(
    `${BASE}/:userId`,
    {
      schema: {
        tags,
        operationId: 'changeApiTestUser',
        summary: 'Change a sandbox test user, keeping its id (publisher)',
        params: TestUserParamsSchema,
        body: TestUserInputSchema,
        response: { 200: answer, ...postErrorResponses(401, 404, 409) },
      },
      preHandler: publisher,
      config: write,
    },
    async (request) =>
      service.edit(
        request.params.id,
        request.params.userId,
        request.body,
        actorOf(request),
      ),
  )

  app.delete(
    `${BASE}/:userId`,
    {
      schema: {
        tags,
        operationId: 'removeApiTestUser',
        summary:
          'Remove a sandbox test user: it no longer signs in, on any instance (publisher)',
        params: TestUserParamsSchema,
        response: { 200: answer, ...postErrorResponses(401, 404) },
      },
      preHandler: publisher,
      config: write,
    },
    async (request) =>
      service.remove(
        request.params.id,
        request.params.userId,
        actorOf(request),
      ),
  )

  app.get(
    `${BASE}/versions`,
    {
      schema: {
        tags,
        operationId: 'listApiTestUserVersions',
        summary:
          'Every version of an API’s console test users: who, when, before and after (publisher)',
        params: TestUsersParamsSchema,
        response: {
          200: json('The versions, newest first', TestUserHistorySchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: publisher,
    },
    async (request) => service.history(request.params.id),
  )
}
