// The test-data module: what other code may use of it. Outside code imports this file only.
export { testDataRoutes } from './test-data-routes.ts'
export { createTestDataStore } from './test-data-store.ts'
