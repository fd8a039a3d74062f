import type {
  ApplicantStatus,
  ReviewEvent,
  ReviewRequest,
} from '@portal/schema/production-review'
import { REVIEW_CHECKS } from '@portal/schema/production-review-checklist'
import {
  DECISIONS,
  isOpenStatus,
  showsDemo,
  staffActionsFrom,
  type ReviewStatus,
} from '@portal/schema/production-review-status'
import { isReviewOverdue } from '@portal/schema/production-review-timeline'
import type { ReviewRow, ReviewStore } from './review-store.ts'

// The answers of the review's reads, built from stored rows.

/** A request's API entries (`acg/claims`) with the catalogue's names. */
export async function requestedApis(store: ReviewStore, apis: string) {
  const entries = apis.split(',').filter(Boolean)
  const altIds = entries.map((entry) => entry.split('/')[1] ?? '')
  const found = await store.apisByAltId(altIds)
  return entries.map((entry) => {
    const [authType = '', altId = ''] = entry.split('/')
    const api = found.find((candidate) => candidate.alt_id === altId)
    return {
      entry,
      altId,
      authType,
      name: api?.name ?? altId,
      urlSlug: api?.url_slug ?? altId,
    }
  })
}

type EventRow = Awaited<ReturnType<ReviewStore['events']>>[number]

const toEvent = (row: EventRow): ReviewEvent => ({
  id: String(row.id),
  at: row.at.toISOString(),
  kind: row.kind,
  action: row.action,
  status: row.status,
  actor: row.actor,
  staffName: row.staff_name,
  message: row.message,
  isInternal: row.is_internal,
})

const demoOf = (row: ReviewRow) =>
  row.demo_at && row.demo_meeting_link && showsDemo(row.status)
    ? { at: row.demo_at.toISOString(), meetingLink: row.demo_meeting_link }
    : null

/** The console's view of a request: what was sent, the checklist, the timeline, the moves. */
export async function reviewRequestOf(
  store: ReviewStore,
  row: ReviewRow,
  now: Date,
): Promise<ReviewRequest> {
  const [apis, checks, events, assignee] = await Promise.all([
    requestedApis(store, row.apis),
    store.checks(row.id),
    store.events(row.id),
    row.assignee_id ? store.staffRef(row.assignee_id) : undefined,
  ])
  const isComplete = REVIEW_CHECKS.every((check) =>
    checks.some((mark) => mark.check_key === check),
  )
  return {
    id: row.id,
    status: row.status,
    submittedAt: row.created_at.toISOString(),
    dueAt: row.review_due_at.toISOString(),
    isOverdue: isReviewOverdue(row.status, row.review_due_at, now),
    assignee: assignee ?? null,
    request: row.request,
    apis: apis.map(({ urlSlug: _urlSlug, ...api }) => api),
    checks: REVIEW_CHECKS.flatMap((check) => {
      const mark = checks.find((candidate) => candidate.check_key === check)
      return mark
        ? [
            {
              check,
              outcome: mark.outcome,
              note: mark.note,
              markedAt: mark.marked_at.toISOString(),
              markedBy: mark.staff_name,
            },
          ]
        : []
    }),
    events: events.map(toEvent),
    demo: demoOf(row),
    actions: staffActionsFrom(row.status).filter(
      (action) => isComplete || !DECISIONS.includes(action),
    ),
  }
}

/** The applicant's view: no internal event, no reviewer's name (R-REVIEW-APPLICANT). */
export async function applicantStatusOf(
  store: ReviewStore,
  row: ReviewRow,
): Promise<ApplicantStatus> {
  const [apis, events] = await Promise.all([
    requestedApis(store, row.apis),
    store.events(row.id),
  ])
  const status: ReviewStatus = row.status
  return {
    id: row.id,
    status,
    appName: row.app_name,
    organization: row.organization,
    submittedAt: row.created_at.toISOString(),
    dueAt: row.review_due_at.toISOString(),
    apis: apis.map((api) => api.name),
    events: events
      .filter((event) => !event.is_internal)
      .map((event) => {
        const {
          staffName: _staffName,
          isInternal: _isInternal,
          ...shown
        } = toEvent(event)
        return shown
      }),
    demo: demoOf(row),
    canAnswer: status === 'changes_requested',
    canWithdraw: isOpenStatus(status),
  }
}
