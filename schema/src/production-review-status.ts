// The production-access review's statuses and who may move a request between them: a pure state
// machine, shared by the server (which answers 409 to any other move) and the web (which offers
// only the moves it allows). Zod-free, so pages may import it (R-PERF-FIRST-LOAD).

/** Every status a production request may have (R-REVIEW-STATUS). */
export const REVIEW_STATUSES = [
  'submitted',
  'in_review',
  'changes_requested',
  'demo_scheduled',
  'approved',
  'denied',
  'withdrawn',
] as const

/** A production request's status. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Statuses with nothing more to do: no move leaves them. */
export const CLOSED_STATUSES: readonly ReviewStatus[] = [
  'approved',
  'denied',
  'withdrawn',
]

/** Statuses still awaiting the department's first review: the 10-business-day promise runs. */
export const AWAITING_REVIEW: readonly ReviewStatus[] = [
  'submitted',
  'in_review',
]

/** What people call each status. */
export const STATUS_LABELS: Record<ReviewStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  demo_scheduled: 'Demo scheduled',
  approved: 'Approved',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
}

/** The moves a reviewer makes. */
export const STAFF_ACTIONS = [
  'start_review',
  'request_changes',
  'schedule_demo',
  'approve',
  'deny',
] as const

/** The moves the applicant makes through the signed status link. */
export const APPLICANT_ACTIONS = ['answer', 'withdraw'] as const

/** A reviewer's move. */
export type StaffAction = (typeof STAFF_ACTIONS)[number]
/** The applicant's move. */
export type ApplicantAction = (typeof APPLICANT_ACTIONS)[number]
/** Any move. */
export type ReviewAction = StaffAction | ApplicantAction

const OPEN: ReviewStatus[] = [
  'submitted',
  'in_review',
  'changes_requested',
  'demo_scheduled',
]

/** Each move: the statuses it may start from, and where it goes. */
export const TRANSITIONS: Record<
  ReviewAction,
  { from: readonly ReviewStatus[]; to: ReviewStatus }
> = {
  start_review: { from: ['submitted'], to: 'in_review' },
  // Changes may be asked for again after a demo was set, which then waits for the answer.
  request_changes: {
    from: ['in_review', 'demo_scheduled'],
    to: 'changes_requested',
  },
  answer: { from: ['changes_requested'], to: 'in_review' },
  // Scheduling again moves the demo (a new date, a new email and calendar file).
  schedule_demo: {
    from: ['in_review', 'demo_scheduled'],
    to: 'demo_scheduled',
  },
  // Approval follows the demo; a denial may come at any point of the review.
  approve: { from: ['demo_scheduled'], to: 'approved' },
  deny: {
    from: ['in_review', 'changes_requested', 'demo_scheduled'],
    to: 'denied',
  },
  withdraw: { from: OPEN, to: 'withdrawn' },
}

/** Moves that decide the request: offered only once every check of the checklist is marked. */
export const DECISIONS: readonly StaffAction[] = ['approve', 'deny']

/** Where `action` takes a request in `status`, or null when the move is not allowed there. */
export function nextStatus(
  status: ReviewStatus,
  action: ReviewAction,
): ReviewStatus | null {
  const transition = TRANSITIONS[action]
  return transition.from.includes(status) ? transition.to : null
}

/** The reviewer's moves allowed from `status`, in the order the console offers them. */
export function staffActionsFrom(status: ReviewStatus): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => nextStatus(status, action) !== null)
}

/** Whether the request is still open (the applicant may withdraw it). */
export function isOpenStatus(status: ReviewStatus): boolean {
  return !CLOSED_STATUSES.includes(status)
}

/**
 * Whether a request's assignee may change: only while it is open. A decided or withdrawn request
 * has no more work, so the console offers no "Assign to me" and the server refuses it (409,
 * R-REVIEW-STATE-ACTIONS).
 */
export function isAssignable(status: ReviewStatus): boolean {
  return isOpenStatus(status)
}

/**
 * Whether a request in `status` shows its demo's date and link: while the demo is scheduled, and
 * once the request is closed, as the record of the demo it had (R-REVIEW-DEMO-KEPT). A request
 * sent back for changes waits for a new date, so it shows none.
 */
export function showsDemo(status: ReviewStatus): boolean {
  return status === 'demo_scheduled' || !isOpenStatus(status)
}

/** Whether a value is one of the statuses (stored rows are read through this). */
export function isReviewStatus(value: unknown): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly unknown[]).includes(value)
}
