// The staff-auth module: what other code may use of it. Outside code imports this file only.
export {
  auditFrom,
  recordAudit,
  type AuditActor,
  type AuditEntry,
} from './audit-writer.ts'
export {
  createRequireStaff,
  staffOf,
  type RequireStaff,
  type StaffIdentity,
} from './require-staff.ts'
export { STAFF_SESSION_COOKIE } from './session-token.ts'
export { createStaffStore, type StaffStore } from './staff-store.ts'
export { sessionRoutes } from './session-routes.ts'
export { CONSOLE_TAGS } from './console-schema-tags.ts'
