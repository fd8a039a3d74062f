import { consoleDateTime, consoleLongDate } from '#web/console/console-dates.ts'

// How the review shows dates and the review's age against the promise.

/** A date as reviewers read it: "March 16, 2026". */
export const longDate = consoleLongDate

/** An instant with its time: "March 16, 2026 at 10:15 AM". */
export const dateTime = consoleDateTime

/** Whole days since an instant. */
export const daysSince = (at: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(at).getTime()) / 86_400_000))

/** "Overdue by 3 business days": said in words, so it never rests on colour (Section 508). */
export const overdueText = (businessDaysLate: number) =>
  businessDaysLate > 0
    ? `Overdue by ${businessDaysLate} business ${businessDaysLate === 1 ? 'day' : 'days'}`
    : 'Overdue'
