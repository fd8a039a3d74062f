// The sandbox-oauth module: what other code may use of it. Outside code imports this file only.
export { createBearerCheck } from './bearer-check.ts'
export { createOauthService } from './oauth-service.ts'
export { createOauthStore } from './oauth-store.ts'
export { oauthRoutes } from './oauth-routes.ts'
