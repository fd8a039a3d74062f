// The deprecation-notices module: what other code may use of it. Outside code imports this file only.
export { registerDeprecationNotices } from './register-deprecation-notices.ts'
export { createDeprecationNoticesStore } from './deprecation-notices-store.ts'
export { createDeprecationNoticesService } from './deprecation-notices-service.ts'
