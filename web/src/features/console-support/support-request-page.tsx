import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { SupportDeskRequest } from '@portal/schema/support-desk'
import {
  SUPPORT_ACTION_TEXTS,
  SUPPORT_DESK_LIMITS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TYPE_LABELS,
  type SupportAction,
} from '@portal/schema/support-desk-status'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequestFrame } from '#web/console/request-frame.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { Assignment } from './assign-form.tsx'
import { dateTime, longDate } from './desk-dates.ts'
import { deskActions, deskQueries, deskRequestKey } from './desk-queries.ts'
import { DeskTimeline } from './desk-timeline.tsx'
import { RequestAnswers } from './request-answers.tsx'
import { DeskTextForm } from './text-form.tsx'
import './console-support.css'

function Summary({ request }: { request: SupportDeskRequest }) {
  return (
    <>
      <p className="usa-intro">
        {SUPPORT_TYPE_LABELS[request.type]} request:{' '}
        <span className="usa-tag desk-tag">
          {SUPPORT_STATUS_LABELS[request.status]}
        </span>
      </p>
      <p>
        <strong>{request.reference}</strong> (quoted in every reply). Submitted{' '}
        {longDate(request.submittedAt)}.
        {request.handedOffAt
          ? ` Handed to the publishers ${dateTime(request.handedOffAt)}.`
          : null}
      </p>
    </>
  )
}

function Moves({ request }: { request: SupportDeskRequest }) {
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: (action: SupportAction) =>
      deskActions.move(request.id, { action }),
    onSuccess: (next) =>
      queryClient.setQueryData(deskRequestKey(request.id), next),
  })
  if (request.actions.length === 0) return null
  return (
    <section aria-labelledby="moves-heading">
      <h2 id="moves-heading">Status</h2>
      <div className="desk-actions">
        {request.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`usa-button${action === 'close' ? ' usa-button--secondary' : ''}`}
            disabled={move.isPending}
            onClick={() => move.mutate(action)}
          >
            {SUPPORT_ACTION_TEXTS[action].button}
          </button>
        ))}
      </div>
      {move.error ? (
        <ConsoleRequestError
          error={move.error}
          what="The status did not change."
        />
      ) : null}
    </section>
  )
}

function RequestView({ id, base }: { id: string; base: string }) {
  const query = useQuery(deskQueries.request(id))
  const title = query.data
    ? `${query.data.request.firstName} ${query.data.request.lastName}`
    : 'Support request'
  return (
    <RequestFrame query={query} title={title} queuePath={base}>
      {(request) => (
        <>
          <Summary request={request} />
          <Moves request={request} />
          <Assignment request={request} />
          {request.canReply ? (
            <DeskTextForm
              request={request}
              field="reply"
              heading="Reply to the requester"
              label="Your reply"
              hint={`Emailed to ${request.request.email} with “${request.reference}”. The request then waits on the requester.`}
              submitLabel={SUPPORT_ACTION_TEXTS.reply.button}
              maxLength={SUPPORT_DESK_LIMITS.reply}
              isRequired
              validate={(module) => module.validateReply}
              submit={(requestId, values) =>
                deskActions.reply(requestId, { reply: values.reply ?? '' })
              }
            />
          ) : null}
          {request.canHandOff ? (
            <DeskTextForm
              request={request}
              field="handOffNote"
              heading="Hand off to publishing"
              label="Note for the publishers (optional)"
              hint="The request then appears in the publishers’ queue. The requester is not emailed."
              submitLabel={SUPPORT_ACTION_TEXTS.hand_off.button}
              maxLength={SUPPORT_DESK_LIMITS.note}
              isRequired={false}
              validate={(module) => module.validateHandOff}
              submit={(requestId, values) =>
                deskActions.handOff(requestId, {
                  handOffNote: values.handOffNote ?? '',
                })
              }
            />
          ) : null}
          <DeskTextForm
            request={request}
            field="note"
            heading="Internal notes"
            label="Add a note"
            hint="Staff only: never emailed to the requester. It appears on the timeline."
            submitLabel="Add the note"
            maxLength={SUPPORT_DESK_LIMITS.note}
            isRequired
            validate={(module) => module.validateNote}
            submit={(requestId, values) =>
              deskActions.note(requestId, { note: values.note ?? '' })
            }
          />
          <DeskTimeline events={request.events} />
          <RequestAnswers request={request} />
        </>
      )}
    </RequestFrame>
  )
}

/** /console/support/{id}: one contact-form request for support staff (R-SUPPORT-DESK-REQUEST). */
export function SupportRequestPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="support">
      <RequestView id={id} base="/console/support" />
    </RequireRole>
  )
}

/** /console/publishing-requests/{id}: a handed-off publishing request for publishers. */
export function PublishingRequestPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="publisher">
      <RequestView id={id} base="/console/publishing-requests" />
    </RequireRole>
  )
}
