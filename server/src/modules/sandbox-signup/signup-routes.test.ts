// Signups the server refuses: field rules, keys, the apis list and flags, attestation, honeypot, CSRF, the per-email limit.
import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  DEFAULT_SITE_CONFIG,
  FeatureFlagsSchema,
} from '@portal/schema/site-config'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  acgSignup,
  post,
  postSignup,
  publicJwk,
  signup,
  SIGNUP_URL,
  uniqueEmail,
} from './signup-test-kit.ts'

test('The server repeats every field rule of the form', async () => {
  const { response } = await post({
    apis: 'apikey/facilities',
    termsOfService: false,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().fieldErrors).toEqual({
    firstName: ['Enter your first name'],
    lastName: ['Enter your last name'],
    email: ['Enter a valid email address'],
    organization: ['Enter your organization'],
    typeAndApi: ['You must select an auth type.'],
    termsOfService: ['You must agree to the terms of service to continue.'],
  })
})

test('A weak or private key is refused with "Invalid key submitted"', async () => {
  const weak = await post(
    signup({
      typeAndApi: 'ccg/health',
      apis: 'ccg/health',
      oAuthPublicKey: publicJwk(1024),
    }),
  )
  expect(weak.response.statusCode).toBe(400)
  expect(weak.response.json().fieldErrors).toEqual({
    oAuthPublicKey: ['Invalid key submitted'],
  })
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const privateJwk = await post(
    signup({
      typeAndApi: 'ccg/health',
      apis: 'ccg/health',
      oAuthPublicKey: privateKey.export({ format: 'jwk' }),
    }),
  )
  expect(privateJwk.response.json().fieldErrors).toEqual({
    oAuthPublicKey: ['Invalid key submitted'],
  })
})

test('The apis list is checked against the catalogue', async () => {
  const unknown = await post(
    signup({ typeAndApi: 'apikey/nope', apis: 'apikey/nope' }),
  )
  expect(unknown.response.statusCode).toBe(400)
  expect(unknown.response.json().errors).toEqual([
    'invalid api provided: apikey/nope',
  ])
  const badType = await post(signup({ apis: 'oauth/facilities' }))
  expect(badType.response.json().errors).toEqual(['Invalid auth type: oauth'])
  const unsupported = await post(
    signup({
      typeAndApi: 'ccg/facilities',
      apis: 'ccg/facilities',
      oAuthPublicKey: publicJwk(),
    }),
  )
  expect(unsupported.response.json().errors).toEqual([
    'invalid api provided: ccg/facilities',
  ])
  const notChosen = await post(signup({ typeAndApi: 'apikey/vaForms' }))
  expect(notChosen.response.json().fieldErrors).toEqual({
    typeAndApi: ['You must select an auth type.'],
  })
})

test('An API closed to public sandbox signup gets 422 "Invalid API list for consumer"', async () => {
  const { response, db } = await post(
    signup({ typeAndApi: 'apikey/appeals', apis: 'apikey/appeals' }),
  )
  expect(response.statusCode).toBe(422)
  expect(response.json()).toEqual({ errors: ['Invalid API list for consumer'] })
  expect(
    await db
      .selectFrom('consumers')
      .select('id')
      .where('organization', '=', 'never stored')
      .execute(),
  ).toEqual([])
})

test('An API that requires attestation refuses a signup without it', async () => {
  const { response } = await post(acgSignup('claims', 'web'))
  expect(response.statusCode).toBe(400)
  expect(Object.keys(response.json().fieldErrors)).toEqual([
    'attestationChecked',
  ])
})

test('A filled honeypot is refused', async () => {
  const { response } = await post(signup({ faxNumber: '555-0100' }))
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ errors: ['Form submission failed'] })
})

test('A signup without the CSRF pair is refused with 403', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    method: 'POST',
    url: SIGNUP_URL,
    payload: signup(),
  })
  expect(response.statusCode).toBe(403)
})

test('The same email may sign up 5 times an hour; the 6th gets 429 (R-LIMIT-EMAIL)', async () => {
  const { app } = await buildTestApp({ rateLimits: { writePerMinute: 100 } })
  const email = uniqueEmail()
  const statuses = []
  for (let i = 0; i < 6; i += 1) {
    const response = await postSignup(app, signup({ email }))
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
})

test('A sandbox signup for an API whose category the server flags switch off is refused (400)', async () => {
  const { response } = await post(signup(), {
    siteConfig: {
      ...DEFAULT_SITE_CONFIG,
      flags: FeatureFlagsSchema.parse({ categories: { facilities: false } }),
    },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([
    'invalid api provided: apikey/facilities',
  ])
})

test('A signup may name a found API that is not listed (stealth-launched), but not one the enabled flag switches off (R-PUBLIC-FOUND)', async () => {
  const stealth = await post(acgSignup('contactInformation', 'native'))
  expect(stealth.response.statusCode).toBe(201)
  const { response } = await post(signup(), {
    siteConfig: {
      ...DEFAULT_SITE_CONFIG,
      flags: FeatureFlagsSchema.parse({ enabled: { facilities: false } }),
    },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([
    'invalid api provided: apikey/facilities',
  ])
})
