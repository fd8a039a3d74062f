// The news module: what other code may use of it. Outside code imports this file only.
export { newsRoutes } from './news-routes.ts'
export { createNewsStore } from './news-store.ts'
