import { createEvent } from 'ics'
import { DEMO_MINUTES } from '@portal/schema/production-review-timeline'

/** What the demo's calendar file says. */
export interface DemoCalendar {
  requestId: string
  appName: string
  at: Date
  meetingLink: string
  statusUrl: string
  /** The department's mailbox, named as the organizer. */
  organizerEmail: string
}

/**
 * The demo as an iCalendar file (RFC 5545) by the `ics` library: one event in UTC, the meeting
 * link as its URL and location, a stable UID per request so a rescheduled demo replaces the old
 * entry in the applicant's calendar.
 */
export function demoCalendar(demo: DemoCalendar): string {
  const { error, value } = createEvent({
    uid: `production-request-${demo.requestId}@developer.va.gov`,
    start: demo.at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: DEMO_MINUTES },
    title: `VA API Platform demo: ${demo.appName}`,
    description: `The production access demo of ${demo.appName}.\nJoin: ${demo.meetingLink}\nYour request: ${demo.statusUrl}`,
    location: demo.meetingLink,
    url: demo.meetingLink,
    organizer: { name: 'VA API Platform', email: demo.organizerEmail },
    status: 'CONFIRMED',
    productId: 'va-api-platform/production-review',
  })
  if (error || !value) throw error ?? new Error('no calendar file')
  return value
}
