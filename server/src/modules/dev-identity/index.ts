// The dev-identity module: what other code may use of it. Outside code imports this file only.
export {
  DEV_IDP_PATH,
  devIdentityClient,
  type DevIdentityClient,
} from './dev-identity-provider.ts'
export { registerDevIdentity } from './dev-identity-routes.ts'
export { DEV_IDENTITY_USERS, type DevIdentityUser } from './dev-users.ts'
export { inProcessFetch } from './in-process-fetch.ts'
