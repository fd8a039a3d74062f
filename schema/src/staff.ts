import { z } from 'zod'
import { optionalParam } from './query-params.ts'
import { STAFF_MESSAGES, STAFF_ROLES } from './staff-texts.ts'

export {
  AUDIT_PAGE_SIZE,
  SIGN_IN_REFUSALS,
  STAFF_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_SESSION_LIMITS,
  type SignInRefusal,
  type StaffRole,
} from './staff-texts.ts'

/** One of the console's roles. */
export const StaffRoleSchema = z.enum(STAFF_ROLES)

const MAX_NAME = 200
const MAX_EMAIL = 254

/** A staff member's email: trimmed, lower-cased, one address. */
export const StaffEmailSchema = z
  .string({ error: STAFF_MESSAGES.emailRequired })
  .trim()
  .max(MAX_EMAIL, { error: STAFF_MESSAGES.emailRequired })
  .pipe(z.email({ error: STAFF_MESSAGES.emailRequired }))
  .transform((email) => email.toLowerCase())

const RolesSchema = z
  .array(StaffRoleSchema, { error: STAFF_MESSAGES.rolesRequired })
  .min(1, { error: STAFF_MESSAGES.rolesRequired })
  .max(STAFF_ROLES.length)
  // Each role once, in the canonical order, so before/after values in the audit compare cleanly.
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)))

/** The signed-in staff member, as `GET …/v0/console/session` answers. */
export const StaffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  /** When the session ends at the latest (the absolute limit), ISO 8601. */
  expiresAt: z.string(),
})

/** The signed-in staff member. */
export type StaffMe = z.infer<typeof StaffMeSchema>

/** A staff member as the admin pages list them. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  active: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
})

/** A staff member as the admin pages list them. */
export type StaffMember = z.infer<typeof StaffMemberSchema>

/** `GET …/v0/console/staff`. */
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) })

/** `POST …/v0/console/staff`: an admin adds a staff member. */
export const NewStaffSchema = z.object({
  email: StaffEmailSchema,
  name: z
    .string({ error: STAFF_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.nameRequired })
    .max(MAX_NAME, { error: `Enter at most ${MAX_NAME} characters.` }),
  roles: RolesSchema,
})

/** What an admin sends to add a staff member. */
export type NewStaff = z.infer<typeof NewStaffSchema>

/** `PATCH …/v0/console/staff/{id}`: change roles, deactivate or reactivate. */
export const StaffChangeSchema = z
  .object({
    roles: RolesSchema.optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine(
    (change) => change.roles !== undefined || change.active !== undefined,
    {
      error: 'Send roles or active.',
    },
  )

/** What an admin sends to change a staff member. */
export type StaffChange = z.infer<typeof StaffChangeSchema>

/** `{id}` of the staff routes. */
export const StaffIdParamsSchema = z.object({
  id: z.uuid({ error: STAFF_MESSAGES.staffNotFound }),
})

/** One row of the audit trail. */
export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  requestId: z.string(),
})

/** One row of the audit trail. */
export type AuditEvent = z.infer<typeof AuditEventSchema>

// Empty filters are filters not given (R-QUERY-EMPTY); so is a filter of spaces only.
const filterText = optionalParam(z.string().trim().max(200)).transform(
  (value) => value || undefined,
)
const filterDate = optionalParam(
  z.iso.date({ error: 'Enter a date like 2026-01-31.' }),
)

/**
 * The audit trail's filters (`GET …/v0/console/audit` and `…/audit.csv`): the actor's email
 * (part of it), the action, the entity type and id, a date range (inclusive days, UTC), a page.
 */
export const AuditQuerySchema = z.object({
  actor: filterText,
  action: filterText,
  entityType: filterText,
  entityId: filterText,
  from: filterDate,
  to: filterDate,
  page: optionalParam(z.coerce.number().int().min(1).max(100_000))
    .transform((page) => page ?? 1)
    .meta({ default: 1 }),
})

/** The audit trail's filters. */
export type AuditQuery = z.infer<typeof AuditQuerySchema>

/** One page of the audit trail. */
export const AuditPageSchema = z.object({
  events: z.array(AuditEventSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
})

/** One page of the audit trail. */
export type AuditPage = z.infer<typeof AuditPageSchema>
