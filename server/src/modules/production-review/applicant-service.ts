import type {
  ApplicantStatus,
  StatusLink,
} from '@portal/schema/production-review'
import {
  nextStatus,
  STATUS_LABELS,
  type ApplicantAction,
} from '@portal/schema/production-review-status'
import {
  ACTION_TEXTS,
  REVIEW_ERRORS,
} from '@portal/schema/production-review-texts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts'
import { isValidStatusLink } from '../production-requests/index.ts'
import { demoCalendar } from './calendar.ts'
import { reviewEmails } from './review-emails.ts'
import { applicantStatusOf } from './review-payloads.ts'
import type { ReviewStore } from './review-store.ts'

/** What the applicant's side needs. */
export interface ApplicantServiceDeps {
  store: ReviewStore
  now: () => number
  linkSecret: string
  statusUrlOf: (id: string) => string
  supportEmail: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The applicant's side, through the signed status link (R-REVIEW-LINK): the status, timeline and
 * reviewer's messages, the answer to a changes request, the demo's calendar file, withdrawal.
 * Every bad pair gets the same 403, checked before the database is read.
 */
export function createApplicantService(deps: ApplicantServiceDeps) {
  const { store, now } = deps
  const emails = reviewEmails(deps.statusUrlOf)

  const checkLink = (link: StatusLink) => {
    if (!UUID.test(link.id) || !isValidStatusLink(deps.linkSecret, link))
      throw new ForbiddenError(REVIEW_ERRORS.invalidLink)
    return link.id.toLowerCase()
  }

  const read = async (link: StatusLink) => {
    const row = await store.find(checkLink(link))
    if (!row) throw new ForbiddenError(REVIEW_ERRORS.invalidLink)
    return row
  }

  const move = async (
    link: StatusLink,
    action: ApplicantAction,
    message: string | null,
  ): Promise<ApplicantStatus> => {
    const id = checkLink(link)
    await store.change(id, async (row, write) => {
      const to = nextStatus(row.status, action)
      if (!to)
        throw new ConflictError(
          REVIEW_ERRORS.transition(
            STATUS_LABELS[row.status],
            ACTION_TEXTS[action].verb,
          ),
        )
      const at = new Date(now())
      await write.update({ status: to, updated_at: at })
      await write.event({
        at,
        kind: 'transition',
        action,
        status: to,
        actor: 'applicant',
        message,
      })
      await write.history(to, message ?? ACTION_TEXTS[action].verb, at)
      await emails.queue(write, row, action, message, null)
    })
    return applicantStatusOf(store, await read(link))
  }

  return {
    status: async (link: StatusLink) =>
      applicantStatusOf(store, await read(link)),
    answer: (link: StatusLink, answer: string) => move(link, 'answer', answer),
    withdraw: (link: StatusLink) => move(link, 'withdraw', null),

    /** The scheduled demo as an .ics file; 404 while no demo is scheduled. */
    calendar: async (link: StatusLink) => {
      const row = await read(link)
      if (
        row.status !== 'demo_scheduled' ||
        !row.demo_at ||
        !row.demo_meeting_link
      )
        throw new NotFoundError('No demo is scheduled for this request.')
      return demoCalendar({
        requestId: row.id,
        appName: row.app_name,
        at: row.demo_at,
        meetingLink: row.demo_meeting_link,
        statusUrl: deps.statusUrlOf(row.id),
        organizerEmail: deps.supportEmail,
      })
    },
  }
}

/** The applicant's side of the review. */
export type ApplicantService = ReturnType<typeof createApplicantService>
