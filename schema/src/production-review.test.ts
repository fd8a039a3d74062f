import { expect, test } from 'vitest'
import {
  isChecklistComplete,
  isChecklistPassed,
  REVIEW_CHECKS,
} from './production-review-checklist.ts'
import {
  AnswerRequestSchema,
  CheckRequestSchema,
  ReviewQueueQuerySchema,
  TransitionRequestSchema,
} from './production-review.ts'
import { REVIEW_MESSAGES } from './production-review-texts.ts'

const messagesOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

test('The demo needs a real date, a time and an https meeting link', () => {
  const result = TransitionRequestSchema.safeParse({
    action: 'schedule_demo',
    date: '2026-02-30',
    time: '25:00',
    meetingLink: 'http://meet.example.org/abc',
  })
  expect(messagesOf(result)).toEqual({
    date: REVIEW_MESSAGES.date,
    time: REVIEW_MESSAGES.time,
    meetingLink: REVIEW_MESSAGES.meetingLink,
  })
  expect(
    TransitionRequestSchema.safeParse({
      action: 'schedule_demo',
      date: '2026-03-03',
      time: '14:30',
      meetingLink: 'https://meet.example.org/abc',
    }).success,
  ).toBe(true)
  expect(
    messagesOf(
      TransitionRequestSchema.safeParse({
        action: 'schedule_demo',
        date: '2026-03-03',
        time: '14:30',
        meetingLink: 'javascript:alert(1)',
      }),
    ),
  ).toEqual({ meetingLink: REVIEW_MESSAGES.meetingLink })
})

test('Changes need a message and a denial a reason; blank text is no text', () => {
  expect(
    messagesOf(
      TransitionRequestSchema.safeParse({
        action: 'request_changes',
        message: '   ',
      }),
    ),
  ).toEqual({ message: REVIEW_MESSAGES.message })
  expect(
    messagesOf(TransitionRequestSchema.safeParse({ action: 'deny' })),
  ).toEqual({
    reason: REVIEW_MESSAGES.reason,
  })
  expect(
    TransitionRequestSchema.safeParse({ action: 'withdraw' }).success,
  ).toBe(false)
})

test('A failed check needs a note; a passed one may have none', () => {
  expect(
    messagesOf(
      CheckRequestSchema.safeParse({ outcome: 'failed', comment: ' ' }),
    ),
  ).toEqual({
    comment: REVIEW_MESSAGES.failedNote,
  })
  expect(CheckRequestSchema.parse({ outcome: 'passed' })).toEqual({
    outcome: 'passed',
    comment: '',
  })
})

test('The answer is required and bounded, with the link beside it', () => {
  expect(
    messagesOf(
      AnswerRequestSchema.safeParse({ id: 'x', signature: 'y', answer: '' }),
    ),
  ).toEqual({ answer: REVIEW_MESSAGES.answer })
  expect(
    messagesOf(
      AnswerRequestSchema.safeParse({
        id: 'x',
        signature: 'y',
        answer: 'a'.repeat(5001),
      }),
    ),
  ).toEqual({ answer: REVIEW_MESSAGES.tooLong(5000) })
})

test('The queue query takes empty parameters as absent and refuses unknown values', () => {
  expect(
    ReviewQueueQuerySchema.parse({ status: '', page: '2', q: ' ada ' }),
  ).toEqual({
    page: 2,
    q: 'ada',
  })
  expect(ReviewQueueQuerySchema.safeParse({ sort: 'drop table' }).success).toBe(
    false,
  )
  expect(
    ReviewQueueQuerySchema.safeParse({ assignee: 'someone' }).success,
  ).toBe(false)
})

test('The decision waits for every check; approval for every check passed', () => {
  const marks = REVIEW_CHECKS.map((check) => ({
    check,
    outcome: 'passed' as const,
  }))
  expect(isChecklistComplete(marks.slice(1))).toBe(false)
  expect(isChecklistComplete(marks)).toBe(true)
  expect(isChecklistPassed(marks)).toBe(true)
  expect(
    isChecklistPassed([
      ...marks.slice(1),
      { check: 'app_name', outcome: 'failed' },
    ]),
  ).toBe(false)
})
