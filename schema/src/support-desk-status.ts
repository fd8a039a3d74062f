// The support desk's statuses, moves, messages and limits (issue 28, R-SUPPORT-DESK-*): a pure
// state machine shared by the server (which answers 409 to any other move) and the console (which
// offers only the moves it allows). Zod-free, so pages may import it (R-PERF-FIRST-LOAD).

/** Every status of a contact-form request in the console. */
export const SUPPORT_STATUSES = [
  'new',
  'open',
  'waiting_on_requester',
  'closed',
] as const

/** A support request's status. */
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** What people call each status. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  new: 'New',
  open: 'Open',
  waiting_on_requester: 'Waiting on the requester',
  closed: 'Closed',
}

/** The contact form's two kinds of request, as the console names them. */
export const SUPPORT_TYPE_LABELS = {
  DEFAULT: 'Support',
  PUBLISHING: 'Publishing',
} as const

/** The status moves made with the transitions endpoint (a reply moves too: see REPLY_FROM). */
export const SUPPORT_ACTIONS = ['open', 'close', 'reopen'] as const

/** A status move. */
export type SupportAction = (typeof SUPPORT_ACTIONS)[number]

/** Each move: the statuses it may start from, and where it goes. */
export const SUPPORT_TRANSITIONS: Record<
  SupportAction,
  { from: readonly SupportStatus[]; to: SupportStatus }
> = {
  // Staff take a new request up, or the requester answered by email and it is back with staff.
  open: { from: ['new', 'waiting_on_requester'], to: 'open' },
  close: { from: ['new', 'open', 'waiting_on_requester'], to: 'closed' },
  reopen: { from: ['closed'], to: 'open' },
}

/** A reply to the requester: from any open status, to waiting on the requester. */
export const REPLY_FROM: readonly SupportStatus[] = [
  'new',
  'open',
  'waiting_on_requester',
]

/**
 * Whether a support request's assignee may change: not once it is closed (reopen it first). The
 * console offers "Assign to me" only then, and the server refuses it otherwise (409,
 * R-REVIEW-STATE-ACTIONS).
 */
export function isSupportAssignable(status: SupportStatus): boolean {
  return status !== 'closed'
}

/** The moves a publisher (without the support role) may make on a handed-off request. */
export const PUBLISHER_ACTIONS: readonly SupportAction[] = ['close']

/** Where `action` takes a request in `status`, or null when the move is not allowed there. */
export function nextSupportStatus(
  status: SupportStatus,
  action: SupportAction,
): SupportStatus | null {
  const transition = SUPPORT_TRANSITIONS[action]
  return transition.from.includes(status) ? transition.to : null
}

/** The moves allowed from `status`, in the order the console offers them. */
export function supportActionsFrom(status: SupportStatus): SupportAction[] {
  return SUPPORT_ACTIONS.filter(
    (action) => nextSupportStatus(status, action) !== null,
  )
}

/** How a move is named in messages and buttons. */
export const SUPPORT_ACTION_TEXTS: Record<
  SupportAction | 'reply' | 'hand_off',
  { verb: string; button: string }
> = {
  open: { verb: 'marked open', button: 'Mark as open' },
  close: { verb: 'closed', button: 'Close the request' },
  reopen: { verb: 'reopened', button: 'Reopen' },
  reply: { verb: 'answered', button: 'Send the reply' },
  hand_off: {
    verb: 'handed to the publishers',
    button: 'Hand off to publishing',
  },
}

/** Length limits of what staff type. */
export const SUPPORT_DESK_LIMITS = {
  note: 2000,
  reply: 5000,
  search: 200,
} as const

/** Field messages of the console's forms, word for word. */
export const SUPPORT_DESK_MESSAGES = {
  note: 'Enter a note.',
  reply: 'Enter a reply to the requester.',
  assignee: 'Choose a support staff member.',
  tooLong: (max: number) => `Enter no more than ${max} characters.`,
} as const

/** What a refused call answers. */
export const SUPPORT_DESK_ERRORS = {
  notFound: 'No support request has this id.',
  transition: (label: string, verb: string) =>
    `A request that is ${label.toLowerCase()} cannot be ${verb}.`,
  notPublishing: 'Only a publishing request can be handed to the publishers.',
  alreadyHandedOff: 'This request is already with the publishers.',
  notSupportStaff: 'That person does not hold the support role.',
} as const

/** The queue's sort orders; a leading minus sorts descending. */
export const SUPPORT_QUEUE_SORTS = [
  'submitted',
  '-submitted',
  'updated',
  '-updated',
  'name',
  '-name',
] as const

/** Rows per page of the queue, unless the query asks for another size. */
export const SUPPORT_QUEUE_PAGE_SIZE = 25

/** How the timeline names each event: its kind, or for a move its action. */
const EVENT_TITLES: Record<string, string> = {
  submitted: 'Request submitted',
  open: 'Marked open',
  close: 'Closed',
  reopen: 'Reopened',
  reply: 'Reply emailed to the requester',
  note: 'Internal note',
  assignment: 'Assignment',
  handoff: 'Handed off to publishing',
}

/** The title of a timeline event. */
export function supportEventTitle(event: {
  kind: string
  action: string | null
}): string {
  return (
    (event.kind === 'transition' && event.action
      ? EVENT_TITLES[event.action]
      : EVENT_TITLES[event.kind]) ?? event.kind
  )
}

/** The reference quoted in every reply, so the requester's answer finds its request. */
export const supportReference = (id: string) => `Reference ${id}`
