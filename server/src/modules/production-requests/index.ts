// The production-requests module: what other code may use of it. Outside code imports this file only.
export { productionRequestRoutes } from './production-request-routes.ts'
export {
  createProductionRequestService,
  recipientsOf,
  type ProductionRequestService,
} from './production-request-service.ts'
export { createProductionRequestStore } from './production-request-store.ts'
export {
  isValidStatusLink,
  statusLinkSignature,
  statusUrl,
} from './status-link.ts'
