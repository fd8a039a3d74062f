import { expect, test } from 'vitest'
import {
  LEGACY_PATH_PATTERN,
  legacyRedirectTarget,
} from './legacy-redirects.ts'

const CATALOGUE = {
  slugByFragment: {
    fhir: 'patient-health',
    claims: 'benefits-claims',
    vaForms: 'va-forms',
  },
  categorySlugByKey: {
    health: 'health',
    vaForms: 'forms',
    loanGuaranty: 'loan-guaranty',
  },
}

const ROWS: [string, string | null][] = [
  ['/whats-new', '/about/news'],
  ['/news', '/about/news'],
  ['/apply', '/explore'],
  ['/explore/api', '/explore'],
  ['/explore/authorization', '/explore'],
  ['/explore/authorization/docs', '/explore'],
  [
    '/onboarding/working-with-lighthouse-apis',
    '/production-access/working-with-va-apis',
  ],
  ['/go-live', '/production-access/request-prod-access'],
  ['/onboarding', '/production-access'],
  ['/onboarding/request-prod-access', '/production-access/request-prod-access'],
  [
    '/onboarding/prepare-for-and-complete-a-demo',
    '/production-access/prepare-for-and-complete-a-demo',
  ],
  ['/explore/terms-of-service', '/terms-of-service'],
  [
    '/explore/health/docs/fhir?version=r4-0.0.0',
    '/explore/api/patient-health/docs?version=r4-0.0.0',
  ],
  ['/explore/benefits/docs/claims', '/explore/api/benefits-claims/docs'],
  ['/explore/health/docs/unknown', null],
  [
    '/explore/authorization/docs/authorization-code?api=claims',
    '/explore/api/benefits-claims/authorization-code',
  ],
  [
    '/explore/authorization/docs/client-credentials?api=fhir',
    '/explore/api/patient-health/client-credentials',
  ],
  ['/explore/authorization/docs/authorization-code', '/explore'],
  ['/release-notes', '/explore'],
  ['/release-notes/vaForms', '/explore/forms'],
  ['/release-notes/health/fhir', '/explore/api/patient-health/release-notes'],
  ['/release-notes/claims', '/explore/api/benefits-claims/release-notes'],
  ['/explore/appeals', '/explore/va-benefits'],
  ['/explore/benefits', '/explore/va-benefits'],
  ['/explore/vaForms', '/explore/forms'],
  ['/explore/loanGuaranty?auth=acg', '/explore/loan-guaranty?auth=acg'],
  ['/explore/appeals+benefits+health', '/explore/va-benefits+health'],
  ['/release-notes/appeals', '/explore/va-benefits'],
  ['/explore/va-benefits', null],
  ['/explore/health+forms', null],
  ['/explore', null],
  ['/explore/api/va-forms/docs', null],
]

for (const [from, to] of ROWS) {
  test(`${from} → ${to ?? 'no redirect'}`, () => {
    const url = new URL(from, 'http://localhost')
    expect(
      legacyRedirectTarget(url.pathname, url.searchParams, CATALOGUE),
    ).toBe(to)
  })
}

test('The path pattern matches exactly the legacy paths', () => {
  const redirected = ROWS.filter(([, to]) => to !== null).map(
    ([from]) => new URL(from, 'http://localhost').pathname,
  )
  for (const pathname of redirected) {
    expect(LEGACY_PATH_PATTERN.test(pathname), pathname).toBe(true)
  }
  for (const path of [
    '/',
    '/explore',
    '/explore/health',
    '/explore/api/va-forms',
    '/about/news',
    '/newsletter',
  ]) {
    expect(LEGACY_PATH_PATTERN.test(path), path).toBe(false)
  }
})
