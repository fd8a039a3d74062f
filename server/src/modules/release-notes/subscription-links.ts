import {
  isValidTestDataLink,
  testDataLinkHash,
} from '../sandbox-signup/index.ts'

// The confirm and unsubscribe links are signed as the credentials page's are (ADR 024): an HMAC
// under the link secret over a subject, its address and a version, so nothing secret is stored.
// The purpose sits in the subject (`release-notes-confirm:{id}`), which keeps these signatures
// apart from the test-data and credentials links (their subject is a bare uuid) and from each
// other: an unsubscribe link, sent with every note, can never confirm.

/** What a link is for. */
export type LinkPurpose = 'confirm' | 'unsubscribe'

/** What a subscription link is computed from. */
export interface LinkSubject {
  id: string
  email: string
  link_version: number
}

const subjectOf = (purpose: LinkPurpose, subscription: LinkSubject) => ({
  userId: `release-notes-${purpose}:${subscription.id}`,
  email: subscription.email,
  linkVersion: subscription.link_version,
})

/** The link's signature: base64url HMAC-SHA256. */
function subscriptionLinkHash(
  secret: string,
  purpose: LinkPurpose,
  subscription: LinkSubject,
): string {
  return testDataLinkHash(secret, subjectOf(purpose, subscription))
}

/** Whether `hash` signs this subscription's current link for `purpose` (constant-time). */
export function isValidSubscriptionLink(
  secret: string,
  purpose: LinkPurpose,
  subscription: LinkSubject,
  hash: string,
): boolean {
  return isValidTestDataLink(secret, subjectOf(purpose, subscription), hash)
}

/** The confirmation page's address (`/subscriptions/release-notes/confirm/{id}/{hash}`). */
export function confirmUrl(
  publicOrigin: string,
  secret: string,
  subscription: LinkSubject,
): string {
  return `${publicOrigin}/subscriptions/release-notes/confirm/${subscription.id}/${subscriptionLinkHash(secret, 'confirm', subscription)}`
}

/** The unsubscribe page's address, linked from each email's text. */
export function unsubscribePageUrl(
  publicOrigin: string,
  secret: string,
  subscription: LinkSubject,
): string {
  return `${publicOrigin}/subscriptions/release-notes/unsubscribe/${subscription.id}/${subscriptionLinkHash(secret, 'unsubscribe', subscription)}`
}

/**
 * The one-click address of RFC 8058 (`List-Unsubscribe`): a POST of `List-Unsubscribe=One-Click`
 * unsubscribes; a GET is sent on to the unsubscribe page, which asks first.
 */
export function oneClickUrl(
  publicOrigin: string,
  apiPrefix: string,
  secret: string,
  subscription: LinkSubject,
): string {
  return `${publicOrigin}${apiPrefix}/v0/release-notes/subscriptions/${subscription.id}/${subscriptionLinkHash(secret, 'unsubscribe', subscription)}/unsubscribe`
}
