import { expect, test } from 'vitest'
import { ASSERTION_MESSAGES, assertionProblem } from './client-assertion.ts'

const NOW = 1_800_000_000

test.each([
  [{ iat: NOW, exp: NOW + 60 }, null],
  [{ iat: NOW, exp: NOW + 300 }, null],
  [{ iat: NOW + 60, exp: NOW + 300 }, null],
  [{ iat: NOW - 10, exp: NOW + 290 }, null],
  [{ iat: NOW + 30, exp: NOW + 305 }, null],
  [{ exp: NOW + 60 }, ASSERTION_MESSAGES.iatMissing],
  [{ iat: String(NOW), exp: NOW + 60 }, ASSERTION_MESSAGES.iatMissing],
  [{ iat: NOW + 61, exp: NOW + 100 }, ASSERTION_MESSAGES.iatAhead],
  [{ iat: 4_102_444_800, exp: 4_102_445_000 }, ASSERTION_MESSAGES.iatAhead],
  [{ iat: NOW, exp: NOW + 301 }, ASSERTION_MESSAGES.expAfterIat],
  [{ iat: NOW + 50, exp: NOW + 340 }, ASSERTION_MESSAGES.expTooFar],
  [{ iat: NOW + 60, exp: NOW + 306 }, ASSERTION_MESSAGES.expTooFar],
])('assertion times %j: %s (R-OAUTH-CCG-TIME)', (claims, problem) => {
  expect(assertionProblem(claims, NOW, 5)).toBe(problem)
})
