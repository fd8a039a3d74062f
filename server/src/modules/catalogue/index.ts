// The catalogue module: what other code may use of it. Outside code imports this file only.
export { catalogueRoutes } from './catalogue-routes.ts'
export {
  createCatalogueCache,
  forgetOnCatalogueChange,
} from './catalogue-cache.ts'
export {
  createCatalogueStore,
  findApisByAltId,
  type CatalogueStore,
} from './catalogue-store.ts'
export {
  gatewayAuthOf,
  PUBLIC_STATUS_COLUMNS,
  rowPublicStatus,
  type GatewayAuth,
  type PublicStatusRow,
} from './api-public-status.ts'
export {
  resolveRequestedApis,
  type PublicForm,
  type RequestedApi,
} from './resolve-requested-apis.ts'
export { markdownTree } from './markdown-tree.ts'
