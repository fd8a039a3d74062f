// The redirects module: what other code may use of it. Outside code imports this file only.
export { registerLegacyRedirects } from './legacy-redirects.ts'
export { createLegacyRedirectStore } from './legacy-redirect-store.ts'
