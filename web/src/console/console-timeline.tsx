import { consoleDateTime } from './console-dates.ts'

/** One event of a request's timeline, as the console API answers it. */
export interface TimelineEvent {
  id: string
  at: string
  message?: string | null
  isInternal?: boolean
}

/** Props of ConsoleTimeline. */
export interface ConsoleTimelineProps<E extends TimelineEvent> {
  events: E[]
  /** What happened, in words: the event's heading. */
  titleOf: (event: E) => string
  /** Who did it: a staff member's name, or the other side. */
  actorOf: (event: E) => string
  /** The request's status after the event. */
  statusOf: (event: E) => string
}

/**
 * Every event of a request, oldest first, with who did it and the status it left: the review's
 * and the desk's request pages. An internal event is marked in words.
 */
export function ConsoleTimeline<E extends TimelineEvent>({
  events,
  titleOf,
  actorOf,
  statusOf,
}: ConsoleTimelineProps<E>) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className="usa-process-list">
        {events.map((event) => (
          <li className="usa-process-list__item" key={event.id}>
            <h3 className="usa-process-list__heading">
              {titleOf(event)}
              {event.isInternal ? ' ' : null}
              {event.isInternal ? (
                <span className="usa-tag margin-left-1">Internal</span>
              ) : null}
            </h3>
            <p className="margin-top-05 margin-bottom-0">
              <time dateTime={event.at}>{consoleDateTime(event.at)}</time> ·{' '}
              {actorOf(event)} · status {statusOf(event)}
            </p>
            {event.message ? (
              <blockquote className="console-message">
                {event.message}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
