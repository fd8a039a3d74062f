// The support module: what other code may use of it. Outside code imports this file only.
export { supportRoutes } from './support-routes.ts'
export { createSupportService } from './support-service.ts'
export { createSupportStore } from './support-store.ts'
