// The console-test-users module: what other code may use of it. Outside code imports this file only.
export { testUserRoutes } from './test-user-routes.ts'
export { createTestUserService } from './test-user-service.ts'
export { createTestUserStore } from './test-user-store.ts'
