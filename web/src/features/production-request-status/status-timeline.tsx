import type { ApplicantStatus } from '@portal/schema/production-review'
import { eventTitle } from '@portal/schema/production-review-texts'

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })

/** Every event of the request the applicant may see, oldest first, with the reviewer's messages. */
export function StatusTimeline({
  events,
}: {
  events: ApplicantStatus['events']
}) {
  return (
    <ol className="usa-process-list status-timeline">
      {events.map((event) => (
        <li className="usa-process-list__item" key={event.id}>
          <h3 className="usa-process-list__heading">{eventTitle(event)}</h3>
          <p className="margin-top-05">
            <time dateTime={event.at}>{when(event.at)}</time>
          </p>
          {event.message ? (
            <blockquote className="status-message">{event.message}</blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
