import {
  AWAITING_REVIEW,
  type ReviewStatus,
} from './production-review-status.ts'

// The promised timelines (spec 000 "Journey"): the form is reviewed within 10 business days of
// its submission. Business days skip Saturdays and Sundays, counted in UTC. Zod-free.

/** Business days the department promises for the first review (R-REVIEW-DUE). */
export const REVIEW_BUSINESS_DAYS = 10

const DAY_MS = 86_400_000

const isWeekend = (time: number) => {
  const day = new Date(time).getUTCDay()
  return day === 0 || day === 6
}

/** `days` business days after `from`, at the same time of day (the SQL backfill of migration 015 agrees). */
export function addBusinessDays(from: Date, days: number): Date {
  let time = from.getTime()
  for (let counted = 0; counted < days;) {
    time += DAY_MS
    if (!isWeekend(time)) counted += 1
  }
  return new Date(time)
}

/** When the first review of a request submitted at `submittedAt` is due. */
export function reviewDueAt(submittedAt: Date): Date {
  return addBusinessDays(submittedAt, REVIEW_BUSINESS_DAYS)
}

/** Whole business days from `from` to `to` (0 when `to` is not later). */
export function businessDaysBetween(from: Date, to: Date): number {
  let count = 0
  for (let time = from.getTime() + DAY_MS; time <= to.getTime(); time += DAY_MS)
    if (!isWeekend(time)) count += 1
  return count
}

/** Whether a request still awaiting its first review is past the promised date. */
export function isReviewOverdue(
  status: ReviewStatus,
  dueAt: Date,
  now: Date,
): boolean {
  return AWAITING_REVIEW.includes(status) && now.getTime() > dueAt.getTime()
}

/** The time zone demos are scheduled in: the department's (staff enter Eastern Time). */
export const DEMO_TIME_ZONE = 'America/New_York'

/** How long a demo lasts, for the calendar file. */
export const DEMO_MINUTES = 60

// The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich).
function offsetAt(time: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return asUtc - Math.floor(time / 1000) * 1000
}

/**
 * The instant of a wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) in `timeZone`. Daylight
 * saving is the zone's own: the offset is read at the guess and read again at the answer.
 */
export function zonedTimeToUtc(
  date: string,
  time: string,
  timeZone = DEMO_TIME_ZONE,
): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone))
}

/** A demo's instant as the applicant reads it: "Tuesday, March 3, 2026, 2:00 PM EST". */
export function formatDemoTime(at: Date, timeZone = DEMO_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
}
