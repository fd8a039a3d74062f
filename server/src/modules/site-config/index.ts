// The site-config module: what other code may use of it. Outside code imports this file only.
export { siteConfigRoutes } from './site-config-routes.ts'
