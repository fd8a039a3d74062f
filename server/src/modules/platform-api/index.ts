export { OPENAPI_PATHS, platformApiRoutes } from './platform-api-routes.ts'
