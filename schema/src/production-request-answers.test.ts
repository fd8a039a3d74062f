import { expect, test } from 'vitest'
import {
  answerNames,
  PRODUCTION_ANSWER_SECTIONS,
} from './production-request-answers.ts'
import { ProductionRequestSchema } from './production-request.ts'
import { PRODUCTION_STEPS } from './production-request-texts.ts'

test('The answers follow the form’s steps and place every field of the request once (R-REVIEW-ANSWER-ORDER)', () => {
  expect(PRODUCTION_ANSWER_SECTIONS.map((section) => section.title)).toEqual([
    ...PRODUCTION_STEPS,
  ])
  const placed = PRODUCTION_ANSWER_SECTIONS.flatMap((section) =>
    answerNames(section.items),
  )
  expect(new Set(placed).size).toBe(placed.length)
  const wire = Object.keys(ProductionRequestSchema.shape).filter(
    (name) => name !== 'faxNumber',
  )
  expect([...placed].sort()).toEqual([...wire].sort())
})
