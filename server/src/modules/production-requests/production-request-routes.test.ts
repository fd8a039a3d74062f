import { expect, test } from 'vitest'
import {
  DEFAULT_SITE_CONFIG,
  FeatureFlagsSchema,
} from '@portal/schema/site-config'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  JWK,
  post,
  PRODUCTION_REQUESTS_URL,
  requestBody,
  threeStepBody,
  uniqueOrganization,
} from './production-request-test-kit.ts'

test('A valid two-step request is stored as submitted with its history, and emails are queued: 204', async () => {
  const request = requestBody()
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
  const unknown = await post(requestBody({ apis: 'apikey/nope' }))
  expect(unknown.response.statusCode).toBe(400)
  expect(unknown.response.json().errors).toEqual([
    'invalid api provided: apikey/nope',
  ])
  const badType = await post(requestBody({ apis: 'oauth/facilities' }))
  expect(badType.response.json().errors).toEqual(['Invalid auth type: oauth'])
})

test('Nothing is stored for a refused request; wrong types, the honeypot and CSRF get the envelope', async () => {
  const organization = uniqueOrganization()
  const { response, db, app } = await post(
    requestBody({ organization, city: undefined }),
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
    url: PRODUCTION_REQUESTS_URL,
    headers: csrfHeaders(),
    payload: { ...requestBody(), veteranFacing: 'maybe' },
  })
  expect(wrongType.statusCode).toBe(400)
  expect(wrongType.json().errors.length).toBeGreaterThan(0)
  const robot = await app.inject({
    method: 'POST',
    url: PRODUCTION_REQUESTS_URL,
    headers: csrfHeaders(),
    payload: { ...requestBody(), faxNumber: '555' },
  })
  expect(robot.statusCode).toBe(400)
  const forged = await app.inject({
    method: 'POST',
    url: PRODUCTION_REQUESTS_URL,
    payload: requestBody(),
  })
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
      url: PRODUCTION_REQUESTS_URL,
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
    url: PRODUCTION_REQUESTS_URL,
    headers: csrfHeaders(),
    payload: requestBody(),
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([
    'invalid api provided: apikey/facilities',
  ])
})

test('Answers the selection does not ask are dropped before storage, never stored as sent (R-STORE-DROP-UNASKED)', async () => {
  const request = requestBody({
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
  expect(row.request).toEqual(
    requestBody({ organization: request.organization }),
  )
  const mail = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where(({ eb, ref }) =>
      eb(eb.cast(ref('payload'), 'text'), 'like', `%${request.organization}%`),
    )
    .executeTakeFirstOrThrow()
  expect(JSON.stringify(mail.payload)).not.toContain('javascript:')
})
