// The developer-accounts module: what other code may use of it. Outside code imports this file only.

// The accounts contract (issue 37): the guards, team roles, ending sessions and what an account
// owns. Tagged @public: the apps and teams modules build on them.
/** @public */
export {
  accountOf,
  createRequireAccount,
  createRequireFreshProof,
  type AccountIdentity,
} from './require-account.ts'
/** @public */
export { endSessionsOf, teamRoleOf, teamsOf } from './account-store.ts'
/** @public */
export { ownedItemsOf, type OwnedItemIds } from './owned-items-store.ts'
/** @public */
export { ACCOUNT_TAGS } from './account-tags.ts'
/** @public */
export { queueEmail } from './account-outbox-store.ts'

export { ACCOUNT_SESSION_COOKIE } from './account-token.ts'
export { createAccountStore } from './account-store.ts'
export { registerDeveloperAccounts } from './register-developer-accounts.ts'
/** @public the guards' type, for the apps and teams route plugins' options. */
export type { AccountGuards } from './register-developer-accounts.ts'
