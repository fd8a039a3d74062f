// Request bodies, a poster and the rule-table tests shared by this module's route tests.
import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import type { ProductionRequest } from '@portal/schema/production-request'
import {
  makeProductionRequestBody,
  makeThreeStepRequestBody,
} from '@portal/schema/fixtures/production-request'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'

/** The endpoint. */
export const PRODUCTION_REQUESTS_URL =
  '/platform-backend/v0/consumers/production-requests'
/** An RSA public key as a JWK. */
export const JWK = generateKeyPairSync('rsa', {
  modulusLength: 2048,
}).publicKey.export({
  format: 'jwk',
})

/** A unique organization per test: against one shared PostgreSQL server other tests' rows exist. */
export const uniqueOrganization = () =>
  `Engines ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** A valid two-step request (an open-data API with a key), for an organization of its own. */
export const requestBody = (overrides: Partial<ProductionRequest> = {}) =>
  makeProductionRequestBody({
    organization: uniqueOrganization(),
    ...overrides,
  })

/** A valid three-step request: OAuth, benefits and health APIs. */
export const threeStepBody = (overrides: Partial<ProductionRequest> = {}) =>
  makeThreeStepRequestBody(JWK, {
    organization: uniqueOrganization(),
    ...overrides,
  })

/** Posts a body to a fresh test app; the answer, with the app and its database. */
export async function post(payload: unknown, headers = csrfHeaders()) {
  const { app, db } = await buildTestApp()
  const response = await app.inject({
    method: 'POST',
    url: PRODUCTION_REQUESTS_URL,
    headers,
    payload: payload as object,
  })
  return { response, db, app }
}

/** One broken rule: its name, the request's changes, the field and message expected, two or three steps. */
type RuleCase = [
  string,
  Partial<ProductionRequest>,
  string,
  string,
  'two' | 'three',
]

/** Posts a request breaking one rule and expects 400 with the rule's message on its field. */
async function expectRuleRefused(
  overrides: Partial<ProductionRequest>,
  field: string,
  message: string,
  kind: 'two' | 'three',
) {
  const request =
    kind === 'two' ? requestBody(overrides) : threeStepBody(overrides)
  const { response } = await post(request)
  expect(response.statusCode).toBe(400)
  const answer = response.json<{
    errors: string[]
    fieldErrors: Record<string, string[]>
  }>()
  expect(answer.fieldErrors[field]).toEqual([message])
  expect(answer.errors).toContain(message)
}

/** One test per case, named by the case: the request is refused with the rule's message on its field. */
export function testRuleCases(cases: RuleCase[]) {
  test.each(cases)('%s', async (_name, overrides, field, message, kind) =>
    expectRuleRefused(overrides, field, message, kind),
  )
}
