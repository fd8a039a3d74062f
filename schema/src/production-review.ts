import { z } from 'zod'
import {
  assigneeParam,
  pageParams,
  queuePageOf,
  StaffRefSchema,
} from './console-queue.ts'
import { optionalParam } from './query-params.ts'
import { CHECK_OUTCOMES, REVIEW_CHECKS } from './production-review-checklist.ts'
import { REVIEW_STATUSES, STAFF_ACTIONS } from './production-review-status.ts'
import {
  AGE_FILTERS,
  QUEUE_PAGE_SIZE,
  QUEUE_SORTS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
} from './production-review-texts.ts'

// The production-access review's payloads (R-REVIEW-*): the console's queue, request page and
// moves, and the applicant's signed status page. One schema per payload, used by the route and
// by the form that sends it.

const AUTH_TYPES = ['apikey', 'acg', 'ccg'] as const

/** `GET /v0/console/production-requests`: filters, search, sort and page of the queue. */
export const ReviewQueueQuerySchema = z.object({
  status: optionalParam(z.enum(REVIEW_STATUSES)),
  /** An API by its altID (`claims`), whatever the auth type. */
  api: optionalParam(z.string().regex(/^[A-Za-z0-9_-]{1,80}$/)),
  authType: optionalParam(z.enum(AUTH_TYPES)),
  age: optionalParam(z.enum(AGE_FILTERS)),
  assignee: assigneeParam,
  /** Organization, application name or contact email, any part of it. */
  q: optionalParam(z.string().trim().max(REVIEW_LIMITS.search)),
  sort: optionalParam(z.enum(QUEUE_SORTS)),
  ...pageParams,
})

/** The queue's query. */
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>

const RequestedApiSchema = z.object({
  entry: z.string(),
  altId: z.string(),
  authType: z.string(),
  name: z.string(),
})

/** One row of the queue. */
export const ReviewQueueRowSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  organization: z.string(),
  appName: z.string(),
  email: z.string(),
  apis: z.array(RequestedApiSchema),
  submittedAt: z.string(),
  dueAt: z.string(),
  isOverdue: z.boolean(),
  /** Business days past the review date; 0 when not overdue. */
  businessDaysLate: z.number(),
  assignee: StaffRefSchema.nullable(),
})

/** A queue row. */
export type ReviewQueueRow = z.infer<typeof ReviewQueueRowSchema>

/** The queue's answer: one page of rows and the count of all that match. */
export const ReviewQueueSchema = queuePageOf(ReviewQueueRowSchema)

/** The queue's answer. */
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>

/** Defaults of the queue's page. */
export const QUEUE_DEFAULTS = {
  page: 1,
  pageSize: QUEUE_PAGE_SIZE,
  sort: 'due',
} as const

const EventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['submitted', 'transition', 'note', 'check', 'assignment']),
  action: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  actor: z.enum(['staff', 'applicant', 'system']),
  staffName: z.string().nullable(),
  message: z.string().nullable(),
  isInternal: z.boolean(),
})

/** A timeline event. */
export type ReviewEvent = z.infer<typeof EventSchema>

const DemoSchema = z.object({
  at: z.string(),
  meetingLink: z.string(),
})

/** The sandbox use of one requested API by the applicant's signup (R-REVIEW-SANDBOX). */
export const SandboxUsageSchema = z.object({
  /** Whether a sandbox signup has one of the request's contact emails. */
  hasSignup: z.boolean(),
  apis: z.array(
    RequestedApiSchema.extend({
      calls: z.number(),
      errors: z.number(),
      lastCallAt: z.string().nullable(),
    }),
  ),
})

/** The sandbox figures. */
export type SandboxUsage = z.infer<typeof SandboxUsageSchema>

/** `GET /v0/console/production-requests/{id}`: everything the applicant sent, and the review. */
export const ReviewRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  dueAt: z.string(),
  isOverdue: z.boolean(),
  assignee: StaffRefSchema.nullable(),
  /** The request as the applicant sent it (the wire fields, as stored). */
  request: z.record(z.string(), z.unknown()),
  apis: z.array(RequestedApiSchema),
  checks: z.array(
    z.object({
      check: z.enum(REVIEW_CHECKS),
      outcome: z.enum(CHECK_OUTCOMES),
      note: z.string(),
      markedAt: z.string(),
      markedBy: z.string(),
    }),
  ),
  events: z.array(EventSchema),
  demo: DemoSchema.nullable(),
  /** The reviewer's moves allowed now (decisions only once the checklist is complete). */
  actions: z.array(z.enum(STAFF_ACTIONS)),
})

/** A request as the console shows it. */
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>

const tooLong = (max: number) => REVIEW_MESSAGES.tooLong(max)
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max))

/** `POST …/{id}/assign`: assign to oneself, or to nobody. */
export const AssignRequestSchema = z.object({ to: z.enum(['me', 'nobody']) })

/** `POST …/{id}/notes`: an internal note, never shown to the applicant. */
export const NoteRequestSchema = z.object({
  note: requiredText(REVIEW_LIMITS.note, REVIEW_MESSAGES.note),
})

/** A note's form values and body. */
export type NoteRequest = z.input<typeof NoteRequestSchema>

/**
 * `PUT …/{id}/checks/{check}`: passed or failed, with a note (required when failed). The note's
 * field is `comment`, so its form field never shares an id with the page's internal note.
 */
export const CheckRequestSchema = z
  .object({
    outcome: z.enum(CHECK_OUTCOMES, { error: REVIEW_MESSAGES.outcome }),
    comment: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.note, tooLong(REVIEW_LIMITS.note))
      .default(''),
  })
  .superRefine((values, context) => {
    if (values.outcome === 'failed' && !values.comment)
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: REVIEW_MESSAGES.failedNote,
      })
  })

/** A check's form values and body. */
export type CheckRequest = z.input<typeof CheckRequestSchema>

/** The path parameters of a check. */
export const CheckParamsSchema = z.object({
  id: z.uuid(),
  check: z.enum(REVIEW_CHECKS),
})

/** A request's id in the path. */
export const RequestParamsSchema = z.object({ id: z.uuid() })

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.length > 0
  } catch {
    return false
  }
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

const optionalMessage = z
  .string()
  .trim()
  .max(REVIEW_LIMITS.message, tooLong(REVIEW_LIMITS.message))
  .optional()

/** The demo dialog's fields: date and time in Eastern Time, an https meeting link, a message. */
export const DemoFieldsSchema = z.object({
  date: z
    .string({ error: REVIEW_MESSAGES.date })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, REVIEW_MESSAGES.date)
    .refine(isRealDate, REVIEW_MESSAGES.date),
  time: z
    .string({ error: REVIEW_MESSAGES.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, REVIEW_MESSAGES.time),
  meetingLink: z
    .string({ error: REVIEW_MESSAGES.meetingLink })
    .trim()
    .max(REVIEW_LIMITS.meetingLink, tooLong(REVIEW_LIMITS.meetingLink))
    .refine(isHttpsUrl, REVIEW_MESSAGES.meetingLink),
  message: optionalMessage,
})

/** `POST …/{id}/transitions`: one reviewer move, with what it needs. */
export const TransitionRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start_review') }),
  z.object({
    action: z.literal('request_changes'),
    message: requiredText(REVIEW_LIMITS.message, REVIEW_MESSAGES.message),
  }),
  DemoFieldsSchema.extend({ action: z.literal('schedule_demo') }),
  z.object({ action: z.literal('approve'), message: optionalMessage }),
  z.object({
    action: z.literal('deny'),
    reason: requiredText(REVIEW_LIMITS.message, REVIEW_MESSAGES.reason),
  }),
])

/** A reviewer's move as sent. */
export type TransitionRequest = z.input<typeof TransitionRequestSchema>

/** The applicant's status link: the request's id and its signature (R-REVIEW-LINK). */
export const StatusLinkSchema = z.object({
  id: z.string().max(100),
  signature: z.string().max(200),
})

/** A status link. */
export type StatusLink = z.infer<typeof StatusLinkSchema>

/** The applicant's answer form: the one field it has. */
export const ChangesAnswerSchema = z.object({
  answer: requiredText(REVIEW_LIMITS.answer, REVIEW_MESSAGES.answer),
})

/** The answer form's values. */
export type ChangesAnswer = z.input<typeof ChangesAnswerSchema>

/** `POST …/production-requests/status/answer`: the link and the answer. */
export const AnswerRequestSchema = StatusLinkSchema.extend(
  ChangesAnswerSchema.shape,
)

/** `POST …/production-requests/status`: what the applicant's status page shows. */
export const ApplicantStatusSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  appName: z.string(),
  organization: z.string(),
  submittedAt: z.string(),
  dueAt: z.string(),
  apis: z.array(z.string()),
  /** The timeline without internal notes, checks or assignments. */
  events: z.array(EventSchema.omit({ staffName: true, isInternal: true })),
  demo: DemoSchema.nullable(),
  canAnswer: z.boolean(),
  canWithdraw: z.boolean(),
})

/** The applicant's view of a request. */
export type ApplicantStatus = z.infer<typeof ApplicantStatusSchema>
