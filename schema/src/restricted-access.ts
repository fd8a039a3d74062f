import { z } from 'zod'
import { requiredText } from './form-rules.ts'
import { CHECK_OUTCOMES } from './production-review-checklist.ts'
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

/** Messages of the restricted-access request and review. */
export const RESTRICTED_ACCESS_MESSAGES = {
  description: 'Tell us why you need access to this API',
  reason: 'Enter the reason',
  notRestricted:
    'This API’s sandbox is open to everyone: sign up on its sandbox access page.',
  checksFirst: 'Mark every check as passed before granting access.',
  notAllowed: 'This request cannot be moved that way now.',
  notFound: 'No restricted access request has this id.',
  alreadyCollected: 'The credentials of this request were already issued.',
  notGranted: 'Access to this API has not been granted on this request.',
} as const

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

/** The statuses of a request. */
export const RESTRICTED_ACCESS_STATUSES = [
  'submitted',
  'granted',
  'denied',
  'revoked',
] as const

/** A request's status. */
export type RestrictedAccessStatus = (typeof RESTRICTED_ACCESS_STATUSES)[number]

/** The reviewer's moves, each from the statuses it may leave. */
const MOVES = {
  grant: { from: ['submitted'], to: 'granted' },
  deny: { from: ['submitted'], to: 'denied' },
  revoke: { from: ['granted'], to: 'revoked' },
} as const satisfies Record<
  string,
  { from: readonly RestrictedAccessStatus[]; to: RestrictedAccessStatus }
>

/** A reviewer's move. */
export type RestrictedAccessAction = keyof typeof MOVES

/** The moves a request in `status` allows (R-RESTRICTED-MOVES). */
export function restrictedAccessActions(
  status: RestrictedAccessStatus,
): RestrictedAccessAction[] {
  return (Object.keys(MOVES) as RestrictedAccessAction[]).filter((action) =>
    (MOVES[action].from as readonly string[]).includes(status),
  )
}

/** The status a move leads to from `status`, or null when the move is not allowed. */
export function nextRestrictedAccessStatus(
  status: RestrictedAccessStatus,
  action: RestrictedAccessAction,
): RestrictedAccessStatus | null {
  return restrictedAccessActions(status).includes(action)
    ? MOVES[action].to
    : null
}

/** The request's own checklist, in the order the console shows it. */
export const RESTRICTED_ACCESS_CHECKS = [
  'identity',
  'eligibility',
  'purpose',
] as const

/** One check. */
export type RestrictedAccessCheck = (typeof RESTRICTED_ACCESS_CHECKS)[number]

/** What each check asks the reviewer. */
export const RESTRICTED_ACCESS_CHECK_TEXTS: Record<
  RestrictedAccessCheck,
  { label: string; hint: string }
> = {
  identity: {
    label: 'Identity',
    hint: 'The person and their email belong to the organization named.',
  },
  eligibility: {
    label: 'Eligibility',
    hint: 'The organization is a department team or a partner with an agreement for this API.',
  },
  purpose: {
    label: 'Purpose',
    hint: 'The reason given fits what the API is for.',
  },
}

const reasonSchema = requiredText(
  REASON_MAX,
  RESTRICTED_ACCESS_MESSAGES.reason,
  'Reason',
)

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
