// The support module: what other code may use of it. Outside code imports this file only.
export { contactPageRoutes } from './contact-page-routes.ts'
export { supportRoutes } from './support-routes.ts'
export { createSupportService } from './support-service.ts'
export { createSupportStore } from './support-store.ts'
