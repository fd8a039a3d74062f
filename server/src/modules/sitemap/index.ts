// The sitemap module (sitemap.xml and robots.txt): what other code may use of it. Outside code
// imports this file only.
export { llmsRoutes } from './llms-routes.ts'
export { robotsRoutes } from './robots-routes.ts'
export { sitemapRoutes } from './sitemap-routes.ts'
export { createSitemapStore } from './sitemap-store.ts'
