// What the release-notes subscription pages render with, apart from the schemas, so they paint
// without Zod (R-PERF-FIRST-LOAD, ADR 021).

/** The messages of release-note subscriptions (R-NOTES-*), tested once each. */
export const RELEASE_NOTES_MESSAGES = {
  scope: 'Choose which release notes to get',
  urlSlug: 'Choose an API',
  subscribed:
    'Check your email: we sent a link to confirm your subscription. Until you confirm it, we send you nothing else.',
  invalidLink:
    'This link is not valid any more. Subscribe again on the API’s release notes page.',
  expiredLink:
    'This confirmation link has expired. Subscribe again on the API’s release notes page.',
  subscriptionNotFound: 'No such subscription.',
} as const

/** How long a confirmation link works after it was sent (R-NOTES-CONFIRM). */
export const CONFIRM_LINK_DAYS = 7

/** The choices of what to subscribe to, with their values on the wire. */
export const SUBSCRIPTION_SCOPES = ['api', 'all'] as const

/** What a subscription is to: one API's notes, or every API's. */
export type SubscriptionScope = (typeof SUBSCRIPTION_SCOPES)[number]

/** The Atom feed of one API's release notes, by its page's address with `.atom`. */
export const apiFeedPath = (urlSlug: string) =>
  `/explore/api/${urlSlug}/release-notes.atom`

/** The Atom feed of every API's release notes. */
export const PLATFORM_FEED_PATH = '/explore/release-notes.atom'
