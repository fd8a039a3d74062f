// The api-entries module: what other code may use of it. Outside code imports this file only.
export { apiEntryRoutes } from './api-entry-routes.ts'
export { createApiEntryService } from './api-entry-service.ts'
export { createApiEntryStore } from './api-entry-store.ts'
