import { expect, test } from 'vitest'
import { dueNotices } from './deprecation-notices-service.ts'

const DAY = 86_400_000
const deactivation = Date.UTC(2027, 11, 1)

test.each([
  ['published long before, 60 days ahead', -200, -60, ['published']],
  ['published long before, 29 days ahead', -200, -29, ['published', 'days-30']],
  ['published long before, 6 days ahead', -200, -6, ['published', 'days-7']],
  ['published long before, on the day', -200, 0, ['deactivated']],
  // Published inside a reminder's window: the announcement already said it.
  ['published 20 days ahead, 19 days ahead', -20, -19, ['published']],
  ['published 3 days ahead, 2 days ahead', -3, -2, ['published']],
  // Published after the date: the API is gone already, and the pages say so.
  ['published after deactivation', 1, 2, []],
] as const)(
  'Due notices, %s (R-DEPRECATION-NOTICES)',
  (_, publishedDay, nowDay, expected) => {
    expect(
      dueNotices({
        publishedAt: deactivation + publishedDay * DAY,
        deactivation,
        now: deactivation + nowDay * DAY,
      }),
    ).toEqual(expected)
  },
)

test('A deprecation without a deactivation date has only its announcement (R-DEPRECATION-NOTICES)', () => {
  expect(
    dueNotices({ publishedAt: 0, deactivation: null, now: 10 * DAY }),
  ).toEqual(['published'])
})
