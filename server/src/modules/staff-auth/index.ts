// The staff-auth module: what other code may use of it. Outside code imports this file only.

// What every console module builds on (the console contract): the guard, the audit writer and
// the OpenAPI tag. Tagged @public: they are for the review and support modules as they arrive.
/** @public */
export { auditFrom, recordAudit, type AuditEntry } from './audit-writer.ts'
/** @public */
export {
  createRequireStaff,
  staffOf,
  type RequireStaff,
  type StaffIdentity,
} from './require-staff.ts'
/** @public */
export { CONSOLE_TAGS } from './console-schema-tags.ts'

export { STAFF_SESSION_COOKIE } from './session-token.ts'
export { createStaffStore } from './staff-store.ts'
export { sessionRoutes } from './session-routes.ts'
export { createRelyingParty, type RelyingParty } from './oidc-relying-party.ts'
export { createSignInService } from './sign-in-service.ts'
export { signInRoutes } from './sign-in-routes.ts'
export { createAuditStore } from './audit-store.ts'
export { createStaffAdminService } from './staff-admin-service.ts'
export { staffAdminRoutes } from './staff-admin-routes.ts'
export { ensureStaffAtStart } from './staff-at-start.ts'
