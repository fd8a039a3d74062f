// The credential-care module: what other code may use of it. Outside code imports this file only.
export { careUrl, isValidCareLink } from './care-link.ts'
export { careRoutes } from './care-routes.ts'
export { createCareService, type CareService } from './care-service.ts'
export { createCareStore } from './care-store.ts'
export { repairRedirectUris } from './redirect-uri-repair.ts'
