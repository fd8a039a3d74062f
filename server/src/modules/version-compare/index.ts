// The version-compare module: what other code may use of it. Outside code imports this file only.
export { compareRoutes } from './compare-routes.ts'
export { createCompareService, type CompareService } from './compare-service.ts'
