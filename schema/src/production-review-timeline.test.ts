import { expect, test } from 'vitest'
import {
  addBusinessDays,
  businessDaysBetween,
  formatDemoTime,
  isReviewOverdue,
  reviewDueAt,
  zonedTimeToUtc,
} from './production-review-timeline.ts'

test('The review is due 10 business days after submission: two weekends skipped', () => {
  // Monday 2026-03-02 10:15 UTC → Monday 2026-03-16 10:15 UTC.
  expect(reviewDueAt(new Date('2026-03-02T10:15:00Z')).toISOString()).toBe(
    '2026-03-16T10:15:00.000Z',
  )
  // Friday → two weeks later on Friday; Saturday → the Friday after next.
  expect(reviewDueAt(new Date('2026-03-06T09:00:00Z')).toISOString()).toBe(
    '2026-03-20T09:00:00.000Z',
  )
  expect(reviewDueAt(new Date('2026-03-07T09:00:00Z')).toISOString()).toBe(
    '2026-03-20T09:00:00.000Z',
  )
  expect(addBusinessDays(new Date('2026-03-06T09:00:00Z'), 1).getUTCDay()).toBe(
    1,
  )
})

test('Business days late count weekdays only; overdue only while the first review is awaited', () => {
  const due = new Date('2026-03-16T10:00:00Z')
  expect(businessDaysBetween(due, new Date('2026-03-23T11:00:00Z'))).toBe(5)
  expect(businessDaysBetween(due, new Date('2026-03-15T00:00:00Z'))).toBe(0)
  const later = new Date('2026-03-17T00:00:00Z')
  expect(isReviewOverdue('submitted', due, later)).toBe(true)
  expect(isReviewOverdue('in_review', due, later)).toBe(true)
  expect(isReviewOverdue('changes_requested', due, later)).toBe(false)
  expect(
    isReviewOverdue('submitted', due, new Date('2026-03-16T09:00:00Z')),
  ).toBe(false)
})

test('A demo in Eastern Time becomes the right instant in winter and summer', () => {
  expect(zonedTimeToUtc('2026-01-15', '14:00').toISOString()).toBe(
    '2026-01-15T19:00:00.000Z',
  )
  expect(zonedTimeToUtc('2026-07-15', '14:00').toISOString()).toBe(
    '2026-07-15T18:00:00.000Z',
  )
  expect(formatDemoTime(new Date('2026-07-15T18:00:00Z'))).toBe(
    'Wednesday, July 15, 2026 at 2:00 PM EDT',
  )
})
