import type { ReviewRequest } from '@portal/schema/production-review'
import { STATUS_LABELS } from '@portal/schema/production-review-status'
import { eventTitle } from '@portal/schema/production-review-texts'
import { dateTime } from './review-dates.ts'

const ACTORS = {
  staff: 'Reviewer',
  applicant: 'Applicant',
  system: 'Portal',
} as const

/** Every event of the request, oldest first: moves, messages, answers, notes, checks, assignments. */
export function ReviewTimeline({
  events,
}: {
  events: ReviewRequest['events']
}) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className="usa-process-list">
        {events.map((event) => (
          <li className="usa-process-list__item" key={event.id}>
            <h3 className="usa-process-list__heading">
              {eventTitle(event)}
              {event.isInternal ? ' ' : null}
              {event.isInternal ? (
                <span className="usa-tag margin-left-1">Internal</span>
              ) : null}
            </h3>
            <p className="margin-top-05 margin-bottom-0">
              <time dateTime={event.at}>{dateTime(event.at)}</time> ·{' '}
              {event.staffName ?? ACTORS[event.actor]} · status{' '}
              {STATUS_LABELS[event.status]}
            </p>
            {event.message ? (
              <blockquote className="review-message">
                {event.message}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
