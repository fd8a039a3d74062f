// The production request sent and stored: form values to the wire body and back, what is stored, the JWK's bounds.
import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import { makeProductionRequestForm } from './fixtures/production-request.ts'
import {
  OAUTH_BENEFITS_HEALTH,
  OPEN,
} from './fixtures/production-request-steps.ts'
import { ProductionRequestSchema } from './production-request.ts'
import {
  fromProductionRequest,
  storedProductionRequest,
  toProductionRequest,
} from './production-request-mapping.ts'
import { parsePublicJwk } from './jwk.ts'
import { productionRequestIssues } from './production-request-steps.ts'

const JWK = generateKeyPairSync('rsa', {
  modulusLength: 2048,
}).publicKey.export({
  format: 'jwk',
})

test('Yes/no become booleans, empty values go, roles become labels or the Other description, links one-item lists, apis one comma-joined string', () => {
  const wire = toProductionRequest(
    makeProductionRequestForm({
      apis: ['apikey/facilities', 'apikey/vaForms'],
      addressLine2: '  ',
      phoneNumber: '',
      statusUpdateEmails: ['status@lovelace.dev', '', ' ops@lovelace.dev '],
      veteranFacing: 'yes',
      website: 'https://engine.dev',
      signUpLink: 'https://engine.dev/join',
      supportLink: 'https://engine.dev/help',
      termsOfServiceURL: 'https://engine.dev/terms',
      privacyPolicyURL: 'https://engine.dev/privacy',
      platforms: 'iOS, web',
      appDescription: 'Finds facilities.',
    }),
    OPEN,
  )
  expect(wire).toEqual({
    apis: 'apikey/facilities,apikey/vaForms',
    primaryContact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.dev',
      role: 'Developer',
    },
    secondaryContact: {
      firstName: 'Charles',
      lastName: 'Babbage',
      email: 'charles@lovelace.dev',
      role: 'Chief engineer',
    },
    organization: 'Analytical Engines',
    country: 'United States',
    addressLine1: '1 Engine Way',
    city: 'Arlington',
    state: 'VA',
    zipCode5: '22201',
    appName: 'Engine Finder',
    statusUpdateEmails: ['status@lovelace.dev', 'ops@lovelace.dev'],
    valueProvided: 'Veterans find facilities near them.',
    is508Compliant: true,
    isUSBasedCompany: true,
    vaInternal: false,
    monitizedVeteranInformation: false,
    veteranFacing: true,
    website: 'https://engine.dev',
    signUpLink: ['https://engine.dev/join'],
    supportLink: ['https://engine.dev/help'],
    platforms: 'iOS, web',
    appDescription: 'Finds facilities.',
    policyDocuments: ['https://engine.dev/terms', 'https://engine.dev/privacy'],
    productionKeyCredentialStorage: 'In a secrets manager.',
    termsOfService: true,
  })
  expect(ProductionRequestSchema.parse(wire)).toEqual(wire)
})

test('Three steps with OAuth, benefits and health APIs send the technical answers and the key as a JWK object', () => {
  const wire = toProductionRequest(
    makeProductionRequestForm({
      apis: ['acg/health', 'ccg/benefitsDocuments', 'apikey/benefits'],
      attestationChecked: true,
      ethicsPrinciplesAttested: true,
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://engine.dev/callback',
      oAuthPublicKey: JSON.stringify(JWK),
      storePIIOrPHI: 'yes',
      piiStorageMethod: 'Encrypted at rest.',
      multipleReqSafeguards: 'Rate limits.',
      breachManagementProcess: 'Runbook.',
      vulnerabilityManagement: 'Weekly scans.',
      exposeVeteranInformationToThirdParties: 'no',
      thirdPartyInfoDescription: 'hidden by no',
      scopesAccessRequested: 'launch/patient',
      distributingAPIKeysToCustomers: 'yes',
      namingConvention: 'customer-<id>',
      centralizedBackendLog: 'Splunk.',
      listedOnMyHealthApplication: 'no',
    }),
    OAUTH_BENEFITS_HEALTH,
  )
  expect(wire).toMatchObject({
    apis: 'acg/health,ccg/benefitsDocuments,apikey/benefits',
    attestationChecked: true,
    ethicsPrinciplesAttested: true,
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://engine.dev/callback',
    oAuthPublicKey: JWK,
    businessModel: 'Grant funded.',
    productionOrOAuthKeyCredentialStorage: 'In a secrets manager.',
    storePIIOrPHI: true,
    piiStorageMethod: 'Encrypted at rest.',
    exposeVeteranInformationToThirdParties: false,
    scopesAccessRequested: 'launch/patient',
    distributingAPIKeysToCustomers: true,
    namingConvention: 'customer-<id>',
    centralizedBackendLog: 'Splunk.',
    listedOnMyHealthApplication: false,
  })
  expect(wire).not.toHaveProperty('thirdPartyInfoDescription')
  expect(wire).not.toHaveProperty('productionKeyCredentialStorage')
})

test('A request turned back into form values passes the same rules and maps to the same body', () => {
  const form = makeProductionRequestForm({
    apis: ['acg/health', 'ccg/benefitsDocuments', 'apikey/benefits'],
    attestationChecked: true,
    ethicsPrinciplesAttested: true,
    oAuthApplicationType: 'native',
    oAuthRedirectURI: 'https://engine.dev/callback',
    oAuthPublicKey: JSON.stringify(JWK),
    exposeVeteranInformationToThirdParties: 'yes',
    thirdPartyInfoDescription: 'Shared with a clinic.',
    scopesAccessRequested: 'launch/patient',
    distributingAPIKeysToCustomers: 'no',
    listedOnMyHealthApplication: 'yes',
    veteranFacing: 'yes',
    website: 'https://engine.dev',
    signUpLink: 'https://engine.dev/join',
    supportLink: 'https://engine.dev/help',
    termsOfServiceURL: 'https://engine.dev/terms',
    privacyPolicyURL: 'https://engine.dev/privacy',
    platforms: 'iOS',
    appDescription: 'Finds care.',
  })
  expect(productionRequestIssues(form, OAUTH_BENEFITS_HEALTH)).toEqual([])
  const wire = toProductionRequest(form, OAUTH_BENEFITS_HEALTH)
  const back = fromProductionRequest(ProductionRequestSchema.parse(wire))
  expect(productionRequestIssues(back, OAUTH_BENEFITS_HEALTH)).toEqual([])
  expect(back.secondaryContact).toMatchObject({
    role: 'OTHER',
    roleDescription: 'Chief engineer',
  })
  expect(back.primaryContact).toMatchObject({ role: 'DEVELOPER' })
  expect(toProductionRequest(back, OAUTH_BENEFITS_HEALTH)).toEqual(wire)
})

test('A logo’s file name is sent and stored with its logo, and only with one (R-LOGO-FILE-NAME)', () => {
  const logo = '/platform-backend/v0/consumers/logos/original/a/logo.png'
  const name = 'Logo de l’équipe – 日本.png'
  const withLogo = makeProductionRequestForm({
    logoIcon: logo,
    logoLarge: logo,
    logoFileName: name,
  })
  const wire = toProductionRequest(withLogo, OPEN)
  expect(wire.logoFileName).toBe(name)
  expect(storedProductionRequest(wire, OPEN).logoFileName).toBe(name)
  expect(
    toProductionRequest(makeProductionRequestForm({ logoFileName: name }), OPEN)
      .logoFileName,
  ).toBeUndefined()
})

test('What is stored drops every answer the selection does not ask, whatever was sent (R-STORE-DROP-UNASKED)', () => {
  const valid = toProductionRequest(makeProductionRequestForm(), OPEN)
  const sent = {
    ...valid,
    primaryContact: { ...valid.primaryContact, role: '  Developer ' },
    organization: ' Analytical Engines ',
    businessModel: 'b'.repeat(4000),
    oAuthApplicationType: 'data:x',
    oAuthRedirectURI: 'javascript:alert(1)',
    oAuthPublicKey: 'not json',
    website: 'ftp://engine.dev',
    signUpLink: ['data:text/html,hi'],
    policyDocuments: ['javascript:1', 'javascript:2'],
    scopesAccessRequested: 's'.repeat(4000),
    piiStorageMethod: 'p'.repeat(4000),
    storePIIOrPHI: true,
    monitizationExplanation: 'm'.repeat(4000),
    vasiSystemName: 'v'.repeat(4000),
    attestationChecked: true,
  }
  // The same answers the rules accepted, no more: trimmed, and only what this selection asks.
  expect(storedProductionRequest(sent, OPEN)).toEqual(valid)
  // Asked answers are kept: the OAuth fields when an API of that grant is chosen.
  const threeSteps = storedProductionRequest(
    {
      ...sent,
      apis: 'acg/health,ccg/benefitsDocuments,apikey/benefits',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://engine.dev/callback',
      oAuthPublicKey: JWK,
    },
    OAUTH_BENEFITS_HEALTH,
  )
  expect(threeSteps).toMatchObject({
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://engine.dev/callback',
    oAuthPublicKey: JWK,
    attestationChecked: true,
  })
  expect(threeSteps.website).toBeUndefined()
  expect(threeSteps.piiStorageMethod).toBe('p'.repeat(4000))
})

test("A JWK's open members are bounded: short strings, a short certificate list, a sane modulus (R-STORE-LENGTH)", () => {
  expect(parsePublicJwk({ ...JWK, alg: 'RS256', x5c: ['MIIB'] })).not.toBeNull()
  expect(parsePublicJwk({ ...JWK, alg: { deep: [1] } })).toBeNull()
  expect(parsePublicJwk({ ...JWK, use: 'u'.repeat(256) })).toBeNull()
  expect(parsePublicJwk({ ...JWK, x5c: 'MIIB' })).toBeNull()
  expect(parsePublicJwk({ ...JWK, x5c: Array(11).fill('MIIB') })).toBeNull()
  expect(parsePublicJwk({ ...JWK, x5c: [{}] })).toBeNull()
  expect(parsePublicJwk({ ...JWK, n: 'A'.repeat(5000) })).toBeNull()
})
