import type { Db } from './db/client.ts'
import {
  createCareStore,
  isValidCareLink,
} from './modules/credential-care/index.ts'
import { isValidStatusLink } from './modules/production-requests/index.ts'
import {
  createReleaseNotesStore,
  isValidSubscriptionPageLink,
} from './modules/release-notes/index.ts'
import type { SignedPage } from './plugins/spa.ts'

/**
 * The web app's pages whose address is an emailed, signed link, each with its module's check: the
 * page shell answers 404 for a pair that does not verify (R-SIGNED-PAGE-STATUS). All are signed
 * with the link secret.
 */
export function createSignedPages(
  db: Db,
  linkSecret: string,
  now: () => number,
): SignedPage[] {
  const care = createCareStore(db)
  const releaseNotes = createReleaseNotesStore(db)
  const consumerLink = (userId: string, hash: string) =>
    isValidCareLink(care, linkSecret, now(), { userId, hash })
  const subscriptionLink =
    (purpose: 'confirm' | 'unsubscribe') =>
    (subscriptionId: string, hash: string) =>
      isValidSubscriptionPageLink(releaseNotes, linkSecret, purpose, {
        subscriptionId,
        hash,
      })
  return [
    {
      pattern: /^\/production-access\/status\/([^/]+)\/([^/]+)\/?$/,
      verifies: async (id, signature) =>
        isValidStatusLink(linkSecret, { id, signature }),
    },
    {
      pattern: /^\/sandbox-credentials\/([^/]+)\/([^/]+)\/?$/,
      verifies: consumerLink,
    },
    {
      pattern: /^\/explore\/api\/[^/]+\/test-users\/([^/]+)\/([^/]+)\/?$/,
      verifies: consumerLink,
    },
    {
      pattern: /^\/subscriptions\/release-notes\/confirm\/([^/]+)\/([^/]+)\/?$/,
      verifies: subscriptionLink('confirm'),
    },
    {
      pattern:
        /^\/subscriptions\/release-notes\/unsubscribe\/([^/]+)\/([^/]+)\/?$/,
      verifies: subscriptionLink('unsubscribe'),
    },
  ]
}
