import { expect, test } from 'vitest'
import {
  APPLICANT_ACTIONS,
  isOpenStatus,
  nextStatus,
  REVIEW_STATUSES,
  STAFF_ACTIONS,
  staffActionsFrom,
  type ReviewAction,
  type ReviewStatus,
} from './production-review-status.ts'

// Every allowed move, as the issue draws them; every pair not listed here is refused.
const ALLOWED: [ReviewStatus, ReviewAction, ReviewStatus][] = [
  ['submitted', 'start_review', 'in_review'],
  ['in_review', 'request_changes', 'changes_requested'],
  ['demo_scheduled', 'request_changes', 'changes_requested'],
  ['changes_requested', 'answer', 'in_review'],
  ['in_review', 'schedule_demo', 'demo_scheduled'],
  ['demo_scheduled', 'schedule_demo', 'demo_scheduled'],
  ['demo_scheduled', 'approve', 'approved'],
  ['in_review', 'deny', 'denied'],
  ['changes_requested', 'deny', 'denied'],
  ['demo_scheduled', 'deny', 'denied'],
  ['submitted', 'withdraw', 'withdrawn'],
  ['in_review', 'withdraw', 'withdrawn'],
  ['changes_requested', 'withdraw', 'withdrawn'],
  ['demo_scheduled', 'withdraw', 'withdrawn'],
]

test.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
  expect(nextStatus(from, action)).toBe(to)
})

test('Every other status and move is refused: closed requests never move, approval needs a demo', () => {
  const actions: ReviewAction[] = [...STAFF_ACTIONS, ...APPLICANT_ACTIONS]
  const refused = REVIEW_STATUSES.flatMap((status) =>
    actions
      .filter(
        (action) =>
          !ALLOWED.some(([from, move]) => from === status && move === action),
      )
      .map((action) => [status, action] as const),
  )
  expect(refused).toHaveLength(
    REVIEW_STATUSES.length * actions.length - ALLOWED.length,
  )
  for (const [status, action] of refused)
    expect(nextStatus(status, action), `${status} ${action}`).toBeNull()
  expect(nextStatus('in_review', 'approve')).toBeNull()
  expect(nextStatus('approved', 'withdraw')).toBeNull()
})

test('The console offers the moves allowed from each status, in order', () => {
  expect(staffActionsFrom('submitted')).toEqual(['start_review'])
  expect(staffActionsFrom('in_review')).toEqual([
    'request_changes',
    'schedule_demo',
    'deny',
  ])
  expect(staffActionsFrom('demo_scheduled')).toEqual([
    'request_changes',
    'schedule_demo',
    'approve',
    'deny',
  ])
  expect(staffActionsFrom('denied')).toEqual([])
  expect(isOpenStatus('changes_requested')).toBe(true)
  expect(isOpenStatus('withdrawn')).toBe(false)
})
