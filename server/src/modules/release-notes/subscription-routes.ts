import formbody from '@fastify/formbody'
import type {
  FastifyPluginAsyncZod,
  ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  OneClickUnsubscribeSchema,
  ReleaseNotesSubscribeRequestSchema,
  ReleaseNotesSubscribeResponseSchema,
  SubscriptionLinkSchema,
  SubscriptionStateSchema,
  type ReleaseNotesSubscribeRequest,
} from '@portal/schema/release-notes-subscription'
import { RELEASE_NOTES_MESSAGES } from '@portal/schema/release-notes-texts'
import { rejectFilledHoneypot } from '../../plugins/honeypot.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import {
  errorResponses,
  json,
  postErrorResponses,
  redirect,
} from '../../plugins/openapi-responses.ts'
import type { SubscriptionService } from './subscription-service.ts'

const TAGS = ['release notes']
const BASE = '/v0/release-notes/subscriptions'

/** The signed pair in the one-click address (RFC 8058 puts everything in the URI). */
const OneClickParamsSchema = z.object({
  subscriptionId: z.uuid(),
  hash: z.string().min(1).max(200),
})

/** What the subscription routes need. */
export interface SubscriptionRouteOptions {
  service: SubscriptionService
  limits: RateLimits
}

/**
 * The release-note subscriptions (R-NOTES-*): subscribe (CSRF, write limit and per-address limit,
 * honeypot), confirm (the emailed link's pair, CSRF) and the one-click unsubscribe address of
 * RFC 8058, which mail clients post to without any cookie, so it takes no CSRF pair: its signed
 * pair is its authority, and all it can do is stop mail.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<
  SubscriptionRouteOptions
> = async (app, { service, limits }) => {
  const write = { rateLimit: writeLimit(limits) }

  // The links' pairs are in these answers' addresses: never stored, never sent on as a referrer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })

  app.post(
    BASE,
    {
      schema: {
        tags: TAGS,
        operationId: 'subscribeToReleaseNotes',
        summary:
          'Subscribe an address to one API’s release notes or to every API’s (double opt-in: a confirmation email)',
        body: ReleaseNotesSubscribeRequestSchema,
        response: {
          202: json(
            'Accepted: a confirmation email is on its way unless the address is already subscribed (the answer is the same)',
            ReleaseNotesSubscribeResponseSchema,
          ),
          ...postErrorResponses(404),
        },
      },
      config: write,
      preHandler: perEmailLimit<ReleaseNotesSubscribeRequest>(app, {
        name: 'release-notes',
        perHour: limits.emailPerHour,
        emailOf: (body) => body.email,
      }),
    },
    async (request, reply) => {
      rejectFilledHoneypot(request.body.faxNumber)
      await service.subscribe(request.body)
      return reply
        .code(202)
        .send({ message: RELEASE_NOTES_MESSAGES.subscribed })
    },
  )

  app.post(
    `${BASE}/confirm`,
    {
      schema: {
        tags: TAGS,
        operationId: 'confirmReleaseNotesSubscription',
        summary: 'Confirm a subscription with the emailed link’s pair',
        body: SubscriptionLinkSchema,
        response: {
          200: json('The subscription is confirmed', SubscriptionStateSchema),
          ...postErrorResponses(),
        },
      },
      config: write,
    },
    async (request) => service.confirm(request.body),
  )

  // R-FORM-BODY-SCOPE: mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058 section
  // 3.2), so this one route, in a context of its own, reads form bodies as well as JSON; every
  // other route of the API takes JSON only, as the document says.
  await app.register(async (context) => {
    await context.register(formbody, { bodyLimit: 1024 })
    const oneClick = context.withTypeProvider<ZodTypeProvider>()
    oneClick.post(
      `${BASE}/:subscriptionId/:hash/unsubscribe`,
      {
        schema: {
          tags: TAGS,
          operationId: 'unsubscribeFromReleaseNotes',
          summary:
            'One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every release-note email, posted by mail clients and by the unsubscribe page; no CSRF pair',
          description:
            'Exempt from the CSRF pair: mail clients post without cookies (RFC 8058). The signed pair in the address is the authority, and all the post can do is stop mail. Takes the RFC 8058 form body or the same as JSON.',
          params: OneClickParamsSchema,
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          body: OneClickUnsubscribeSchema,
          response: {
            200: json('The subscription has ended', SubscriptionStateSchema),
            ...postErrorResponses(),
          },
        },
        config: { ...write, csrf: false },
      },
      async (request) =>
        service.unsubscribe({
          subscriptionId: request.params.subscriptionId,
          hash: request.params.hash,
        }),
    )
  })

  app.get(
    `${BASE}/:subscriptionId/:hash/unsubscribe`,
    {
      schema: {
        tags: TAGS,
        operationId: 'showUnsubscribePage',
        summary:
          'The List-Unsubscribe address opened in a browser: 303 to the page that asks before unsubscribing (a GET never unsubscribes)',
        params: OneClickParamsSchema,
        response: {
          303: redirect('To the unsubscribe page'),
          ...errorResponses(),
        },
      },
      config: write,
    },
    async (request, reply) =>
      reply.redirect(
        `/subscriptions/release-notes/unsubscribe/${request.params.subscriptionId}/${encodeURIComponent(request.params.hash)}`,
        303,
      ),
  )
}
