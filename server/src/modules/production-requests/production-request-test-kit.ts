// Request bodies and a poster shared by this module's route tests.
import { generateKeyPairSync } from 'node:crypto'
import type { ProductionRequest } from '@portal/schema/production-request'
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

/** A valid two-step request (an open-data API with a key). */
export function requestBody(
  overrides: Partial<ProductionRequest> = {},
): ProductionRequest {
  return {
    apis: 'apikey/facilities',
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
    organization: uniqueOrganization(),
    country: 'United States',
    addressLine1: '1 Engine Way',
    city: 'Arlington',
    state: 'VA',
    zipCode5: '22201',
    appName: 'Engine Finder',
    statusUpdateEmails: ['status@lovelace.dev', 'ADA@lovelace.dev'],
    valueProvided: 'Veterans find facilities near them.',
    monitizedVeteranInformation: false,
    veteranFacing: false,
    productionKeyCredentialStorage: 'In a secrets manager.',
    is508Compliant: true,
    isUSBasedCompany: true,
    vaInternal: false,
    termsOfService: true,
    ...overrides,
  }
}

/** A valid three-step request: OAuth, benefits and health APIs. */
export function threeStepBody(overrides: Partial<ProductionRequest> = {}) {
  return requestBody({
    apis: 'acg/health,ccg/benefitsDocuments,apikey/benefits',
    productionKeyCredentialStorage: undefined,
    businessModel: 'Grant funded.',
    ethicsPrinciplesAttested: true,
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://engine.dev/callback',
    oAuthPublicKey: JWK,
    productionOrOAuthKeyCredentialStorage: 'In a secrets manager.',
    storePIIOrPHI: false,
    exposeVeteranInformationToThirdParties: false,
    scopesAccessRequested: 'launch/patient patient/Patient.read',
    distributingAPIKeysToCustomers: true,
    namingConvention: 'customer-<id>',
    centralizedBackendLog: 'One log per customer.',
    listedOnMyHealthApplication: false,
    ...overrides,
  })
}

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
