import { z } from 'zod'
import {
  assigneeParam,
  pageParams,
  queuePageOf,
  StaffRefSchema,
} from './console-queue.ts'
import { optionalParam } from './query-params.ts'
import {
  SUPPORT_ACTIONS,
  SUPPORT_DESK_LIMITS,
  SUPPORT_DESK_MESSAGES,
  SUPPORT_QUEUE_PAGE_SIZE,
  SUPPORT_QUEUE_SORTS,
  SUPPORT_STATUSES,
} from './support-desk-status.ts'

// The support desk's payloads (issue 28, R-SUPPORT-DESK-*): the console's queue of contact-form
// requests, a request's page and the staff's changes. One schema per payload, used by the route
// and by the form that sends it.

/** `GET /v0/console/support-requests`: filters, search, sort and page of the queue. */
export const SupportQueueQuerySchema = z.object({
  status: optionalParam(z.enum(SUPPORT_STATUSES)),
  type: optionalParam(z.enum(['DEFAULT', 'PUBLISHING'])),
  assignee: assigneeParam,
  /** `yes`: only requests handed to the publishers; `no`: only those not handed off. */
  handedOff: optionalParam(z.enum(['yes', 'no'])),
  /** Name, email or organization, any part of it. */
  q: optionalParam(z.string().trim().max(SUPPORT_DESK_LIMITS.search)),
  sort: optionalParam(z.enum(SUPPORT_QUEUE_SORTS)),
  ...pageParams,
})

/** The queue's query. */
export type SupportQueueQuery = z.infer<typeof SupportQueueQuerySchema>

/** Defaults of the queue's page: oldest first, so nobody waits longest by accident. */
export const SUPPORT_QUEUE_DEFAULTS = {
  page: 1,
  pageSize: SUPPORT_QUEUE_PAGE_SIZE,
  sort: 'submitted',
} as const

/** A support staff member one may assign a request to. */
export type SupportStaffRef = z.infer<typeof StaffRefSchema>

/** One row of the queue. */
export const SupportQueueRowSchema = z.object({
  id: z.string(),
  type: z.enum(['DEFAULT', 'PUBLISHING']),
  status: z.enum(SUPPORT_STATUSES),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  /** The first words of what was asked: the description, or the API details. */
  summary: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  handedOffAt: z.string().nullable(),
  assignee: StaffRefSchema.nullable(),
})

/** A queue row. */
export type SupportQueueRow = z.infer<typeof SupportQueueRowSchema>

/** The queue's answer: one page of rows and the count of all that match. */
export const SupportQueueSchema = queuePageOf(SupportQueueRowSchema)

/** The queue's answer. */
export type SupportQueue = z.infer<typeof SupportQueueSchema>

/** `GET …/support-requests/assignees`: the active staff holding the support role. */
export const SupportAssigneesSchema = z.object({
  staff: z.array(StaffRefSchema),
})

/** The assignees' answer. */
export type SupportAssignees = z.infer<typeof SupportAssigneesSchema>

const EventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum([
    'submitted',
    'transition',
    'note',
    'reply',
    'assignment',
    'handoff',
  ]),
  action: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  staffName: z.string().nullable(),
  message: z.string().nullable(),
  /** Notes, assignments and hand-offs stay inside; replies and moves concern the requester. */
  isInternal: z.boolean(),
})

/** A timeline event. */
export type SupportEvent = z.infer<typeof EventSchema>

/** `GET …/support-requests/{id}`: everything the requester sent, the timeline, the moves. */
export const SupportDeskRequestSchema = z.object({
  id: z.string(),
  /** The reference every reply carries (the request id of the confirmation email). */
  reference: z.string(),
  type: z.enum(['DEFAULT', 'PUBLISHING']),
  status: z.enum(SUPPORT_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
  handedOffAt: z.string().nullable(),
  assignee: StaffRefSchema.nullable(),
  /** The request as the requester sent it (the form's fields by their wire names). */
  request: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    organization: z.string().nullable(),
    role: z.string(),
    description: z.string().nullable(),
    apis: z.array(z.string()).nullable(),
    apiDetails: z.string().nullable(),
    apiDescription: z.string().nullable(),
    apiInternalOnly: z.boolean().nullable(),
    apiInternalOnlyDetails: z.string().nullable(),
    apiOtherInfo: z.string().nullable(),
  }),
  events: z.array(EventSchema),
  /** The status moves this staff member may make now. */
  actions: z.array(z.enum(SUPPORT_ACTIONS)),
  canReply: z.boolean(),
  canHandOff: z.boolean(),
  canAssign: z.boolean(),
})

/** A request as the console shows it. */
export type SupportDeskRequest = z.infer<typeof SupportDeskRequestSchema>

/** A request's id in the path. */
export const SupportRequestParamsSchema = z.object({ id: z.uuid() })

const tooLong = (max: number) => SUPPORT_DESK_MESSAGES.tooLong(max)
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max))

/** `POST …/{id}/assign`: to oneself, to nobody, or to another support staff member by id. */
export const SupportAssignSchema = z.object({
  // Each branch carries the message: a failed union speaks with its closest branch.
  to: z.union(
    [
      z.enum(['me', 'nobody'], { error: SUPPORT_DESK_MESSAGES.assignee }),
      z.uuid({ error: SUPPORT_DESK_MESSAGES.assignee }),
    ],
    { error: SUPPORT_DESK_MESSAGES.assignee },
  ),
})

/** The assignment form's values and body. */
export type SupportAssign = z.input<typeof SupportAssignSchema>

/** `POST …/{id}/notes`: an internal note, never emailed. */
export const SupportNoteSchema = z.object({
  note: requiredText(SUPPORT_DESK_LIMITS.note, SUPPORT_DESK_MESSAGES.note),
})

/** A note's form values and body. */
export type SupportNote = z.input<typeof SupportNoteSchema>

/** `POST …/{id}/replies`: a reply emailed to the requester with the request's reference. */
export const SupportReplySchema = z.object({
  reply: requiredText(SUPPORT_DESK_LIMITS.reply, SUPPORT_DESK_MESSAGES.reply),
})

/** A reply's form values and body. */
export type SupportReply = z.input<typeof SupportReplySchema>

/** `POST …/{id}/transitions`: open, close or reopen. */
export const SupportTransitionSchema = z.object({
  action: z.enum(SUPPORT_ACTIONS),
})

/** A move as sent. */
export type SupportTransition = z.infer<typeof SupportTransitionSchema>

/** `POST …/{id}/hand-off`: a publishing request to the publisher role, with a note for them. */
export const SupportHandOffSchema = z.object({
  // Its own name: the page's internal-note form already has a field `note`.
  handOffNote: z
    .string()
    .trim()
    .max(SUPPORT_DESK_LIMITS.note, tooLong(SUPPORT_DESK_LIMITS.note))
    .optional(),
})

/** The hand-off's form values and body. */
export type SupportHandOff = z.input<typeof SupportHandOffSchema>
