// The client-errors module: what other code may use of it. Outside code imports this file only.
export { clientErrorRoutes } from './client-error-routes.ts'
