import { z } from 'zod'
import { requiredText } from './form-rules.ts'
import { CHECK_OUTCOMES } from './production-review-checklist.ts'
import {
  RESTRICTED_ACCESS_CHECKS,
  RESTRICTED_ACCESS_MESSAGES,
  RESTRICTED_ACCESS_STATUSES,
} from './restricted-access-texts.ts'
import { optionalParam } from './query-params.ts'
import {
  SandboxSignupFormSchema,
  SandboxSignupRequestSchema,
  SIGNUP_LIMITS,
} from './sandbox-signup.ts'

// Restricted sandbox access (R-RESTRICTED-*, issue 36): a developer asks for an API whose public
// sandbox form is blocked, with the signup's own fields (the spec's consumer fields) and a reason
// that is required here; a reviewer marks the request's own checklist, grants, denies or revokes;
// the applicant follows it through a signed status link and collects the credentials once.

const REASON_MAX = 1000

// Why they need access: the signup's optional description, required for a restricted API.
const descriptionSchema = requiredText(
  SIGNUP_LIMITS.description,
  RESTRICTED_ACCESS_MESSAGES.description,
  'Description',
)

/**
 * `POST /v0/consumers/restricted-access-requests`: the sandbox signup's body (its rules, refinements
 * included) with the reason required. The server checks that the API's public form is blocked.
 */
export const RestrictedAccessRequestSchema =
  SandboxSignupRequestSchema.safeExtend({ description: descriptionSchema })

/** A restricted-access request. */
export type RestrictedAccessRequest = z.infer<
  typeof RestrictedAccessRequestSchema
>

/** What the request form validates, on submit: the signup form's rules, the reason required. */
export const RestrictedAccessFormSchema = SandboxSignupFormSchema.safeExtend({
  description: descriptionSchema,
})

const reasonSchema = requiredText(
  REASON_MAX,
  RESTRICTED_ACCESS_MESSAGES.reason,
  'Reason',
)

/** The one field of the deny and revoke forms: the reason the applicant reads. */
export const RestrictedAccessReasonSchema = z.object({ reason: reasonSchema })

/** `POST …/{id}/transitions`: grant, or deny or revoke with the reason the applicant reads. */
export const RestrictedAccessTransitionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('grant') }),
  z.object({ action: z.literal('deny'), reason: reasonSchema }),
  z.object({ action: z.literal('revoke'), reason: reasonSchema }),
])

/** A move. */
export type RestrictedAccessTransition = z.infer<
  typeof RestrictedAccessTransitionSchema
>

/** A request's id in the path. */
export const RestrictedAccessParamsSchema = z.object({ id: z.uuid() })

/** A request's id and one check in the path. */
export const RestrictedAccessCheckParamsSchema = z.object({
  id: z.uuid(),
  check: z.enum(RESTRICTED_ACCESS_CHECKS),
})

/** `GET /v0/console/restricted-access-requests`: the queue, by status. */
export const RestrictedAccessQueueQuerySchema = z.object({
  status: optionalParam(z.enum(RESTRICTED_ACCESS_STATUSES)),
})

const ApiRefSchema = z.object({ name: z.string(), urlSlug: z.string() })

const AUTH_TYPES = ['apikey', 'acg', 'ccg'] as const

/** One row of the queue. */
export const RestrictedAccessRowSchema = z.object({
  id: z.string(),
  api: ApiRefSchema,
  authType: z.enum(AUTH_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organization: z.string(),
  status: z.enum(RESTRICTED_ACCESS_STATUSES),
  submittedAt: z.string(),
})

/** The queue: oldest first. */
export const RestrictedAccessQueueSchema = z.object({
  items: z.array(RestrictedAccessRowSchema),
})

const TimelineEventSchema = z.object({
  at: z.string(),
  status: z.string(),
  action: z.string(),
  message: z.string().nullable(),
})

/** A request in the console: as sent, its checks, timeline and the moves allowed now. */
export const RestrictedAccessDetailSchema = RestrictedAccessRowSchema.extend({
  description: z.string(),
  reason: z.string().nullable(),
  credentialsIssued: z.boolean(),
  checks: z.array(
    z.object({
      check: z.enum(RESTRICTED_ACCESS_CHECKS),
      label: z.string(),
      hint: z.string(),
      outcome: z.enum(CHECK_OUTCOMES).nullable(),
      comment: z.string(),
    }),
  ),
  timeline: z.array(TimelineEventSchema),
  actions: z.array(z.enum(['grant', 'deny', 'revoke'])),
})

/** A request as the console shows it. */
export type RestrictedAccessDetail = z.infer<
  typeof RestrictedAccessDetailSchema
>

/** The applicant's view through the signed link. */
export const RestrictedAccessApplicantSchema = z.object({
  api: ApiRefSchema,
  authType: z.enum(AUTH_TYPES),
  status: z.enum(RESTRICTED_ACCESS_STATUSES),
  reason: z.string().nullable(),
  /** Granted and not yet collected: the page offers the credentials, shown once. */
  canCollect: z.boolean(),
  timeline: z.array(TimelineEventSchema),
})

/** The applicant's view. */
export type RestrictedAccessApplicant = z.infer<
  typeof RestrictedAccessApplicantSchema
>
