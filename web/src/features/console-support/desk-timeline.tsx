import type { SupportDeskRequest } from '@portal/schema/support-desk'
import {
  SUPPORT_STATUS_LABELS,
  supportEventTitle,
} from '@portal/schema/support-desk-status'
import { ConsoleTimeline } from '#web/console/console-timeline.tsx'

/** Every event of the request, oldest first: the submission, moves, replies, notes, assignments, the hand-off. */
export function DeskTimeline({
  events,
}: {
  events: SupportDeskRequest['events']
}) {
  return (
    <ConsoleTimeline
      events={events}
      titleOf={supportEventTitle}
      actorOf={(event) => event.staffName ?? 'Requester'}
      statusOf={(event) => SUPPORT_STATUS_LABELS[event.status]}
    />
  )
}
