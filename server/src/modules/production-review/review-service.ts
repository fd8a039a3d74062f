import type {
  CheckRequestSchema,
  ReviewQueue,
  ReviewQueueQuery,
  SandboxUsage,
  TransitionRequestSchema,
} from '@portal/schema/production-review'
import {
  isChecklistComplete,
  isChecklistPassed,
  type ReviewCheck,
} from '@portal/schema/production-review-checklist'
import {
  DECISIONS,
  isAssignable,
  isOpenStatus,
  nextStatus,
  STATUS_LABELS,
  type ReviewStatus,
} from '@portal/schema/production-review-status'
import {
  businessDaysBetween,
  isReviewOverdue,
  zonedTimeToUtc,
} from '@portal/schema/production-review-timeline'
import {
  ACTION_TEXTS,
  REVIEW_ERRORS,
  REVIEW_MESSAGES,
} from '@portal/schema/production-review-texts'
import { QUEUE_DEFAULTS } from '@portal/schema/production-review'
import type { z } from 'zod'
import { ConflictError, InputError, NotFoundError } from '../../errors.ts'
import type { AuditEntry } from '../staff-auth/index.ts'
import type { QueueStore } from './queue-store.ts'
import { requestedApis, reviewRequestOf } from './review-payloads.ts'
import type { ReviewRow, ReviewStore, ReviewWriter } from './review-store.ts'
import { reviewEmails } from './review-emails.ts'

/** The reviewer making a change, and what the audit row says of the request. */
export interface StaffActor {
  id: string
  audit: Pick<AuditEntry, 'staff' | 'ip' | 'requestId'>
}

/** What the review's rules need. */
export interface ReviewServiceDeps {
  store: ReviewStore
  queueStore: QueueStore
  now: () => number
  statusUrlOf: (id: string) => string
}

type Transition = z.output<typeof TransitionRequestSchema>
type CheckMark = z.output<typeof CheckRequestSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const notFound = () => new NotFoundError(REVIEW_ERRORS.notFound)

const refuseMove = (status: ReviewStatus, action: keyof typeof ACTION_TEXTS) =>
  new ConflictError(
    REVIEW_ERRORS.transition(STATUS_LABELS[status], ACTION_TEXTS[action].verb),
  )

/** The staff side of the review: the queue, a request, its checklist, notes and moves (R-REVIEW-*). */
export function createReviewService(deps: ReviewServiceDeps) {
  const { store, now } = deps
  const emails = reviewEmails(deps.statusUrlOf)

  // One change: the rule's work, then the audit row, on the locked request's transaction.
  const change = (
    id: string,
    actor: StaffActor,
    action: string,
    work: (
      row: ReviewRow,
      write: ReviewWriter,
      at: Date,
    ) => Promise<{ before: unknown; after: unknown }>,
  ) =>
    store.change(id, async (row, write) => {
      const at = new Date(now())
      const { before, after } = await work(row, write, at)
      await write.audit({
        ...actor.audit,
        action: `production_request.${action}`,
        entityType: 'production_request',
        entityId: id,
        before,
        after,
        at,
      })
    })

  // 404 for an id that is not a request's (a malformed one included).
  const detail = async (id: string) => {
    const row = UUID.test(id) ? await store.find(id) : undefined
    if (!row) throw notFound()
    return reviewRequestOf(store, row, new Date(now()))
  }

  return {
    async queue(
      query: ReviewQueueQuery,
      staffId: string,
    ): Promise<ReviewQueue> {
      const at = new Date(now())
      const page = query.page ?? QUEUE_DEFAULTS.page
      const pageSize = query.pageSize ?? QUEUE_DEFAULTS.pageSize
      const { rows, total } = await deps.queueStore.page(
        { ...query, page, pageSize, sort: query.sort ?? QUEUE_DEFAULTS.sort },
        staffId,
        at,
      )
      const names = await store.apisByAltId([
        ...new Set(
          rows.flatMap((row) =>
            row.apis.split(',').map((entry) => entry.split('/')[1] ?? ''),
          ),
        ),
      ])
      return {
        total,
        page,
        pageSize,
        rows: rows.map((row) => {
          const status = row.status as ReviewStatus
          const isOverdue = isReviewOverdue(status, row.review_due_at, at)
          return {
            id: row.id,
            status,
            organization: row.organization,
            appName: row.app_name,
            email: row.primary_email,
            apis: row.apis.split(',').map((entry) => {
              const [authType = '', altId = ''] = entry.split('/')
              const name =
                names.find((api) => api.alt_id === altId)?.name ?? altId
              return { entry, altId, authType, name }
            }),
            submittedAt: row.created_at.toISOString(),
            dueAt: row.review_due_at.toISOString(),
            isOverdue,
            businessDaysLate: isOverdue
              ? businessDaysBetween(row.review_due_at, at)
              : 0,
            assignee:
              row.assignee_id && row.assignee_name && row.assignee_email
                ? {
                    id: row.assignee_id,
                    name: row.assignee_name,
                    email: row.assignee_email,
                  }
                : null,
          }
        }),
      }
    },

    detail,

    /** The applicant's sandbox calls to each requested API, by the contacts' signup (R-REVIEW-SANDBOX). */
    async sandboxUsage(id: string): Promise<SandboxUsage> {
      const row = await store.find(id)
      if (!row) throw notFound()
      const request = row.request as {
        primaryContact?: { email?: string }
        secondaryContact?: { email?: string }
      }
      const emails = [
        request.primaryContact?.email,
        request.secondaryContact?.email,
      ]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase())
      const apis = await requestedApis(store, row.apis)
      const [hasSignup, calls] = await Promise.all([
        store.hasSignup(emails),
        store.sandboxCalls(
          emails,
          apis.map((api) => api.urlSlug),
        ),
      ])
      return {
        hasSignup,
        apis: apis.map(({ urlSlug, ...api }) => {
          const used = calls.find((call) => call.api_url_slug === urlSlug)
          return {
            ...api,
            calls: Number(used?.calls ?? 0),
            errors: Number(used?.errors ?? 0),
            lastCallAt: used ? new Date(used.last_call_at).toISOString() : null,
          }
        }),
      }
    },

    async assign(id: string, to: 'me' | 'nobody', actor: StaffActor) {
      await change(id, actor, 'assigned', async (row, write, at) => {
        if (!isAssignable(row.status))
          throw new ConflictError(
            REVIEW_ERRORS.transition(STATUS_LABELS[row.status], 'assigned'),
          )
        const assignee = to === 'me' ? actor.id : null
        await write.update({ assignee_id: assignee, updated_at: at })
        await write.event({
          at,
          kind: 'assignment',
          status: row.status,
          actor: 'staff',
          staffId: actor.id,
          message: assignee ? 'Assigned to themselves' : 'Unassigned',
          isInternal: true,
        })
        return {
          before: { assigneeId: row.assignee_id },
          after: { assigneeId: assignee },
        }
      })
      return detail(id)
    },

    async addNote(id: string, note: string, actor: StaffActor) {
      await change(id, actor, 'noted', async (row, write, at) => {
        await write.event({
          at,
          kind: 'note',
          status: row.status,
          actor: 'staff',
          staffId: actor.id,
          message: note,
          isInternal: true,
        })
        return { before: null, after: { note } }
      })
      return detail(id)
    },

    async markCheck(
      id: string,
      check: ReviewCheck,
      mark: CheckMark,
      actor: StaffActor,
    ) {
      await change(id, actor, 'checked', async (row, write, at) => {
        if (!isOpenStatus(row.status))
          throw new ConflictError(
            REVIEW_ERRORS.transition(STATUS_LABELS[row.status], 'checked'),
          )
        const before =
          (await write.checks()).find((mark) => mark.check === check) ?? null
        const note = mark.comment
        await write.markCheck({
          check,
          outcome: mark.outcome,
          note,
          staffId: actor.id,
          at,
        })
        await write.event({
          at,
          kind: 'check',
          action: check,
          status: row.status,
          actor: 'staff',
          staffId: actor.id,
          message: `${mark.outcome === 'passed' ? 'Passed' : 'Failed'}${note ? `: ${note}` : ''}`,
          isInternal: true,
        })
        return { before, after: { check, outcome: mark.outcome, note } }
      })
      return detail(id)
    },

    /** One move of the state machine: 409 when the status or the checklist does not allow it. */
    async transition(id: string, body: Transition, actor: StaffActor) {
      await change(id, actor, body.action, async (row, write, at) => {
        const to = nextStatus(row.status, body.action)
        if (!to) throw refuseMove(row.status, body.action)
        if (DECISIONS.includes(body.action)) {
          const marks = await write.checks()
          if (!isChecklistComplete(marks))
            throw new ConflictError(REVIEW_ERRORS.checklistIncomplete)
          if (body.action === 'approve' && !isChecklistPassed(marks))
            throw new ConflictError(REVIEW_ERRORS.checklistNotPassed)
        }
        const demo =
          body.action === 'schedule_demo'
            ? {
                at: zonedTimeToUtc(body.date, body.time),
                meetingLink: body.meetingLink,
              }
            : null
        if (demo && demo.at.getTime() <= at.getTime())
          throw new InputError([REVIEW_MESSAGES.dateInPast], {
            date: [REVIEW_MESSAGES.dateInPast],
          })
        const message =
          'reason' in body
            ? body.reason
            : 'message' in body
              ? (body.message ?? null)
              : null
        await write.update({
          status: to,
          updated_at: at,
          // What the overview's medians read (migration 017); each move happens once at most.
          ...(body.action === 'start_review' ? { first_reviewed_at: at } : {}),
          ...(DECISIONS.includes(body.action) ? { decided_at: at } : {}),
          ...(demo
            ? { demo_at: demo.at, demo_meeting_link: demo.meetingLink }
            : {}),
        })
        await write.event({
          at,
          kind: 'transition',
          action: body.action,
          status: to,
          actor: 'staff',
          staffId: actor.id,
          message: message || null,
        })
        await write.history(to, message || ACTION_TEXTS[body.action].verb, at)
        await emails.queue(write, row, body.action, message || null, demo)
        return {
          before: {
            status: row.status,
            demoAt: row.demo_at?.toISOString() ?? null,
          },
          after: {
            status: to,
            ...(message ? { message } : {}),
            ...(demo
              ? { demoAt: demo.at.toISOString(), meetingLink: demo.meetingLink }
              : {}),
          },
        }
      })
      return detail(id)
    },
  }
}

/** The review's staff side. */
export type ReviewService = ReturnType<typeof createReviewService>
