import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  makeProofStale,
  signInAccount,
  type AccountSession,
} from '../../../test/account-kit.ts'
import { createSoftAuthenticator } from '../../../test/passkey-kit.ts'
import { createTestClock } from '../../plugins/test-clock.ts'
import { passkeyOrigins } from './passkey-service.ts'

const BASE = '/platform-backend/v0/account'

const post = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `${BASE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

/** Adds a passkey to the signed-in account through the routes; returns the authenticator. */
async function addPasskey(
  app: FastifyInstance,
  session: AccountSession,
  name = 'My laptop',
  authenticator = createSoftAuthenticator(),
) {
  const options = await post(
    app,
    '/passkeys/registration-options',
    session.headers,
  )
  expect(options.statusCode).toBe(200)
  const added = await post(app, '/passkeys', session.headers, {
    name,
    response: authenticator.create(options.json()),
  })
  expect(added.statusCode).toBe(201)
  return { authenticator, passkey: added.json() as { id: string } }
}

test('R-ACCOUNT-PASSKEY: a signed-in developer adds a discoverable passkey, then signs in with it without typing an address', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db, { firstName: 'Grace' })
  const options = await post(
    app,
    '/passkeys/registration-options',
    session.headers,
  )
  expect(options.json()).toMatchObject({
    rp: { id: '127.0.0.1', name: 'VA API Platform' },
    user: { name: session.account.email, displayName: 'Grace Lovelace' },
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: 'required',
    },
    pubKeyCredParams: [
      { alg: -8, type: 'public-key' },
      { alg: -7, type: 'public-key' },
      { alg: -257, type: 'public-key' },
    ],
  })
  const { authenticator, passkey } = await addPasskey(app, session)
  const list = await app.inject({
    url: `${BASE}/passkeys`,
    headers: session.headers,
  })
  expect(list.json()).toEqual([
    {
      id: passkey.id,
      name: 'My laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    },
  ])

  const signInOptions = await post(
    app,
    '/passkey-sign-ins/options',
    csrfHeaders(),
  )
  expect(signInOptions.statusCode).toBe(200)
  expect(signInOptions.json().allowCredentials ?? []).toEqual([])
  const signedIn = await post(app, '/passkey-sign-ins', csrfHeaders(), {
    response: authenticator.get(signInOptions.json()),
  })
  expect(signedIn.statusCode).toBe(201)
  expect(signedIn.json()).toMatchObject({
    id: session.account.id,
    hasPasskey: true,
  })
  const cookie = signedIn.cookies.find(
    (item) => item.name === 'account_session',
  )
  const me = await app.inject({
    url: `${BASE}/session`,
    headers: { cookie: `account_session=${cookie?.value ?? ''}` },
  })
  expect(me.json().email).toBe(session.account.email)
  const stored = await db
    .selectFrom('account_passkeys')
    .select(['counter', 'last_used_at'])
    .where('credential_id', '=', passkey.id)
    .executeTakeFirstOrThrow()
  expect(Number(stored.counter)).toBe(1)
  expect(stored.last_used_at).not.toBeNull()
})

test('R-ACCOUNT-PASSKEY-CHALLENGE: a challenge works once; a replayed answer is refused and signs nobody in', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const { authenticator } = await addPasskey(app, session)
  const options = await post(app, '/passkey-sign-ins/options', csrfHeaders())
  const answer = authenticator.get(options.json())
  expect(
    (await post(app, '/passkey-sign-ins', csrfHeaders(), { response: answer }))
      .statusCode,
  ).toBe(201)
  const replay = await post(app, '/passkey-sign-ins', csrfHeaders(), {
    response: answer,
  })
  expect(replay.statusCode).toBe(400)
  expect(replay.json().errors).toEqual([ACCOUNT_MESSAGES.passkeyFailed])
  expect(
    replay.cookies.find((item) => item.name === 'account_session'),
  ).toBeUndefined()
})

test('R-ACCOUNT-PASSKEY-CHALLENGE: a challenge older than 5 minutes is refused', async () => {
  const clock = createTestClock()
  const { app, db } = await buildTestApp({ testClock: clock })
  const session = await signInAccount(db, { now: clock.now() })
  const { authenticator } = await addPasskey(app, session)
  const options = await post(app, '/passkey-sign-ins/options', csrfHeaders())
  clock.advance(5 * 60_000 + 1000)
  const late = await post(app, '/passkey-sign-ins', csrfHeaders(), {
    response: authenticator.get(options.json()),
  })
  expect(late.statusCode).toBe(400)
})

test('R-ACCOUNT-PASSKEY: an answer from another origin, or signed by a key the server does not hold, is refused', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const { authenticator } = await addPasskey(app, session)
  const options = await post(app, '/passkey-sign-ins/options', csrfHeaders())
  const phished = await post(app, '/passkey-sign-ins', csrfHeaders(), {
    response: authenticator.get(options.json(), undefined, {
      origin: 'https://developer-va.example',
    }),
  })
  expect(phished.statusCode).toBe(400)
  const stranger = createSoftAuthenticator()
  stranger.create({ challenge: 'x', rp: { id: '127.0.0.1' } })
  const again = await post(app, '/passkey-sign-ins/options', csrfHeaders())
  const unknown = await post(app, '/passkey-sign-ins', csrfHeaders(), {
    response: stranger.get(again.json()),
  })
  expect(unknown.statusCode).toBe(400)
  expect(unknown.json().errors).toEqual([ACCOUNT_MESSAGES.passkeyFailed])
})

test('R-ACCOUNT-FRESH-PROOF: adding or removing a passkey needs a proof at most 5 minutes old; a passkey assertion renews it', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const { authenticator, passkey } = await addPasskey(app, session)
  await makeProofStale(db, session)
  const stale = await post(
    app,
    '/passkeys/registration-options',
    session.headers,
  )
  expect(stale.statusCode).toBe(403)
  expect(stale.json()).toEqual({
    errors: [ACCOUNT_MESSAGES.freshProofRequired],
  })
  const removeStale = await app.inject({
    method: 'DELETE',
    url: `${BASE}/passkeys/${passkey.id}`,
    headers: session.headers,
  })
  expect(removeStale.statusCode).toBe(403)
  expect(
    await db
      .selectFrom('account_passkeys')
      .select('credential_id')
      .where('account_id', '=', session.account.id)
      .execute(),
  ).toHaveLength(1)

  const proofOptions = await post(
    app,
    '/session/proofs/options',
    session.headers,
  )
  expect(proofOptions.json().allowCredentials).toEqual([
    { id: passkey.id, type: 'public-key', transports: ['internal'] },
  ])
  const proven = await post(app, '/session/proofs', session.headers, {
    response: authenticator.get(proofOptions.json()),
  })
  expect(proven.statusCode).toBe(200)
  const removed = await app.inject({
    method: 'DELETE',
    url: `${BASE}/passkeys/${passkey.id}`,
    headers: session.headers,
  })
  expect(removed.statusCode).toBe(204)
  const list = await app.inject({
    url: `${BASE}/passkeys`,
    headers: session.headers,
  })
  expect(list.json()).toEqual([])
})

test('R-ACCOUNT-FRESH-PROOF: another account’s passkey cannot renew this session’s proof', async () => {
  const { app, db } = await buildTestApp()
  const mine = await signInAccount(db)
  const theirs = await signInAccount(db)
  await addPasskey(app, mine)
  const { authenticator } = await addPasskey(app, theirs)
  await makeProofStale(db, mine)
  const options = await post(app, '/session/proofs/options', mine.headers)
  const refused = await post(app, '/session/proofs', mine.headers, {
    response: authenticator.get(options.json()),
  })
  expect(refused.statusCode).toBe(400)
  const still = await post(app, '/passkeys/registration-options', mine.headers)
  expect(still.statusCode).toBe(403)
})

test('R-ACCOUNT-FRESH-PROOF: without a passkey the proof cannot be renewed here (409: sign in again by email)', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const response = await post(app, '/session/proofs/options', session.headers)
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ errors: [ACCOUNT_MESSAGES.noPasskey] })
})

test('R-ACCOUNT-PASSKEY: rename checks the name; another account’s passkey is not found', async () => {
  const { app, db } = await buildTestApp()
  const mine = await signInAccount(db)
  const other = await signInAccount(db)
  const { passkey } = await addPasskey(app, mine)
  const rename = (headers: Record<string, string>, name: string) =>
    app.inject({
      method: 'PATCH',
      url: `${BASE}/passkeys/${passkey.id}`,
      headers,
      payload: { name },
    })
  const blank = await rename(mine.headers, '  ')
  expect(blank.statusCode).toBe(400)
  expect(blank.json().fieldErrors).toEqual({
    name: [ACCOUNT_MESSAGES.passkeyName],
  })
  const foreign = await rename(other.headers, 'Mine now')
  expect(foreign.statusCode).toBe(404)
  const renamed = await rename(mine.headers, 'Work phone')
  expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Work phone' })
})

test('R-ACCOUNT-PASSKEY-ORIGIN: a loopback public origin also accepts its localhost twin; a public one only itself', () => {
  expect(passkeyOrigins('http://127.0.0.1:8310')).toEqual([
    'http://127.0.0.1:8310',
    'http://localhost:8310',
    'http://[::1]:8310',
  ])
  expect(passkeyOrigins('https://developer.va.gov/')).toEqual([
    'https://developer.va.gov',
  ])
})
