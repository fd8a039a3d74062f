import { generateKeyPairSync } from 'node:crypto'
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import {
  buildTestApp,
  csrfHeaders,
  TEST_SECRETS,
  type TestAppOptions,
} from './build-test-app.ts'
import { testDataLinkHash } from '../src/modules/sandbox-signup/index.ts'

/** The API's base of credential care. */
export const CARE = '/platform-backend/v0/consumers/credentials'
/** A Facilities call through the gateway. */
export const FACILITY =
  '/sandbox-api/services/va_facilities/v0/facilities/vha_688'
let counter = 0

/** A public RSA JWK as a CCG client registers it. */
export function publicJwk(bits = 2048) {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits })
  return publicKey.export({ format: 'jwk' })
}

/** An API-key signup's body for the Facilities API, as a developer sends it from the form. */
export const apiKeySignup = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  organization: 'Analytical Engines',
  typeAndApi: 'apikey/facilities',
  apis: 'apikey/facilities',
  termsOfService: true,
})

/** Signs up through the real endpoint; returns the answer and the page's link pair. */
export async function signUp(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
) {
  counter += 1
  const email = `care-${Date.now()}-${counter}@example.org`
  const response = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      organization: 'Navy',
      typeAndApi: 'apikey/facilities',
      apis: 'apikey/facilities',
      termsOfService: true,
      ...fields,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  const body = response.json<{
    userId: string
    token: string | null
    clientSecret: string | null
  }>()
  const hash = testDataLinkHash(TEST_SECRETS.testDataLink, {
    userId: body.userId,
    email,
    linkVersion: 1,
  })
  return { ...body, email, link: { userId: body.userId, hash } }
}

/**
 * Signs up for API-key APIs through the real endpoint (`apis` as the form sends it:
 * `apikey/facilities`, or several joined by commas); the key shown once.
 */
export async function sandboxKeyFor(
  app: FastifyInstance,
  apis: string,
): Promise<string> {
  const { token } = await signUp(app, { typeAndApi: apis.split(',')[0], apis })
  if (!token) throw new Error(`The signup for ${apis} showed no key`)
  return token
}

/** A test app whose clock the test moves. */
export async function careApp(options: TestAppOptions = {}) {
  let offset = 0
  const context = await buildTestApp({
    now: () => Date.now() + offset,
    ...options,
  })
  const post = (path: string, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `${CARE}${path}`,
      headers: csrfHeaders(),
      payload,
    })
  const call = (key: string) =>
    context.app
      .inject({ url: FACILITY, headers: { apikey: key } })
      .then((response) => response.statusCode)
  return {
    ...context,
    post,
    call,
    moveClock: (ms: number) => {
      offset += ms
    },
  }
}

/** The first credential of the page's first application. */
export async function firstCredential(
  post: Awaited<ReturnType<typeof careApp>>['post'],
  link: { userId: string; hash: string },
) {
  const response = await post('', link)
  expect(response.statusCode).toBe(200)
  const overview = response.json<{
    applications: { credentials: { id: string; kind: string }[] }[]
  }>()
  const credential = overview.applications[0]?.credentials[0]
  if (!credential) throw new Error('no credential')
  return credential
}
