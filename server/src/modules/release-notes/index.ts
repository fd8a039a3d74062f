// The release-notes module: what other code may use of it. Outside code imports this file only.
export { createReleaseNotesAnnouncer } from './announce-release-notes.ts'
/** @public the seam the API entries and spec publishing call on a change of release notes. */
export type {
  OnReleaseNotesChange,
  ReleaseNotesChange,
} from './announce-release-notes.ts'
export { feedRoutes } from './feed-routes.ts'
export { createReleaseNotesStore } from './release-notes-store.ts'
export { subscriptionRoutes } from './subscription-routes.ts'
export {
  createSubscriptionService,
  isValidSubscriptionPageLink,
  type SubscriptionService,
} from './subscription-service.ts'
