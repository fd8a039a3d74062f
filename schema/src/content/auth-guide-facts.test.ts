import { expect, test } from 'vitest'
import { makeApiEntry } from '../fixtures/catalogue.ts'
import {
  authorizationCodeFacts,
  clientCredentialsFacts,
  exampleLaunch,
} from './auth-guide-facts.ts'

// Browsers and Node both have them; the schema's compiler settings name no runtime.
declare const btoa: (data: string) => string
declare const atob: (data: string) => string

const BASE = 'http://127.0.0.1:8080/sandbox-api'

const claims = makeApiEntry({
  urlSlug: 'benefits-claims',
  urlFragment: 'claims',
  oAuthInfo: {
    acgInfo: {
      baseAuthPath: '/oauth2/claims/v1',
      scopes: ['profile', 'openid', 'offline_access', 'claim.read'],
      sandboxWellKnownConfig:
        'https://sandbox-api.va.gov/oauth2/claims/v1/.well-known/openid-configuration',
    },
    ccgInfo: {
      baseAuthPath: '/oauth2/claims/system/v1',
      scopes: ['claim.read'],
      sandboxAud: 'ausdg7guis2TYDlFe2p7',
      productionAud: 'ausajojxqhTsDSVlA297',
    },
  },
})

test('The guides use the API base auth path on the portal sandbox, never Okta (R-OAUTH-CCG-HELPER-ENDPOINTS)', () => {
  expect(authorizationCodeFacts(claims, BASE)).toMatchObject({
    authorizeUrl: `${BASE}/oauth2/claims/v1/authorization`,
    tokenUrl: `${BASE}/oauth2/claims/v1/token`,
    wellKnown: `${BASE}/oauth2/claims/v1/.well-known/openid-configuration`,
    scopes: ['profile', 'openid', 'offline_access', 'claim.read'],
    usesLaunch: false,
  })
  expect(clientCredentialsFacts(claims, BASE)).toMatchObject({
    tokenUrl: `${BASE}/oauth2/claims/system/v1/token`,
    audience: `${BASE}/oauth2/claims/system/v1/token`,
    scopes: ['claim.read'],
    usesLaunch: false,
  })
})

test('CCG takes launch with the launch scope, and a portal_id for the loan APIs', () => {
  const withLaunch = makeApiEntry({
    oAuthInfo: {
      ccgInfo: {
        baseAuthPath: '/oauth2/health/system/v1',
        scopes: ['launch', 'system/Patient.read'],
        sandboxAud: 'x',
        productionAud: 'y',
      },
    },
  })
  expect(clientCredentialsFacts(withLaunch, BASE).usesLaunch).toBe(true)
  expect(
    clientCredentialsFacts(
      makeApiEntry({ urlSlug: 'loan-review', urlFragment: 'loan_review' }),
      BASE,
    ).usesLaunch,
  ).toBe(true)
})

test('Without OAuth info the default auth path is /oauth2', () => {
  expect(authorizationCodeFacts(makeApiEntry(), BASE).authorizeUrl).toBe(
    `${BASE}/oauth2/authorization`,
  )
})

test('The test-user ICN section is hidden for benefits-documents, lgy_guaranty_remittance and loan-review', () => {
  expect(clientCredentialsFacts(claims, BASE).showsTestIcns).toBe(true)
  for (const [urlSlug, urlFragment] of [
    ['benefits-documents', 'benefits_documents'],
    ['lgy-guaranty-remittance', 'lgy_guaranty_remittance'],
    ['loan-review', 'loan_review'],
  ]) {
    expect(
      clientCredentialsFacts(makeApiEntry({ urlSlug, urlFragment }), BASE)
        .showsTestIcns,
    ).toBe(false)
  }
})

test('Launch is Base64 JSON: a patient ICN, an ICN with sta3n, or a portal_id', () => {
  expect(exampleLaunch('patient')).toEqual({
    json: '{"patient":"1000720100V271387"}',
    base64: btoa('{"patient":"1000720100V271387"}'),
  })
  expect(JSON.parse(atob(exampleLaunch('patient-sta3n').base64))).toEqual({
    patient: '1000720100V271387',
    sta3n: '500',
  })
  expect(JSON.parse(atob(exampleLaunch('portal-id').base64))).toEqual({
    portal_id: '12345678',
  })
  expect(
    authorizationCodeFacts(makeApiEntry({ urlSlug: 'clinical-health' }), BASE)
      .launchKind,
  ).toBe('patient-sta3n')
  expect(
    clientCredentialsFacts(
      makeApiEntry({ urlSlug: 'loan-review', urlFragment: 'loan_review' }),
      BASE,
    ).launchKind,
  ).toBe('portal-id')
})

test('An API whose scopes include launch says launch is required', () => {
  const patientHealth = makeApiEntry({
    oAuthInfo: {
      acgInfo: {
        baseAuthPath: '/oauth2/health/v1',
        scopes: ['launch/patient', 'patient/Patient.read'],
        sandboxWellKnownConfig: '',
      },
    },
  })
  expect(authorizationCodeFacts(patientHealth, BASE).usesLaunch).toBe(true)
})
