// The health module: what other code may use of it. Outside code imports this file only.
export { healthRoutes } from './health-routes.ts'
export { createHealthStore } from './health-store.ts'
