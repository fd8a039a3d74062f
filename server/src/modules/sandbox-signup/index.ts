// The sandbox-signup module: what other code may use of it. Outside code imports this file only.
export {
  createLocalCredentialProvider,
  type CredentialProvider,
} from './credential-provider.ts'
export { signupPageRoutes } from './signup-page-routes.ts'
export { signupRoutes } from './signup-routes.ts'
export { createSignupService } from './signup-service.ts'
export { createSignupStore } from './signup-store.ts'
export { isValidTestDataLink, testDataLinkHash } from './test-data-link.ts'
export type { SignupService } from './signup-service.ts'
