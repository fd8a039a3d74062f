import { expect, test } from 'vitest'
import { makeProductionRequestForm } from './fixtures/production-request.ts'
import {
  BENEFITS,
  OPEN,
  RESTRICTED_KEY,
} from './fixtures/production-request-steps.ts'
import {
  productionRequestIssues,
  productionStepSchema,
} from './production-request-steps.ts'

test('A complete form passes every step of its selection', () => {
  expect(productionRequestIssues(makeProductionRequestForm(), OPEN)).toEqual([])
  expect(
    productionRequestIssues(
      makeProductionRequestForm({ businessModel: '' }),
      OPEN,
    ),
  ).toEqual([])
})

test('Open data, unrestricted selections have two steps: step 3 is never checked', () => {
  expect(OPEN.stepCount).toBe(2)
  expect(RESTRICTED_KEY.stepCount).toBe(3)
  expect(
    productionRequestIssues(
      makeProductionRequestForm({ productionOrOAuthKeyCredentialStorage: '' }),
      OPEN,
    ),
  ).toEqual([])
  expect(
    productionRequestIssues(
      makeProductionRequestForm({ productionOrOAuthKeyCredentialStorage: '' }),
      BENEFITS,
    ),
  ).toEqual([
    {
      path: 'productionOrOAuthKeyCredentialStorage',
      message: 'Enter a description.',
    },
    {
      path: 'distributingAPIKeysToCustomers',
      message: 'Select yes or no.',
    },
  ])
})

test('The step schema reports issues at their paths for the form resolver', () => {
  const result = productionStepSchema(2, OPEN).safeParse(
    makeProductionRequestForm({
      primaryContact: { email: 'x' },
      statusUpdateEmails: ['a@b.org', 'bad'],
    }),
  )
  expect(result.success).toBe(false)
  const paths = result.success
    ? []
    : result.error.issues.map((issue) => issue.path.join('.'))
  expect(paths).toContain('primaryContact.email')
  expect(paths).toContain('statusUpdateEmails.1')
})
