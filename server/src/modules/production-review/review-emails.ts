import type { ReviewAction } from '@portal/schema/production-review-status'
import {
  REVIEW_TEMPLATES,
  type ProductionReviewPayload,
} from '../outbox/index.ts'
import { recipientsOf } from '../production-requests/index.ts'
import type { ReviewRow, ReviewWriter } from './review-store.ts'

/**
 * The email of each move (R-REVIEW-EMAILS): its own template, to the request's contacts and
 * status-update addresses, queued in the outbox on the move's transaction. The payload carries
 * the text as typed; the templates escape it in HTML.
 */
export function reviewEmails(statusUrlOf: (id: string) => string) {
  return {
    queue: (
      write: ReviewWriter,
      row: ReviewRow,
      action: ReviewAction,
      message: string | null,
      demo: { at: Date; meetingLink: string } | null,
    ) => {
      const payload: ProductionReviewPayload = {
        requestId: row.id,
        appName: row.app_name,
        organization: row.organization,
        message,
        demo: demo
          ? { at: demo.at.toISOString(), meetingLink: demo.meetingLink }
          : null,
        statusUrl: statusUrlOf(row.id),
      }
      return write.emails(
        REVIEW_TEMPLATES[action],
        recipientsOf(row.request),
        payload,
      )
    },
  }
}
