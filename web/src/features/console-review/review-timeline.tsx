import type { ReviewRequest } from '@portal/schema/production-review'
import { STATUS_LABELS } from '@portal/schema/production-review-status'
import { eventTitle } from '@portal/schema/production-review-texts'
import { ConsoleTimeline } from '#web/console/console-timeline.tsx'

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
    <ConsoleTimeline
      events={events}
      titleOf={eventTitle}
      actorOf={(event) => event.staffName ?? ACTORS[event.actor]}
      statusOf={(event) => STATUS_LABELS[event.status]}
    />
  )
}
