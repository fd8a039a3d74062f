import { describe, expect, test } from 'vitest'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import { buildTestApp, csrfHeaders } from './build-test-app.ts'
import { signInAccount } from './account-kit.ts'
import { createSoftAuthenticator } from './passkey-kit.ts'

// Every account endpoint that needs a session, signed in and without one (R-ACCOUNT-ACCESS): with
// a session it answers (not 401), without one 401 in the envelope and nothing changes. The
// endpoints that start a session (email proofs, sessions, passkey sign-ins) are for anyone and
// are tested in the module's own tests.

const BASE = '/platform-backend/v0/account'

// Well-formed passkey answers to a made-up challenge: a body the schema takes (a preHandler runs
// after the body's validation), refused by the WebAuthn check once signed in.
const authenticator = createSoftAuthenticator()
const registration = authenticator.create({ challenge: 'bWFkZS11cA' })
const assertion = authenticator.get({ challenge: 'bWFkZS11cA' })

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body?: object
  /** What a signed-in developer gets (the body may be refused: the session passed). */
  signedIn: number
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/session', signedIn: 200 },
  {
    method: 'PUT',
    path: '/profile',
    body: { firstName: 'Grace', lastName: 'Hopper', organization: 'Navy' },
    signedIn: 200,
  },
  { method: 'GET', path: '/items', signedIn: 200 },
  { method: 'GET', path: '/passkeys', signedIn: 200 },
  { method: 'POST', path: '/passkeys/registration-options', signedIn: 200 },
  {
    method: 'POST',
    path: '/passkeys',
    body: { name: 'Laptop', response: registration },
    signedIn: 400,
  },
  {
    method: 'PATCH',
    path: '/passkeys/nope',
    body: { name: 'Laptop' },
    signedIn: 404,
  },
  { method: 'DELETE', path: '/passkeys/nope', signedIn: 404 },
  { method: 'POST', path: '/session/proofs/options', signedIn: 409 },
  {
    method: 'POST',
    path: '/session/proofs',
    body: { response: assertion },
    signedIn: 400,
  },
  {
    method: 'POST',
    path: '/claims',
    body: { kind: 'consumer', userId: 'x', hash: 'y' },
    signedIn: 403,
  },
  {
    method: 'POST',
    path: '/subscriptions',
    body: { urlSlug: null },
    signedIn: 204,
  },
  {
    method: 'DELETE',
    path: '/subscriptions/00000000-0000-4000-8000-000000000000',
    signedIn: 404,
  },
  { method: 'DELETE', path: '/sessions', signedIn: 204 },
  { method: 'DELETE', path: '/sessions/current', signedIn: 204 },
]

describe('R-ACCOUNT-ACCESS: each account endpoint × (signed in, no session)', () => {
  for (const endpoint of ENDPOINTS) {
    test(`${endpoint.method} ${endpoint.path}: signed in ${endpoint.signedIn}, no session 401`, async () => {
      const { app, db } = await buildTestApp()
      const session = await signInAccount(db)
      const call = (headers: Record<string, string>) =>
        app.inject({
          method: endpoint.method,
          url: `${BASE}${endpoint.path}`,
          headers,
          ...(endpoint.body ? { payload: endpoint.body } : {}),
        })
      const before = await db
        .selectFrom('release_note_subscriptions')
        .select('id')
        .execute()
      const anonymous = await call(csrfHeaders())
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toEqual({
        errors: [ACCOUNT_MESSAGES.signInRequired],
      })
      expect(
        await db
          .selectFrom('release_note_subscriptions')
          .select('id')
          .execute(),
      ).toEqual(before)
      const signedIn = await call(session.headers)
      expect(signedIn.statusCode, signedIn.body).toBe(endpoint.signedIn)
    })
  }
})
