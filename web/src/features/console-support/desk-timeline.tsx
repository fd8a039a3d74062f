import type { SupportDeskRequest } from '@portal/schema/support-desk'
import {
  SUPPORT_STATUS_LABELS,
  supportEventTitle,
} from '@portal/schema/support-desk-status'
import { dateTime } from './desk-dates.ts'

/** Every event of the request, oldest first: the submission, moves, replies, notes, assignments, the hand-off. */
export function DeskTimeline({
  events,
}: {
  events: SupportDeskRequest['events']
}) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className="usa-process-list">
        {events.map((event) => (
          <li className="usa-process-list__item" key={event.id}>
            <h3 className="usa-process-list__heading">
              {supportEventTitle(event)}
              {event.isInternal ? ' ' : null}
              {event.isInternal ? (
                <span className="usa-tag margin-left-1">Internal</span>
              ) : null}
            </h3>
            <p className="margin-top-05 margin-bottom-0">
              <time dateTime={event.at}>{dateTime(event.at)}</time> ·{' '}
              {event.staffName ?? 'Requester'} · status{' '}
              {SUPPORT_STATUS_LABELS[event.status]}
            </p>
            {event.message ? (
              <blockquote className="desk-message">{event.message}</blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
