// The console-overview module: what other code may use of it. Outside code imports this file only.
export { overviewRoutes } from './overview-routes.ts'
export {
  createOverviewService,
  type OverviewService,
} from './overview-service.ts'
export { createOverviewStore } from './overview-store.ts'
