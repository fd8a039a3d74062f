import type { Db } from './db/client.ts'
import {
  createCareStore,
  isValidCareLink,
} from './modules/credential-care/index.ts'
import { isValidStatusLink } from './modules/production-requests/index.ts'
import { isValidRestrictedAccessLink } from './modules/restricted-access/index.ts'
import {
  createReleaseNotesStore,
  isValidSubscriptionPageLink,
} from './modules/release-notes/index.ts'
import type { SignedPage } from './plugins/spa.ts'

/** The addresses of the web app's pages that carry an emailed, signed pair. */
const SIGNED_PAGE_ADDRESSES = {
  status: /^\/production-access\/status\/([^/]+)\/([^/]+)\/?$/,
  restrictedStatus: /^\/restricted-access\/status\/([^/]+)\/([^/]+)\/?$/,
  credentials: /^\/sandbox-credentials\/([^/]+)\/([^/]+)\/?$/,
  testUsers: /^\/explore\/api\/[^/]+\/test-users\/([^/]+)\/([^/]+)\/?$/,
  confirm: /^\/subscriptions\/release-notes\/confirm\/([^/]+)\/([^/]+)\/?$/,
  unsubscribe:
    /^\/subscriptions\/release-notes\/unsubscribe\/([^/]+)\/([^/]+)\/?$/,
}

/** Whether `pathname` is a signed-link page's address: never stored, never sent as a referrer. */
export const isSignedPageAddress = (pathname: string) =>
  Object.values(SIGNED_PAGE_ADDRESSES).some((pattern) => pattern.test(pathname))

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
      pattern: SIGNED_PAGE_ADDRESSES.status,
      verifies: async (id, signature) =>
        isValidStatusLink(linkSecret, { id, signature }),
    },
    {
      pattern: SIGNED_PAGE_ADDRESSES.restrictedStatus,
      verifies: async (id, signature) =>
        isValidRestrictedAccessLink(linkSecret, { id, signature }),
    },
    { pattern: SIGNED_PAGE_ADDRESSES.credentials, verifies: consumerLink },
    { pattern: SIGNED_PAGE_ADDRESSES.testUsers, verifies: consumerLink },
    {
      pattern: SIGNED_PAGE_ADDRESSES.confirm,
      verifies: subscriptionLink('confirm'),
    },
    {
      pattern: SIGNED_PAGE_ADDRESSES.unsubscribe,
      verifies: subscriptionLink('unsubscribe'),
    },
  ]
}
