import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { ProductionRequest } from '@portal/schema/production-request'
import {
  DEFAULT_SITE_CONFIG,
  FeatureFlagsSchema,
} from '@portal/schema/site-config'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'

const URL = '/platform-backend/v0/consumers/production-requests'
const JWK = generateKeyPairSync('rsa', {
  modulusLength: 2048,
}).publicKey.export({
  format: 'jwk',
})

// A unique organization per test: against one shared PostgreSQL server other tests' rows exist.
const uniqueOrganization = () =>
  `Engines ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** A valid two-step request (an open-data API with a key). */
function body(overrides: Partial<ProductionRequest> = {}): ProductionRequest {
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
function threeStepBody(overrides: Partial<ProductionRequest> = {}) {
  return body({
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

async function post(payload: unknown, headers = csrfHeaders()) {
  const { app, db } = await buildTestApp()
  const response = await app.inject({
    method: 'POST',
    url: URL,
    headers,
    payload: payload as object,
  })
  return { response, db, app }
}

test('A valid two-step request is stored as submitted with its history, and emails are queued: 204', async () => {
  const request = body()
  const { response, db } = await post(request)
  expect(response.statusCode).toBe(204)
  expect(response.body).toBe('')
  const row = await db
    .selectFrom('production_requests')
    .selectAll()
    .where('organization', '=', request.organization ?? '')
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({
    status: 'submitted',
    apis: 'apikey/facilities',
    app_name: 'Engine Finder',
    primary_email: 'ada@lovelace.dev',
  })
  expect(row.request).toEqual(request)
  const history = await db
    .selectFrom('production_request_status_history')
    .select(['status'])
    .where('request_id', '=', row.id)
    .execute()
  expect(history).toEqual([{ status: 'submitted' }])
  const mails = await db
    .selectFrom('email_outbox')
    .select(['template', 'recipient'])
    .where('template', 'like', 'production-request%')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'text'), 'like', `%${row.id}%`),
    )
    .orderBy('id')
    .execute()
  expect(mails).toEqual([
    { template: 'production-request', recipient: 'api@va.gov' },
    {
      template: 'production-request-confirmation',
      recipient: 'ada@lovelace.dev',
    },
    {
      template: 'production-request-confirmation',
      recipient: 'charles@lovelace.dev',
    },
    {
      template: 'production-request-confirmation',
      recipient: 'status@lovelace.dev',
    },
  ])
})

test('A valid three-step request with OAuth, benefits and health APIs is stored with the key as a JWK', async () => {
  const request = threeStepBody({ oAuthPublicKey: JSON.stringify(JWK) })
  const { response, db } = await post(request)
  expect(response.statusCode).toBe(204)
  const row = await db
    .selectFrom('production_requests')
    .select(['apis', 'request'])
    .where('organization', '=', request.organization ?? '')
    .executeTakeFirstOrThrow()
  expect(row.apis).toBe('acg/health,ccg/benefitsDocuments,apikey/benefits')
  expect(row.request).toMatchObject({
    oAuthPublicKey: JWK,
    distributingAPIKeysToCustomers: true,
  })
})

describe('Every rule runs on the server, with the field it belongs to', () => {
  const cases: [
    string,
    Partial<ProductionRequest>,
    string,
    string,
    'two' | 'three',
  ][] = [
    ['no API', { apis: '' }, 'apis', 'Choose at least one API', 'two'],
    [
      '508 unanswered',
      { is508Compliant: undefined },
      'is508Compliant',
      'Select yes or no.',
      'two',
    ],
    [
      'VA internal unanswered',
      { vaInternal: undefined },
      'vaInternal',
      'Select yes or no.',
      'two',
    ],
    [
      'US-based unanswered',
      { isUSBasedCompany: undefined },
      'isUSBasedCompany',
      'Select yes or no.',
      'two',
    ],
    [
      'not a US-based company',
      { isUSBasedCompany: false },
      'isUSBasedCompany',
      'We currently only grant access to US-based companies. You may contact us if you have any questions.',
      'two',
    ],
    [
      'terms not agreed',
      { termsOfService: undefined },
      'termsOfService',
      'You must agree to our terms of service to continue.',
      'two',
    ],
    [
      'ACG without application type',
      { oAuthApplicationType: undefined },
      'oAuthApplicationType',
      'Choose an option.',
      'three',
    ],
    [
      'ACG with an ftp redirect',
      { oAuthRedirectURI: 'ftp://engine.dev' },
      'oAuthRedirectURI',
      'Enter an http or https URI.',
      'three',
    ],
    [
      'CCG without a key',
      { oAuthPublicKey: undefined },
      'oAuthPublicKey',
      'Enter your oAuthPublicKey',
      'three',
    ],
    [
      'CCG with a private member',
      { oAuthPublicKey: { ...JWK, d: 'AQAB' } },
      'oAuthPublicKey',
      'Invalid key submitted',
      'three',
    ],
    [
      'ethics not agreed',
      { ethicsPrinciplesAttested: false },
      'ethicsPrinciplesAttested',
      'You must agree to the Ethics Principles for Access to and Use of Veteran Data.',
      'three',
    ],
    [
      'first name too long',
      {
        primaryContact: {
          firstName: 'x'.repeat(48),
          lastName: 'L',
          email: 'a@b.dev',
          role: 'Developer',
        },
      },
      'primaryContact.firstName',
      'Enter no more than 47 characters.',
      'two',
    ],
    [
      'secondary contact missing',
      { secondaryContact: undefined },
      'secondaryContact.firstName',
      'Enter a first name.',
      'two',
    ],
    [
      'no role',
      { primaryContact: { firstName: 'A', lastName: 'L', email: 'a@b.dev' } },
      'primaryContact.role',
      'Select a role.',
      'two',
    ],
    [
      'contact email with "test"',
      {
        primaryContact: {
          firstName: 'A',
          lastName: 'L',
          email: 'qa@Test.dev',
          role: 'Student',
        },
      },
      'primaryContact.email',
      'Enter a valid email address that does not contain "test", "sample", "fake", or "email".',
      'two',
    ],
    [
      'no status email',
      { statusUpdateEmails: [] },
      'statusUpdateEmails.0',
      'Enter a valid email address.',
      'two',
    ],
    [
      'bad status email',
      { statusUpdateEmails: ['ok@engine.dev', 'nope'] },
      'statusUpdateEmails.1',
      'Enter a valid email address.',
      'two',
    ],
    [
      'organization missing',
      { organization: undefined },
      'organization',
      'Enter the company or organization name.',
      'two',
    ],
    [
      'organization too long',
      { organization: 'x'.repeat(101) },
      'organization',
      'Enter no more than 100 characters.',
      'two',
    ],
    [
      'street missing',
      { addressLine1: undefined },
      'addressLine1',
      'Enter the company street address.',
      'two',
    ],
    ['city missing', { city: undefined }, 'city', 'Enter a city.', 'two'],
    ['state missing', { state: undefined }, 'state', 'Enter a state.', 'two'],
    [
      'country missing',
      { country: undefined },
      'country',
      'Select a country.',
      'two',
    ],
    [
      'postal code missing',
      { zipCode5: undefined },
      'zipCode5',
      'Enter a postal code.',
      'two',
    ],
    [
      'bad phone',
      { phoneNumber: '12345' },
      'phoneNumber',
      'Enter a valid company phone number.',
      'two',
    ],
    [
      'app name missing',
      { appName: undefined },
      'appName',
      'Enter front-end name of application.',
      'two',
    ],
    [
      'value missing',
      { valueProvided: undefined },
      'valueProvided',
      'Describe the value of your app.',
      'two',
    ],
    [
      'business model missing when not all open data',
      { businessModel: undefined },
      'businessModel',
      'Describe your business model.',
      'three',
    ],
    [
      'monetizing without explanation',
      { monitizedVeteranInformation: true },
      'monitizationExplanation',
      'Enter an explanation.',
      'two',
    ],
    [
      'Veteran-facing without description',
      { veteranFacing: true },
      'appDescription',
      'Enter a description.',
      'two',
    ],
    [
      'Veteran-facing with a bad sign-up link',
      { veteranFacing: true, signUpLink: ['nope'] },
      'signUpLink',
      'Add a valid link.',
      'two',
    ],
    [
      'Veteran-facing without a privacy policy',
      { veteranFacing: true, policyDocuments: ['https://e.dev/terms'] },
      'privacyPolicyURL',
      'Add a valid link to your privacy policy.',
      'two',
    ],
    [
      'open data without key storage',
      { productionKeyCredentialStorage: undefined },
      'productionKeyCredentialStorage',
      'Enter a description.',
      'two',
    ],
    [
      'restricted API without VASI name',
      { apis: 'apikey/facilities,apikey/addressValidation' },
      'vasiSystemName',
      'Enter the VASI system name.',
      'two',
    ],
    [
      'technical key storage missing',
      { productionOrOAuthKeyCredentialStorage: undefined },
      'productionOrOAuthKeyCredentialStorage',
      'Enter a description.',
      'three',
    ],
    [
      'PII stored without method',
      { storePIIOrPHI: true },
      'piiStorageMethod',
      'Enter a description.',
      'three',
    ],
    [
      'OAuth without scopes',
      { scopesAccessRequested: undefined },
      'scopesAccessRequested',
      'Enter a list of scopes.',
      'three',
    ],
    [
      'third parties without description',
      { exposeVeteranInformationToThirdParties: true },
      'thirdPartyInfoDescription',
      'Enter a description.',
      'three',
    ],
    [
      'benefits API without naming convention',
      { namingConvention: undefined },
      'namingConvention',
      'Provide the naming convention.',
      'three',
    ],
    [
      'health API without My Health answer',
      { listedOnMyHealthApplication: undefined },
      'listedOnMyHealthApplication',
      'Select yes or no.',
      'three',
    ],
  ]
  test.each(cases)('%s', async (_name, overrides, field, message, kind) => {
    const request = kind === 'two' ? body(overrides) : threeStepBody(overrides)
    const { response } = await post(request)
    expect(response.statusCode).toBe(400)
    const answer = response.json<{
      errors: string[]
      fieldErrors: Record<string, string[]>
    }>()
    expect(answer.fieldErrors[field]).toEqual([message])
    expect(answer.errors).toContain(message)
  })
})

test('The attestation an API requires is checked against the catalogue, not the client', async () => {
  const { response } = await post(
    threeStepBody({
      apis: 'acg/claims',
      attestationChecked: false,
      ethicsPrinciplesAttested: undefined,
    }),
  )
  expect(response.statusCode).toBe(400)
  expect(response.json().fieldErrors.attestationChecked).toEqual([
    'You must attest to request production access for this API.',
  ])
})

test('APIs blocked for the production form are refused with 422; unknown ones with 400', async () => {
  for (const apis of ['ccg/claims', 'acg/clinicalHealth', 'apikey/appeals']) {
    const { response } = await post(threeStepBody({ apis }))
    expect(response.statusCode, apis).toBe(422)
    expect(response.json()).toEqual({
      errors: ['Invalid API list for consumer'],
    })
  }
  const unknown = await post(body({ apis: 'apikey/nope' }))
  expect(unknown.response.statusCode).toBe(400)
  expect(unknown.response.json().errors).toEqual([
    'invalid api provided: apikey/nope',
  ])
  const badType = await post(body({ apis: 'oauth/facilities' }))
  expect(badType.response.json().errors).toEqual(['Invalid auth type: oauth'])
})

test('Nothing is stored for a refused request; wrong types, the honeypot and CSRF get the envelope', async () => {
  const organization = uniqueOrganization()
  const { response, db, app } = await post(
    body({ organization, city: undefined }),
  )
  expect(response.statusCode).toBe(400)
  const rows = await db
    .selectFrom('production_requests')
    .select('id')
    .where('organization', '=', organization)
    .execute()
  expect(rows).toEqual([])
  const wrongType = await app.inject({
    method: 'POST',
    url: URL,
    headers: csrfHeaders(),
    payload: { ...body(), veteranFacing: 'maybe' },
  })
  expect(wrongType.statusCode).toBe(400)
  expect(wrongType.json().errors.length).toBeGreaterThan(0)
  const robot = await app.inject({
    method: 'POST',
    url: URL,
    headers: csrfHeaders(),
    payload: { ...body(), faxNumber: '555' },
  })
  expect(robot.statusCode).toBe(400)
  const forged = await app.inject({ method: 'POST', url: URL, payload: body() })
  expect(forged.statusCode).toBe(403)
  expect(forged.json()).toEqual({ errors: ['Access is forbidden'] })
})

test('Production requests are limited to 10 a minute per client, with the rate-limit headers', async () => {
  const { app } = await buildTestApp({ freshDatabase: true })
  const statuses: number[] = []
  let last
  for (let attempt = 0; attempt < 11; attempt += 1) {
    last = await app.inject({
      method: 'POST',
      url: URL,
      headers: csrfHeaders(),
      payload: { apis: '' },
    })
    statuses.push(last.statusCode)
  }
  expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
  expect(statuses[10]).toBe(429)
  expect(last?.headers['x-ratelimit-limit']).toBe('10')
  expect(last?.headers['retry-after']).toBeDefined()
})

test('An API the server flags switch off is refused as unknown (400), as it is gone from every page', async () => {
  const { app } = await buildTestApp({
    siteConfig: {
      ...DEFAULT_SITE_CONFIG,
      flags: FeatureFlagsSchema.parse({ enabled: { facilities: false } }),
    },
  })
  const response = await app.inject({
    method: 'POST',
    url: URL,
    headers: csrfHeaders(),
    payload: body(),
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([
    'invalid api provided: apikey/facilities',
  ])
})

test('Answers the selection does not ask are dropped before storage, never stored as sent (R-STORE-DROP-UNASKED)', async () => {
  const request = body({
    businessModel: 'b'.repeat(1000),
    oAuthApplicationType: 'data:x',
    oAuthRedirectURI: 'javascript:alert(1)',
    oAuthPublicKey: 'not json',
    website: 'ftp://engine.dev',
    signUpLink: ['data:text/html,hi'],
    policyDocuments: ['javascript:1', 'javascript:2'],
    vasiSystemName: 'v'.repeat(1000),
    storePIIOrPHI: true,
    piiStorageMethod: 'p'.repeat(1000),
    scopesAccessRequested: 's'.repeat(1000),
  })
  const { response, db } = await post(request)
  expect(response.statusCode).toBe(204)
  const row = await db
    .selectFrom('production_requests')
    .select('request')
    .where('organization', '=', request.organization ?? '')
    .executeTakeFirstOrThrow()
  expect(row.request).toEqual(body({ organization: request.organization }))
  const mail = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'text'), 'like', `%${request.organization}%`),
    )
    .executeTakeFirstOrThrow()
  expect(JSON.stringify(mail.payload)).not.toContain('javascript:')
})
