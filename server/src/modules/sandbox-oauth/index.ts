// The sandbox-oauth module: what other code may use of it. Outside code imports this file only.
export { createBearerCheck, type BearerCheck } from './bearer-check.ts'
export { createOauthDispatch, type OauthDispatch } from './oauth-dispatch.ts'
export { createOauthService, SIGN_IN_PAGE } from './oauth-service.ts'
export { createOauthStore } from './oauth-store.ts'
