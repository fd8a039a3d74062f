import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { ReviewRequest } from '@portal/schema/production-review'
import {
  isAssignable,
  STATUS_LABELS,
  type StaffAction,
} from '@portal/schema/production-review-status'
import { formatDemoTime } from '@portal/schema/production-review-timeline'
import { ACTION_TEXTS } from '@portal/schema/production-review-texts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequestFrame } from '#web/console/request-frame.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { useStaffSession } from '#web/console/use-staff-session.ts'
import { Checklist } from './checklist.tsx'
import { NoteForm } from './note-form.tsx'
import { RequestAnswers } from './request-answers.tsx'
import { longDate } from './review-dates.ts'
import { requestKey, reviewActions, reviewQueries } from './review-queries.ts'
import { ReviewTimeline } from './review-timeline.tsx'
import { TransitionDialog } from './transition-dialog.tsx'
import './console-review.css'

function Assignment({ review }: { review: ReviewRequest }) {
  const { staff } = useStaffSession()
  const queryClient = useQueryClient()
  const isMine = review.assignee?.id === staff.id
  const assign = useMutation({
    mutationFn: () => reviewActions.assign(review.id, isMine ? 'nobody' : 'me'),
    onSuccess: (next) => queryClient.setQueryData(requestKey(review.id), next),
  })
  return (
    <p>
      Assignee:{' '}
      <strong>
        {review.assignee ? (isMine ? 'you' : review.assignee.name) : 'nobody'}
      </strong>{' '}
      {/* Only what the state allows: a closed request keeps its assignee (R-REVIEW-STATE-ACTIONS). */}
      {isAssignable(review.status) ? (
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          disabled={assign.isPending}
          onClick={() => assign.mutate()}
        >
          {isMine ? 'Unassign me' : 'Assign to me'}
        </button>
      ) : null}
      {assign.error ? (
        <ConsoleRequestError
          error={assign.error}
          what="The assignment failed."
        />
      ) : null}
    </p>
  )
}

function Summary({ review }: { review: ReviewRequest }) {
  return (
    <>
      <p className="usa-intro">
        {String(review.request.organization ?? '')}:{' '}
        <span className="usa-tag review-tag">
          {STATUS_LABELS[review.status]}
        </span>
      </p>
      <p>
        Submitted {longDate(review.submittedAt)}. First review due{' '}
        {longDate(review.dueAt)}
        {review.isOverdue ? (
          <>
            {' '}
            <strong className="review-overdue">
              <span className="review-overdue__mark" aria-hidden="true">
                !
              </span>{' '}
              Overdue
            </strong>
          </>
        ) : null}
        .
      </p>
      {review.demo ? (
        <p>
          Demo: <strong>{formatDemoTime(new Date(review.demo.at))}</strong>,{' '}
          <a
            className="usa-link"
            href={review.demo.meetingLink}
            rel="noreferrer"
          >
            {review.demo.meetingLink}
          </a>
        </p>
      ) : null}
      <Assignment review={review} />
    </>
  )
}

function Moves({ review }: { review: ReviewRequest }) {
  const [open, setOpen] = useState<StaffAction | null>(null)
  if (review.actions.length === 0)
    return <p>No more moves: the request is closed.</p>
  return (
    <section aria-labelledby="moves-heading">
      <h2 id="moves-heading">Next step</h2>
      <div className="review-actions">
        {review.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`usa-button${action === 'deny' ? ' usa-button--secondary' : ''}`}
            onClick={() => setOpen(action)}
          >
            {ACTION_TEXTS[action].button}
          </button>
        ))}
      </div>
      {open ? (
        <TransitionDialog
          review={review}
          action={open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  )
}

function RequestView({ id }: { id: string }) {
  const query = useQuery(reviewQueries.request(id))
  const title = query.data
    ? String(query.data.request.appName ?? 'Production request')
    : 'Production request'
  return (
    <RequestFrame query={query} title={title} queuePath="/console/reviews">
      {(review) => (
        <>
          <Summary review={review} />
          <Moves review={review} />
          <Checklist review={review} />
          <NoteForm review={review} />
          <ReviewTimeline events={review.events} />
          <RequestAnswers review={review} />
        </>
      )}
    </RequestFrame>
  )
}

/** /console/reviews/{id}: one production request, its checklist, notes, moves and timeline (R-REVIEW-*). */
export function ReviewRequestPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="reviewer">
      <RequestView id={id} />
    </RequireRole>
  )
}
