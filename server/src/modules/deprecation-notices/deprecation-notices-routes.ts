import formbody from '@fastify/formbody'
import type {
  FastifyPluginAsyncZod,
  ZodTypeProvider,
} from 'fastify-type-provider-zod'
import {
  DeprecationNoticesParamsSchema,
  DeprecationNoticesSummarySchema,
  DeprecationOneClickSchema,
  DeprecationUnsubscribedSchema,
  DeprecationUnsubscribeParamsSchema,
} from '@portal/schema/deprecation-notices'
import {
  errorResponses,
  json,
  postErrorResponses,
  redirect,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import { CONSOLE_TAGS, type RequireStaff } from '../staff-auth/index.ts'
import type { DeprecationNoticesService } from './deprecation-notices-service.ts'

/** What the deprecation notice routes need. */
export interface DeprecationNoticesRouteOptions {
  service: DeprecationNoticesService
  requireStaff: RequireStaff
  limits: RateLimits
}

const TAGS = ['deprecation notices']
const UNSUBSCRIBE = '/v0/deprecation-notices/:noticeId/unsubscribe'

/**
 * The console's view of an API's deprecation notices (publishers), and the reminders' one-click
 * unsubscribe address (RFC 8058: mail clients post to it without cookies, so no CSRF pair; the
 * notice's unguessable id is its authority, and all it can do is stop reminders).
 */
export const deprecationNoticesRoutes: FastifyPluginAsyncZod<
  DeprecationNoticesRouteOptions
> = async (app, { service, requireStaff, limits }) => {
  const write = { rateLimit: writeLimit(limits) }

  app.get(
    '/v0/console/api-entries/:id/deprecation-notices',
    {
      schema: {
        tags: CONSOLE_TAGS,
        operationId: 'getDeprecationNotices',
        summary:
          'Who an API’s deprecation notices reach, and how many went out (publisher)',
        params: DeprecationNoticesParamsSchema,
        response: {
          200: json(
            'The audience now and the notices sent',
            DeprecationNoticesSummarySchema,
          ),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: requireStaff('publisher'),
    },
    async (request) => service.summary(request.params.id),
  )

  // The link's id is in these answers' addresses: never stored, never sent on as a referrer.
  await app.register(async (context) => {
    context.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('referrer-policy', 'no-referrer')
    })
    // R-FORM-BODY-SCOPE: mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058).
    await context.register(formbody, { bodyLimit: 1024 })
    const routes = context.withTypeProvider<ZodTypeProvider>()
    routes.post(
      UNSUBSCRIBE,
      {
        schema: {
          tags: TAGS,
          operationId: 'unsubscribeFromDeprecationReminders',
          summary:
            'One-click unsubscribe (RFC 8058) from an API’s deprecation reminders: the List-Unsubscribe address of each notice; no CSRF pair',
          description:
            'Exempt from the CSRF pair: mail clients post without cookies (RFC 8058). The notice id in the address is the authority, and all the post can do is stop reminders. Takes the RFC 8058 form body or the same as JSON.',
          params: DeprecationUnsubscribeParamsSchema,
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          body: DeprecationOneClickSchema,
          response: {
            200: json('No more reminders', DeprecationUnsubscribedSchema),
            ...postErrorResponses(404),
          },
        },
        config: { ...write, csrf: false },
      },
      async (request) => service.unsubscribe(request.params.noticeId),
    )
    routes.get(
      UNSUBSCRIBE,
      {
        schema: {
          tags: TAGS,
          operationId: 'showDeprecationUnsubscribePage',
          summary:
            'The unsubscribe address opened in a browser: 303 to the page that asks first (a GET never unsubscribes)',
          params: DeprecationUnsubscribeParamsSchema,
          response: {
            303: redirect('To the unsubscribe page'),
            ...errorResponses(),
          },
        },
        config: write,
      },
      async (request, reply) =>
        reply.redirect(
          `/deprecation-notices/unsubscribe/${request.params.noticeId}`,
          303,
        ),
    )
  })
}
