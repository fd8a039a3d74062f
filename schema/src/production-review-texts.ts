// The review's messages and limits, Zod-free so the console and status pages can show them
// without loading a schema (R-PERF-FIRST-LOAD). Schemas in production-review.ts use the same.

/** Length limits of what reviewers and applicants type. */
export const REVIEW_LIMITS = {
  message: 2000,
  note: 2000,
  answer: 5000,
  search: 200,
  meetingLink: 2048,
} as const

/** Field messages of the console's dialogs and the applicant's answer form, word for word. */
export const REVIEW_MESSAGES = {
  message: 'Enter a message for the applicant.',
  reason: 'Enter the reason for the denial.',
  note: 'Enter a note.',
  outcome: 'Choose passed or failed.',
  failedNote: 'Say why the check failed.',
  date: 'Enter the demo date as YYYY-MM-DD.',
  dateInPast: 'Choose a demo date and time in the future.',
  time: 'Enter the demo time as HH:MM.',
  meetingLink: 'Enter the meeting link, starting with https://.',
  answer: 'Enter your answer to the reviewer.',
  tooLong: (max: number) => `Enter no more than ${max} characters.`,
} as const

/** What a refused move or call answers (R-REVIEW-409, R-REVIEW-LINK). */
export const REVIEW_ERRORS = {
  notFound: 'No production request has this id.',
  invalidLink:
    'This status link is not valid. Use the link in the latest email we sent you.',
  checklistIncomplete:
    'Mark every check of the review checklist before deciding.',
  checklistNotPassed: 'Every check must pass before the request is approved.',
  transition: (label: string, action: string) =>
    `A request that is ${label.toLowerCase()} cannot be ${action}.`,
} as const

/** How a move is named in messages and buttons. */
export const ACTION_TEXTS = {
  start_review: { verb: 'put in review', button: 'Start the review' },
  request_changes: { verb: 'sent back for changes', button: 'Request changes' },
  schedule_demo: { verb: 'given a demo date', button: 'Schedule the demo' },
  approve: { verb: 'approved', button: 'Approve' },
  deny: { verb: 'denied', button: 'Deny' },
  answer: { verb: 'answered', button: 'Send your answer' },
  withdraw: { verb: 'withdrawn', button: 'Withdraw your request' },
} as const

/** The queue's age filter: past the promised review date, due within 3 days, or on track. */
export const AGE_FILTERS = ['overdue', 'due_soon', 'on_track'] as const

/** The queue's sort orders; a leading minus sorts descending. */
export const QUEUE_SORTS = [
  'due',
  '-due',
  'submitted',
  '-submitted',
  'organization',
  '-organization',
  'appName',
  '-appName',
] as const

/** Rows per page of the queue, unless the query asks for another size. */
export const QUEUE_PAGE_SIZE = 25

/** How the timeline names each event: its kind, or for a move its action. */
export const EVENT_TITLES: Record<string, string> = {
  submitted: 'Request submitted',
  start_review: 'Review started',
  request_changes: 'Changes requested',
  answer: 'Applicant answered',
  schedule_demo: 'Demo scheduled',
  approve: 'Approved',
  deny: 'Denied',
  withdraw: 'Withdrawn',
  note: 'Internal note',
  assignment: 'Assignment',
  check: 'Check marked',
}

/** The title of a timeline event. */
export function eventTitle(event: {
  kind: string
  action: string | null
}): string {
  return (
    (event.kind === 'transition' && event.action
      ? EVENT_TITLES[event.action]
      : EVENT_TITLES[event.kind]) ?? event.kind
  )
}
