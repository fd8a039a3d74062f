// The developer-apps module: what other code may use of it. Outside code imports this file only.
export { appRoutes } from './app-routes.ts'
export { createAppService } from './app-service.ts'
