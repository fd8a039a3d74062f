import { expect, test } from 'vitest'
import { makeApiEntry } from '@portal/schema/fixtures/catalogue'
import {
  authorizationCodeFacts,
  clientCredentialsFacts,
  exampleLaunch,
} from './guide-facts.ts'

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

test('The guides use the API base auth path on the sandbox host', () => {
  expect(authorizationCodeFacts(claims)).toMatchObject({
    authorizeUrl: 'https://sandbox-api.va.gov/oauth2/claims/v1/authorization',
    tokenUrl: 'https://sandbox-api.va.gov/oauth2/claims/v1/token',
    scopes: ['profile', 'openid', 'offline_access', 'claim.read'],
    usesLaunch: false,
  })
  expect(clientCredentialsFacts(claims)).toMatchObject({
    tokenUrl: 'https://sandbox-api.va.gov/oauth2/claims/system/v1/token',
    audience:
      'https://deptva-eval.okta.com/oauth2/ausdg7guis2TYDlFe2p7/v1/token',
    scopes: ['claim.read'],
  })
})

test('Without OAuth info the default auth path is /oauth2', () => {
  expect(authorizationCodeFacts(makeApiEntry()).authorizeUrl).toBe(
    'https://sandbox-api.va.gov/oauth2/authorization',
  )
})

test('The test-user ICN section is hidden for benefits-documents, lgy_guaranty_remittance and loan-review', () => {
  expect(clientCredentialsFacts(claims).showsTestIcns).toBe(true)
  for (const [urlSlug, urlFragment] of [
    ['benefits-documents', 'benefits_documents'],
    ['lgy-guaranty-remittance', 'lgy_guaranty_remittance'],
    ['loan-review', 'loan_review'],
  ]) {
    expect(
      clientCredentialsFacts(makeApiEntry({ urlSlug, urlFragment }))
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
    authorizationCodeFacts(makeApiEntry({ urlSlug: 'clinical-health' }))
      .launchKind,
  ).toBe('patient-sta3n')
  expect(
    clientCredentialsFacts(
      makeApiEntry({ urlSlug: 'loan-review', urlFragment: 'loan_review' }),
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
  expect(authorizationCodeFacts(patientHealth).usesLaunch).toBe(true)
})
