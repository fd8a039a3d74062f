// Signup bodies, keys and a poster shared by this module's route tests.
import { generateKeyPairSync } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'

/** The endpoint. */
export const SIGNUP_URL = '/platform-backend/v0/consumers/applications'

let emailCounter = 0
/** A unique email per call: the per-email limit and other tests' rows must not collide. */
export const uniqueEmail = () =>
  `dev${Date.now()}-${(emailCounter += 1)}@example.org`

/** A valid API-key signup for a fresh email, with the given fields changed. */
export function signup(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    organization: 'Analytical Engines',
    typeAndApi: 'apikey/facilities',
    apis: 'apikey/facilities',
    termsOfService: true,
    ...overrides,
  }
}

/** An Authorization Code signup for this API: a web app redirecting to app.example.org, or a native app to localhost. */
export function acgSignup(
  api: string,
  oAuthApplicationType: 'web' | 'native',
  overrides: Record<string, unknown> = {},
) {
  return signup({
    typeAndApi: `acg/${api}`,
    apis: `acg/${api}`,
    oAuthApplicationType,
    oAuthRedirectURI:
      oAuthApplicationType === 'web'
        ? 'https://app.example.org/cb'
        : 'http://localhost:3000/cb',
    ...overrides,
  })
}

/** A fresh RSA public key as a JWK. */
export function publicJwk(bits = 2048) {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits })
  return publicKey.export({ format: 'jwk' })
}

/** Posts a signup (with the CSRF pair) to `app`. */
export function postSignup(
  app: FastifyInstance,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: SIGNUP_URL,
    payload,
    headers: csrfHeaders(),
  })
}

/** Posts a signup (with the CSRF pair) to a fresh test app; the answer, with the app and its database. */
export async function post(
  payload: Record<string, unknown>,
  options: Parameters<typeof buildTestApp>[0] = {},
) {
  const context = await buildTestApp(options)
  return { ...context, response: await postSignup(context.app, payload) }
}
