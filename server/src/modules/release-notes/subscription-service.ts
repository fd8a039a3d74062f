import type {
  ReleaseNotesSubscribeRequest,
  SubscriptionState,
} from '@portal/schema/release-notes-subscription'
import {
  CONFIRM_LINK_DAYS,
  RELEASE_NOTES_MESSAGES,
} from '@portal/schema/release-notes-texts'
import type { FeatureFlags } from '@portal/schema/site-config'
import { ForbiddenError, NotFoundError } from '../../errors.ts'
import type { ReleaseNotesConfirmPayload } from '../outbox/index.ts'
import { rowPublicStatus } from '../catalogue/index.ts'
import type {
  ReleaseNotesStore,
  SubscriptionRow,
} from './release-notes-store.ts'
import {
  confirmUrl,
  isValidSubscriptionLink,
  type LinkPurpose,
} from './subscription-links.ts'

/** What the subscription service needs. */
export interface SubscriptionServiceOptions {
  store: ReleaseNotesStore
  linkSecret: string
  publicOrigin: string
  now: () => number
  flags: FeatureFlags
}

const DAY_MS = 86_400_000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether a confirm or unsubscribe page's address signs a subscription: the page shell's check
 * (R-SIGNED-PAGE-STATUS), the same one the page's API call makes.
 */
export async function isValidSubscriptionPageLink(
  store: ReleaseNotesStore,
  linkSecret: string,
  purpose: LinkPurpose,
  link: { subscriptionId: string; hash: string },
): Promise<boolean> {
  const row = UUID.test(link.subscriptionId)
    ? await store.findSubscription(store.db, link.subscriptionId)
    : undefined
  return (
    row !== undefined &&
    isValidSubscriptionLink(linkSecret, purpose, row, link.hash)
  )
}

/**
 * Double opt-in (R-NOTES-SUBSCRIBE, R-NOTES-CONFIRM, R-NOTES-UNSUBSCRIBE): a request stores a
 * pending subscription and queues the confirmation email in one transaction; only the signed link
 * in that email confirms it; the signed unsubscribe link ends it.
 */
export function createSubscriptionService(options: SubscriptionServiceOptions) {
  const { store, linkSecret, publicOrigin } = options

  /** A listed API by its page's slug (the page a visitor could subscribe on), else 404. */
  async function listedApi(urlSlug: string) {
    const rows = await store.listApis()
    const found = rows.find((row) => row.url_slug === urlSlug)
    const isListed =
      found &&
      rowPublicStatus(found, { now: options.now(), flags: options.flags })
        .status.isListed
    if (!found || !isListed) throw new NotFoundError('API not found')
    return found
  }

  async function stateOf(
    row: SubscriptionRow,
    status: SubscriptionState['status'],
  ): Promise<SubscriptionState> {
    return {
      status,
      scope: row.api_id === null ? 'all' : 'api',
      apiName: await store.apiNameOf(store.db, row.api_id),
    }
  }

  /** The row a link names, when the link signs it for `purpose`; else 403 with one message. */
  async function rowOfLink(
    purpose: LinkPurpose,
    link: { subscriptionId: string; hash: string },
  ) {
    const row = await store.findSubscription(store.db, link.subscriptionId)
    if (!row || !isValidSubscriptionLink(linkSecret, purpose, row, link.hash))
      throw new ForbiddenError(RELEASE_NOTES_MESSAGES.invalidLink)
    return row
  }

  return {
    /**
     * Stores a pending subscription (or wakes an ended one with a new link version) and queues
     * its confirmation email. A confirmed subscription is left as it is and nothing is sent; the
     * answer is the same either way, so it tells nobody who subscribes.
     */
    subscribe: async (request: ReleaseNotesSubscribeRequest) => {
      const email = String(request.email)
      const api =
        request.scope === 'api'
          ? await listedApi(String(request.urlSlug))
          : null
      const now = new Date(options.now())
      await store.transaction(async (trx) => {
        const existing = await store.findForUpdate(
          trx,
          email.toLowerCase(),
          api?.id ?? null,
        )
        if (existing?.status === 'confirmed') return
        const row = existing
          ? await store.markPending(trx, existing.id, {
              email,
              bumpVersion: existing.status === 'unsubscribed',
              now,
            })
          : await store.insertPending(trx, {
              email,
              apiId: api?.id ?? null,
              now,
            })
        // Undefined: a request racing this one inserted the row and sends the email.
        if (!row) return
        const payload: ReleaseNotesConfirmPayload = {
          apiName: api?.name ?? null,
          confirmUrl: confirmUrl(publicOrigin, linkSecret, row),
          days: CONFIRM_LINK_DAYS,
        }
        await store.queueEmails(trx, [
          {
            template: 'release-notes-confirm',
            recipient: row.email,
            payload: { ...payload },
          },
        ])
      })
    },

    /** The subscriptions of a proven address (a developer account's, issue 37). */
    subscriptionsOf: async (emailLower: string) =>
      (await store.listByEmail(emailLower)).map((row) => ({
        id: row.id,
        apiName: row.api_name,
        urlSlug: row.url_slug,
        status: row.status,
      })),

    /**
     * Subscribes an address its account has proven (R-ACCOUNT-SUBSCRIPTIONS): confirmed at once,
     * since the proof of the address is what the emailed confirmation would have given.
     */
    subscribeProven: async (email: string, urlSlug: string | null) => {
      const api = urlSlug === null ? null : await listedApi(urlSlug)
      const now = new Date(options.now())
      await store.transaction(async (trx) => {
        const existing = await store.findForUpdate(
          trx,
          email.toLowerCase(),
          api?.id ?? null,
        )
        const row = existing
          ? existing.status === 'unsubscribed'
            ? await store.markPending(trx, existing.id, {
                email,
                bumpVersion: true,
                now,
              })
            : existing
          : await store.insertPending(trx, {
              email,
              apiId: api?.id ?? null,
              now,
            })
        if (row && row.status !== 'confirmed')
          await store.setStatus(trx, row.id, 'confirmed', now)
      })
    },

    /** Ends one subscription of a proven address; 404 for any other. */
    unsubscribeProven: async (emailLower: string, subscriptionId: string) => {
      const row = UUID.test(subscriptionId)
        ? await store.findSubscription(store.db, subscriptionId)
        : undefined
      if (!row || row.email.toLowerCase() !== emailLower)
        throw new NotFoundError(RELEASE_NOTES_MESSAGES.subscriptionNotFound)
      if (row.status !== 'unsubscribed')
        await store.setStatus(
          store.db,
          row.id,
          'unsubscribed',
          new Date(options.now()),
        )
    },

    /** Confirms a pending subscription (again: no change); refused after an unsubscribe or expiry. */
    confirm: async (link: {
      subscriptionId: string
      hash: string
    }): Promise<SubscriptionState> => {
      const row = await rowOfLink('confirm', link)
      if (row.status === 'unsubscribed')
        throw new ForbiddenError(RELEASE_NOTES_MESSAGES.invalidLink)
      if (row.status === 'pending') {
        const expiresAt =
          row.confirmation_sent_at.getTime() + CONFIRM_LINK_DAYS * DAY_MS
        if (expiresAt < options.now())
          throw new ForbiddenError(RELEASE_NOTES_MESSAGES.expiredLink)
        await store.setStatus(
          store.db,
          row.id,
          'confirmed',
          new Date(options.now()),
        )
      }
      return stateOf(row, 'confirmed')
    },

    /** Ends a subscription (again: no change). Needs no CSRF pair: mail clients post it (RFC 8058). */
    unsubscribe: async (link: {
      subscriptionId: string
      hash: string
    }): Promise<SubscriptionState> => {
      const row = await rowOfLink('unsubscribe', link)
      if (row.status !== 'unsubscribed')
        await store.setStatus(
          store.db,
          row.id,
          'unsubscribed',
          new Date(options.now()),
        )
      return stateOf(row, 'unsubscribed')
    },
  }
}

/** The subscription service. */
export type SubscriptionService = ReturnType<typeof createSubscriptionService>
