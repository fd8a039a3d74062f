import {
  ACCOUNT_MESSAGES,
  type AccountClaim,
  type AccountItems,
} from '@portal/schema/developer-accounts'
import type { ReviewStatus } from '@portal/schema/production-review-status'
import { parseApisList } from '@portal/schema/apis-list'
import { ConflictError, ForbiddenError } from '../../errors.ts'
import type { Db } from '../../db/client.ts'
import {
  careUrl,
  isValidCareLink,
  createCareStore,
} from '../credential-care/index.ts'
import { isValidStatusLink, statusUrl } from '../production-requests/index.ts'
import type { SubscriptionService } from '../release-notes/index.ts'
import type { ItemsStore } from './items-store.ts'
import { ownedItemsOf } from './owned-items-store.ts'
import type { AccountIdentity } from './require-account.ts'

/**
 * What an account owns, in one place (R-ACCOUNT-ITEMS): its sandbox signups with their APIs and
 * credentials (never a secret) and the signed credentials page of each, its production requests
 * with their status pages, and its address's release-note subscriptions. "Add to my account"
 * claims an item by its signed link (R-ACCOUNT-CLAIM).
 */
export function createItemsService(deps: {
  db: Db
  store: ItemsStore
  subscriptions: SubscriptionService
  linkSecret: string
  publicOrigin: string
  now: () => number
}) {
  const { store } = deps
  const careStore = createCareStore(deps.db)

  return {
    async itemsOf(account: AccountIdentity): Promise<AccountItems> {
      const owned = await ownedItemsOf(deps.db, account.id)
      const [consumers, applications, credentials, requests] =
        await Promise.all([
          store.consumers(owned.consumerIds),
          store.applications(owned.consumerIds),
          store.credentials(owned.consumerIds),
          store.productionRequests(owned.productionRequestIds),
        ])
      const altIdsOf = (apis: string) => {
        const parsed = parseApisList(apis)
        return 'entries' in parsed
          ? parsed.entries.map((entry) => entry.altID)
          : []
      }
      const apis = await store.apisByAltId([
        ...new Set(applications.flatMap((app) => altIdsOf(app.apis))),
      ])
      const apiOf = new Map(apis.map((api) => [api.alt_id, api]))
      return {
        signups: consumers.map((consumer) => ({
          id: consumer.id,
          createdAt: consumer.created_at.toISOString(),
          organization: consumer.organization,
          apis: [
            ...new Map(
              applications
                .filter((app) => app.consumer_id === consumer.id)
                .flatMap((app) => altIdsOf(app.apis))
                .flatMap((altId) => {
                  const api = apiOf.get(altId)
                  return api
                    ? [
                        [
                          api.url_slug,
                          { name: api.name, urlSlug: api.url_slug },
                        ] as const,
                      ]
                    : []
                }),
            ).values(),
          ],
          credentials: credentials
            .filter((credential) => credential.consumer_id === consumer.id)
            .map((credential) => ({
              id: credential.id,
              kind: credential.kind,
              keyPrefix: credential.key_prefix,
              clientId: credential.client_id,
              createdAt: credential.created_at.toISOString(),
              revokedAt: credential.revoked_at?.toISOString() ?? null,
              expiresAt: credential.expires_at?.toISOString() ?? null,
            })),
          credentialsUrl: careUrl(deps.publicOrigin, deps.linkSecret, consumer),
        })),
        productionRequests: requests.map((request) => ({
          id: request.id,
          appName: request.app_name,
          organization: request.organization,
          status: request.status as ReviewStatus,
          createdAt: request.created_at.toISOString(),
          updatedAt: request.updated_at.toISOString(),
          statusUrl: statusUrl(deps.publicOrigin, deps.linkSecret, request.id),
        })),
        subscriptions: await deps.subscriptions.subscriptionsOf(
          account.email.toLowerCase(),
        ),
      }
    },

    /**
     * "Add to my account": the signed link's pair is the authority, as on its page. An item
     * claimed by another account stays theirs (409); claiming it again is a no-op.
     */
    async claim(
      account: AccountIdentity,
      claim: AccountClaim,
    ): Promise<{ message: string; created: boolean }> {
      const target =
        claim.kind === 'consumer'
          ? (await isValidCareLink(careStore, deps.linkSecret, deps.now(), {
              userId: claim.userId,
              hash: claim.hash,
            }))
            ? { kind: 'consumer' as const, id: claim.userId }
            : null
          : isValidStatusLink(deps.linkSecret, {
                id: claim.id,
                signature: claim.signature,
              })
            ? { kind: 'production_request' as const, id: claim.id }
            : null
      if (!target) throw new ForbiddenError(ACCOUNT_MESSAGES.invalidLink)
      const owned = await ownedItemsOf(deps.db, account.id)
      const ownedIds =
        target.kind === 'consumer'
          ? owned.consumerIds
          : owned.productionRequestIds
      if (ownedIds.includes(target.id))
        return { message: ACCOUNT_MESSAGES.itemAlreadyYours, created: false }
      const holder = await store.claim(account.id, target.kind, target.id)
      if (holder !== account.id)
        throw new ConflictError(ACCOUNT_MESSAGES.itemClaimed)
      return { message: ACCOUNT_MESSAGES.itemAdded, created: true }
    },

    subscribe: (account: AccountIdentity, urlSlug: string | null) =>
      deps.subscriptions.subscribeProven(account.email, urlSlug),

    unsubscribe: (account: AccountIdentity, subscriptionId: string) =>
      deps.subscriptions.unsubscribeProven(
        account.email.toLowerCase(),
        subscriptionId,
      ),
  }
}

/** What an account owns. */
export type ItemsService = ReturnType<typeof createItemsService>
