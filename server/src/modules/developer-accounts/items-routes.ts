import type { preHandlerAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountClaimResultSchema,
  AccountClaimSchema,
  AccountItemsSchema,
  AccountSubscribeSchema,
} from '@portal/schema/developer-accounts'
import {
  errorResponses,
  json,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import { ACCOUNT_TAGS } from './account-tags.ts'
import type { ItemsService } from './items-service.ts'
import { accountOf } from './require-account.ts'

/** What the items routes need. */
export interface ItemsRouteOptions {
  service: ItemsService
  limits: RateLimits
  requireAccount: preHandlerAsyncHookHandler
}

/**
 * What an account owns (R-ACCOUNT-ITEMS), "Add to my account" (R-ACCOUNT-CLAIM) and the release-note
 * subscriptions of its address (R-ACCOUNT-SUBSCRIPTIONS).
 */
export const itemsRoutes: FastifyPluginAsyncZod<ItemsRouteOptions> = async (
  app,
  { service, limits, requireAccount },
) => {
  const write = { rateLimit: writeLimit(limits) }

  app.get(
    '/v0/account/items',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'listAccountItems',
        summary:
          'Everything the account owns: sandbox signups and their credentials (never secrets), production requests, release-note subscriptions',
        response: {
          200: json('The account’s items', AccountItemsSchema),
          ...errorResponses(401),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => service.itemsOf(accountOf(request)),
  )

  app.post(
    '/v0/account/claims',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'claimAccountItem',
        summary:
          'Add to my account: a signup or production request, by the signed pair of its emailed link',
        body: AccountClaimSchema,
        response: {
          200: json('It was already in the account', AccountClaimResultSchema),
          201: json('It is in the account now', AccountClaimResultSchema),
          ...postErrorResponses(401, 409),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      const result = await service.claim(accountOf(request), request.body)
      return reply
        .code(result.created ? 201 : 200)
        .send({ message: result.message })
    },
  )

  app.post(
    '/v0/account/subscriptions',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'subscribeAccountToReleaseNotes',
        summary:
          'Subscribe the account’s proven address to one API’s release notes or every API’s (confirmed at once)',
        body: AccountSubscribeSchema,
        response: {
          204: NO_CONTENT,
          ...postErrorResponses(401, 404),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.subscribe(accountOf(request), request.body.urlSlug)
      return reply.code(204).send()
    },
  )

  app.delete(
    '/v0/account/subscriptions/:id',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'unsubscribeAccountFromReleaseNotes',
        summary: 'End one release-note subscription of the account’s address',
        params: z.object({ id: z.string().max(100) }),
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.unsubscribe(accountOf(request), request.params.id)
      return reply.code(204).send()
    },
  )
}
