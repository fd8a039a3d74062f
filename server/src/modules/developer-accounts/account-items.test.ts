import { expect, test } from 'vitest'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import { makeProductionRequestBody } from '@portal/schema/fixtures/production-request'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import { signInAccount } from '../../../test/account-kit.ts'
import { signUp } from '../../../test/care-kit.ts'
import { linkOf, submitRequest } from '../../../test/review-kit.ts'

const BASE = '/platform-backend/v0/account'

test('R-ACCOUNT-ITEMS: an earlier signup of the proven address appears with its APIs and credentials, never a secret, and its credentials page', async () => {
  const { app, db } = await buildTestApp()
  const signup = await signUp(app)
  const session = await signInAccount(db, { email: signup.email.toUpperCase() })
  const items = await app.inject({
    url: `${BASE}/items`,
    headers: session.headers,
  })
  expect(items.statusCode).toBe(200)
  const body = items.json()
  expect(body.signups).toEqual([
    {
      id: signup.userId,
      createdAt: expect.any(String),
      organization: 'Navy',
      apis: [
        {
          name: expect.stringContaining('Facilities'),
          urlSlug: 'va-facilities',
        },
      ],
      credentials: [
        expect.objectContaining({
          kind: 'apikey',
          keyPrefix: signup.token?.slice(0, 8),
          revokedAt: null,
        }),
      ],
      credentialsUrl: `http://127.0.0.1:8080/sandbox-credentials/${signup.link.userId}/${signup.link.hash}`,
    },
  ])
  expect(items.body).not.toContain(signup.token)
  expect(items.headers['cache-control']).toBe('no-store')
})

test('R-ACCOUNT-ITEMS: a production request of the address appears with its status and status page; another address’s does not', async () => {
  const { app, db } = await buildTestApp()
  const session = await signInAccount(db)
  const body = makeProductionRequestBody()
  const mine = await submitRequest(app, db, {
    primaryContact: { ...body.primaryContact, email: session.account.email },
  })
  await submitRequest(app, db)
  const items = await app.inject({
    url: `${BASE}/items`,
    headers: session.headers,
  })
  const link = linkOf(mine)
  expect(items.json().productionRequests).toEqual([
    expect.objectContaining({
      id: mine,
      status: 'submitted',
      statusUrl: `http://127.0.0.1:8080/production-access/status/${mine}/${link.signature}`,
    }),
  ])
})

test('R-ACCOUNT-CLAIM: opening a signed link while signed in adds the item; a bad pair or another account’s claim is refused', async () => {
  const { app, db } = await buildTestApp()
  const signup = await signUp(app)
  const requestId = await submitRequest(app, db)
  const me = await signInAccount(db)
  const other = await signInAccount(db)
  const claim = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: `${BASE}/claims`, headers, payload })

  const forged = await claim(me.headers, {
    kind: 'consumer',
    userId: signup.link.userId,
    hash: 'A'.repeat(43),
  })
  expect(forged.statusCode).toBe(403)
  expect(forged.json()).toEqual({ errors: [ACCOUNT_MESSAGES.invalidLink] })
  const forgedRequest = await claim(me.headers, {
    kind: 'production_request',
    id: requestId,
    signature: 'nope',
  })
  expect(forgedRequest.statusCode).toBe(403)
  expect(
    await db
      .selectFrom('account_claims')
      .select('item_id')
      .where('account_id', '=', me.account.id)
      .execute(),
  ).toEqual([])

  const added = await claim(me.headers, { kind: 'consumer', ...signup.link })
  expect(added.statusCode).toBe(201)
  expect(added.json()).toEqual({ message: ACCOUNT_MESSAGES.itemAdded })
  const again = await claim(me.headers, { kind: 'consumer', ...signup.link })
  expect(again.statusCode).toBe(200)
  expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.itemAlreadyYours })
  const theirs = await claim(other.headers, {
    kind: 'consumer',
    ...signup.link,
  })
  expect(theirs.statusCode).toBe(409)
  const request = await claim(me.headers, {
    kind: 'production_request',
    ...linkOf(requestId),
  })
  expect(request.statusCode).toBe(201)

  const items = await app.inject({ url: `${BASE}/items`, headers: me.headers })
  expect(items.json().signups.map((item: { id: string }) => item.id)).toEqual([
    signup.userId,
  ])
  expect(
    items.json().productionRequests.map((item: { id: string }) => item.id),
  ).toEqual([requestId])
  const otherItems = await app.inject({
    url: `${BASE}/items`,
    headers: other.headers,
  })
  expect(otherItems.json()).toMatchObject({
    signups: [],
    productionRequests: [],
  })
})

test('R-ACCOUNT-SUBSCRIPTIONS: subscribe the proven address (confirmed at once), list, and unsubscribe; another address’s subscription is not found', async () => {
  const { app, db } = await buildTestApp()
  const me = await signInAccount(db)
  const other = await signInAccount(db)
  const subscribe = (headers: Record<string, string>, urlSlug: string | null) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/subscriptions`,
      headers,
      payload: { urlSlug },
    })
  expect((await subscribe(me.headers, 'va-facilities')).statusCode).toBe(204)
  expect((await subscribe(me.headers, null)).statusCode).toBe(204)
  const unknown = await subscribe(me.headers, 'no-such-api')
  expect(unknown.statusCode).toBe(404)
  const items = await app.inject({ url: `${BASE}/items`, headers: me.headers })
  const subscriptions = items.json().subscriptions as {
    id: string
    apiName: string | null
    status: string
  }[]
  expect(subscriptions).toEqual([
    {
      id: expect.any(String),
      apiName: null,
      urlSlug: null,
      status: 'confirmed',
    },
    {
      id: expect.any(String),
      apiName: expect.stringContaining('Facilities'),
      urlSlug: 'va-facilities',
      status: 'confirmed',
    },
  ])
  const facilities = subscriptions[1]?.id ?? ''
  const foreign = await app.inject({
    method: 'DELETE',
    url: `${BASE}/subscriptions/${facilities}`,
    headers: other.headers,
  })
  expect(foreign.statusCode).toBe(404)
  const ended = await app.inject({
    method: 'DELETE',
    url: `${BASE}/subscriptions/${facilities}`,
    headers: me.headers,
  })
  expect(ended.statusCode).toBe(204)
  const after = await app.inject({ url: `${BASE}/items`, headers: me.headers })
  expect(after.json().subscriptions[1]).toMatchObject({
    status: 'unsubscribed',
  })
  const mail = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('recipient', '=', me.account.email)
    .where('template', '=', 'release-notes-confirm')
    .execute()
  expect(mail).toEqual([])
})

test('R-ACCOUNT-ITEMS: the items need a session; a claim needs the CSRF pair', async () => {
  const { app, db } = await buildTestApp()
  const me = await signInAccount(db)
  expect((await app.inject({ url: `${BASE}/items` })).statusCode).toBe(401)
  const noCsrf = await app.inject({
    method: 'POST',
    url: `${BASE}/claims`,
    headers: { cookie: `account_session=${me.token}` },
    payload: { kind: 'consumer', userId: 'x', hash: 'y' },
  })
  expect(noCsrf.statusCode).toBe(403)
  const anonymous = await app.inject({
    method: 'POST',
    url: `${BASE}/claims`,
    headers: csrfHeaders(),
    payload: { kind: 'consumer', userId: 'x', hash: 'y' },
  })
  expect(anonymous.statusCode).toBe(401)
})
