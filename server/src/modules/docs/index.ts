// The docs module: what other code may use of it. Outside code imports this file only.
export { docsRoutes } from './docs-routes.ts'
export { docsDownloadRoutes } from './docs-download-routes.ts'
export { createDocsStore } from './docs-store.ts'
export { createServedSpecs } from './served-specs.ts'
export { toPostmanCollection } from './postman.ts'
