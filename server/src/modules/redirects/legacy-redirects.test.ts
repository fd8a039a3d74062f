import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'

// Every row of the legacy table, against the seeded catalogue.
const ROWS: [string, string][] = [
  ['/whats-new', '/about/news'],
  ['/news', '/about/news'],
  ['/apply', '/explore'],
  ['/explore/api', '/explore'],
  ['/explore/api/', '/explore'],
  ['/explore/authorization', '/explore'],
  ['/explore/authorization/docs', '/explore'],
  ['/go-live', '/production-access/request-prod-access'],
  ['/onboarding', '/production-access'],
  ['/onboarding/request-prod-access', '/production-access/request-prod-access'],
  [
    '/onboarding/working-with-lighthouse-apis',
    '/production-access/working-with-va-apis',
  ],
  ['/explore/terms-of-service', '/terms-of-service'],
  [
    '/explore/health/docs/fhir?version=r4-0.0.0',
    '/explore/api/patient-health/docs?version=r4-0.0.0',
  ],
  ['/explore/benefits/docs/claims', '/explore/api/benefits-claims/docs'],
  ['/explore/facilities/docs/facilities', '/explore/api/va-facilities/docs'],
  [
    '/explore/authorization/docs/authorization-code?api=claims',
    '/explore/api/benefits-claims/authorization-code',
  ],
  [
    '/explore/authorization/docs/client-credentials?api=community_care',
    '/explore/api/community-care/client-credentials',
  ],
  ['/explore/authorization/docs/authorization-code', '/explore'],
  ['/release-notes', '/explore'],
  ['/release-notes/vaForms', '/explore/forms'],
  ['/release-notes/loanGuaranty', '/explore/loan-guaranty'],
  ['/release-notes/health/fhir', '/explore/api/patient-health/release-notes'],
  ['/release-notes/appeals', '/explore/va-benefits'],
  ['/explore/appeals', '/explore/va-benefits'],
  ['/explore/benefits', '/explore/va-benefits'],
  ['/explore/vaForms', '/explore/forms'],
  ['/explore/loanGuaranty', '/explore/loan-guaranty'],
  ['/explore/appeals+health?auth=acg', '/explore/va-benefits+health?auth=acg'],
]

for (const [from, to] of ROWS) {
  test(`${from} answers 301 to ${to}`, async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({ url: from })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(to)
  })
}

test('Current addresses and API routes are not redirected', async () => {
  const { app } = await buildTestApp()
  for (const url of [
    '/explore/health/docs/unknown-api',
    '/platform-backend/v0/healthcheck',
    '/explore/api/va-forms/docs',
    '/explore/va-benefits',
  ]) {
    expect((await app.inject({ url })).statusCode, url).not.toBe(301)
  }
})
