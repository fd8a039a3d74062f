// The dev-identity module: what other code may use of it. Outside code imports this file only.
export { devIdentityClient } from './dev-identity-provider.ts'
export { registerDevIdentity } from './dev-identity-routes.ts'
export { DEV_IDENTITY_USERS } from './dev-users.ts'
export { inProcessFetch } from './in-process-fetch.ts'
