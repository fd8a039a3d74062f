// The docs module: what other code may use of it. Outside code imports this file only.
export { docsRoutes } from './docs-routes.ts'
export { createDocsStore } from './docs-store.ts'
