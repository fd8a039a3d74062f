export { platformApiRoutes } from './platform-api-routes.ts'
