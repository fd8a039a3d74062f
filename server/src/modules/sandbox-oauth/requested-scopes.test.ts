import { expect, test } from 'vitest'
import { scopeProblem } from './requested-scopes.ts'

const ALLOWED = new Set(['launch', 'system/Condition.read'])

test.each([
  [undefined, null],
  ['', null],
  ['launch', null],
  ['launch system/Condition.read', null],
  ['nope', { description: 'requested scope is not allowed', scope: 'nope' }],
  [
    'launch nope other',
    { description: '2 requested scopes are not allowed', scope: 'nope' },
  ],
  [
    'y'.repeat(70),
    {
      description: 'requested scope is not allowed',
      scope: `${'y'.repeat(64)}…`,
    },
  ],
])('scope %j: %j (R-OAUTH-SCOPES)', (requested, problem) => {
  expect(scopeProblem(requested, ALLOWED)).toEqual(problem)
})
