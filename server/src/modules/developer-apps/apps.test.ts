// Apps (R-APP-*): create and list, APIs added with the signup's rules, signups moved in, the
// credentials' care actions, the request log, and deletion.
import { expect, test } from 'vitest'
import {
  APP_MESSAGES,
  type AppDetail,
  type AppList,
} from '@portal/schema/developer-apps'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  accountCookieOnly,
  makeProofStale,
  signInAccount,
} from '../../../test/account-kit.ts'
import {
  addKeyApi,
  asAccount,
  createApp,
  firstCredentialOf,
  memberOf,
} from '../../../test/app-kit.ts'
import { FACILITY, publicJwk, signUp } from '../../../test/care-kit.ts'
import { recordedCalls } from '../../../test/request-log-kit.ts'

const call = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  key: string,
) =>
  app
    .inject({ url: FACILITY, headers: { apikey: key } })
    .then((response) => response.statusCode)

test('R-APP-CREATE: a developer creates an app in their team; it is listed for every member of the team and no one else', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner, '  Claims helper  ')
  expect(created).toMatchObject({
    name: 'Claims helper',
    team: { id: owner.teamId },
    role: 'owner',
    apis: [],
    signups: [],
    productionRequests: [],
  })
  const developer = await memberOf(db, owner.teamId, 'developer')
  const outsider = await signInAccount(db)
  const listOf = async (session: typeof owner) =>
    (await asAccount(app, session)('GET', '')).json<AppList>().apps
  expect((await listOf(developer)).map((one) => [one.name, one.role])).toEqual([
    ['Claims helper', 'developer'],
  ])
  expect(await listOf(outsider)).toEqual([])
  expect(
    (await asAccount(app, outsider)('GET', `/${created.id}`)).json(),
  ).toEqual({ errors: [APP_MESSAGES.notFound] })
})

test('R-APP-CREATE: a name is required; another team is refused; nothing is stored', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const other = await signInAccount(db)
  const post = asAccount(app, owner)
  const blank = await post('POST', '', { name: '   ' })
  expect(blank.statusCode).toBe(400)
  expect(blank.json().fieldErrors).toEqual({ name: [APP_MESSAGES.name] })
  const elsewhere = await post('POST', '', { name: 'x', teamId: other.teamId })
  expect(elsewhere.statusCode).toBe(400)
  expect((await post('GET', '')).json<AppList>().apps).toEqual([])
})

test('R-APP-ADD-API: an API added to an app is a signup in the account’s name; its key works at the gateway and shows in the app', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db, {
    firstName: 'Katherine',
    lastName: 'Johnson',
    organization: 'Langley',
  })
  const created = await createApp(app, owner)
  const { token, userId } = await addKeyApi(app, owner, created.id)
  expect(await call(app, token)).toBe(200)
  const consumer = await db
    .selectFrom('consumers')
    .select(['first_name', 'last_name', 'email', 'organization'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  expect(consumer).toEqual({
    first_name: 'Katherine',
    last_name: 'Johnson',
    email: owner.account.email,
    organization: 'Langley',
  })
  const detail = (await asAccount(app, owner)('GET', `/${created.id}`)).json()
  expect(detail.apis).toEqual(['apikey/facilities'])
  expect(firstCredentialOf(detail)).toMatchObject({
    kind: 'apikey',
    keys: [{ prefix: token.slice(0, 8), status: 'active' }],
  })
})

test('R-APP-ADD-API: the signup’s rules apply (attestation, CCG key, redirect URI, closed APIs) and a refused API stores nothing', async () => {
  // Six tries by one address: more than an hour's limit (R-APP-ADD-API-LIMIT, tested below).
  const { app, db } = await buildTestApp({
    rateLimits: { writePerMinute: 1000, emailPerHour: 1000 },
  })
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const post = (body: Record<string, unknown>) =>
    asAccount(app, owner)('POST', `/${created.id}/apis`, {
      termsOfService: true,
      ...body,
    })
  const attestation = await post({
    typeAndApi: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://app.example.org/cb',
  })
  expect(attestation.statusCode).toBe(400)
  expect(Object.keys(attestation.json().fieldErrors)).toEqual([
    'attestationChecked',
  ])
  const weakKey = await post({
    typeAndApi: 'ccg/health',
    oAuthPublicKey: publicJwk(1024),
  })
  expect(weakKey.json().fieldErrors).toEqual({
    oAuthPublicKey: ['Invalid key submitted'],
  })
  const badUri = await post({
    typeAndApi: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'not a url',
    attestationChecked: true,
  })
  expect(badUri.statusCode).toBe(400)
  expect(Object.keys(badUri.json().fieldErrors)).toEqual(['oAuthRedirectURI'])
  const closed = await post({ typeAndApi: 'apikey/appeals' })
  expect(closed.statusCode).toBe(422)
  const terms = await post({
    typeAndApi: 'apikey/facilities',
    termsOfService: false,
  })
  expect(terms.json().fieldErrors).toEqual({
    termsOfService: ['You must agree to the terms of service to continue.'],
  })
  expect(
    (await asAccount(app, owner)('GET', `/${created.id}`)).json().signups,
  ).toEqual([])
  const ccg = await post({
    typeAndApi: 'ccg/health',
    oAuthPublicKey: publicJwk(),
  })
  expect(ccg.statusCode, ccg.body).toBe(201)
  expect(ccg.json().ccgClientId).toEqual(expect.any(String))
})

test('R-APP-ADD-API-LIMIT: an account adds APIs to its apps 5 times an hour, as the public form allows an address; the 6th gets 429 with Retry-After and stores nothing', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const statuses: number[] = []
  let last
  for (let attempt = 0; attempt < 6; attempt += 1) {
    last = await asAccount(app, owner)('POST', `/${created.id}/apis`, {
      termsOfService: true,
      typeAndApi: 'apikey/facilities',
    })
    statuses.push(last.statusCode)
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
  const detail = (
    await asAccount(app, owner)('GET', `/${created.id}`)
  ).json<AppDetail>()
  expect(detail.signups).toHaveLength(5)
  // Another account's address has its own count.
  const other = await signInAccount(db)
  const otherApp = await createApp(app, other)
  const first = await asAccount(app, other)('POST', `/${otherApp.id}/apis`, {
    termsOfService: true,
    typeAndApi: 'apikey/facilities',
  })
  expect(first.statusCode).toBe(201)
})

test('R-APP-ADD-API: without a name and organization in the profile, adding an API asks for them first', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db, { organization: ' ' })
  await db
    .updateTable('developer_accounts')
    .set({ organization: '' })
    .where('id', '=', owner.account.id)
    .execute()
  const created = await createApp(app, owner)
  const response = await asAccount(app, owner)('POST', `/${created.id}/apis`, {
    typeAndApi: 'apikey/facilities',
    termsOfService: true,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors).toEqual([APP_MESSAGES.profileMissing])
})

test('R-APP-MOVE: a signup made with the account’s address is listed outside the apps and can be moved into one; someone else’s cannot', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const mine = await signUp(app, { email: owner.account.email })
  const theirs = await signUp(app)
  const created = await createApp(app, owner)
  const send = asAccount(app, owner)
  expect(
    (await send('GET', ''))
      .json<AppList>()
      .looseSignups.map((one) => one.consumerId),
  ).toEqual([mine.userId])
  const refused = await send('POST', `/${created.id}/signups`, {
    consumerId: theirs.userId,
  })
  expect(refused.statusCode).toBe(400)
  expect(refused.json().errors).toEqual([APP_MESSAGES.signupNotYours])
  const moved = await send('POST', `/${created.id}/signups`, {
    consumerId: mine.userId,
  })
  expect(moved.statusCode).toBe(200)
  expect(
    moved.json().signups.map((one: { consumerId: string }) => one.consumerId),
  ).toEqual([mine.userId])
  expect((await send('GET', '')).json<AppList>().looseSignups).toEqual([])
  // A second app of the team can take it over: a signup is in one app at most.
  const second = await createApp(app, owner, 'Second')
  await send('POST', `/${second.id}/signups`, { consumerId: mine.userId })
  expect((await send('GET', `/${created.id}`)).json().signups).toEqual([])
})

test('R-APP-CARE: rotate and revoke need a fresh proof; then the care rules run: the old key stops, the new one works, a revoked one is refused', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const { token } = await addKeyApi(app, owner, created.id)
  const detail = (await asAccount(app, owner)('GET', `/${created.id}`)).json()
  const credential = firstCredentialOf(detail)
  await makeProofStale(db, owner)
  const stale = await asAccount(app, owner)(
    'POST',
    `/${created.id}/credentials/${credential.id}/rotate`,
    { overlap: 'none' },
  )
  expect(stale.statusCode).toBe(403)
  expect(stale.json()).toEqual({
    errors: [ACCOUNT_MESSAGES.freshProofRequired],
  })
  expect(await call(app, token)).toBe(200)

  const fresh = await signInAccount(db, { email: owner.account.email })
  const rotated = await asAccount(app, fresh)(
    'POST',
    `/${created.id}/credentials/${credential.id}/rotate`,
    { overlap: 'none' },
  )
  expect(rotated.statusCode, rotated.body).toBe(200)
  const { secret } = rotated.json<{ secret: string }>()
  expect(await call(app, token)).toBe(401)
  expect(await call(app, secret)).toBe(200)

  const revoked = await asAccount(app, fresh)(
    'POST',
    `/${created.id}/credentials/${credential.id}/revoke`,
  )
  expect(revoked.statusCode).toBe(204)
  expect(await call(app, secret)).toBe(401)
})

test('R-APP-CARE: usage, redirect URIs and a credential of another app: only the app’s own credentials answer', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const other = await createApp(app, owner, 'Other')
  const { token } = await addKeyApi(app, owner, created.id)
  await addKeyApi(app, owner, other.id)
  await call(app, token)
  const credential = firstCredentialOf(
    (await asAccount(app, owner)('GET', `/${created.id}`)).json(),
  )
  const usage = await asAccount(app, owner)(
    'GET',
    `/${created.id}/credentials/${credential.id}/usage`,
  )
  expect(usage.statusCode).toBe(200)
  await expect
    .poll(
      async () =>
        (
          await asAccount(app, owner)(
            'GET',
            `/${created.id}/credentials/${credential.id}/usage`,
          )
        ).json().counts.success,
    )
    .toBe(1)
  const wrongApp = await asAccount(app, owner)(
    'GET',
    `/${other.id}/credentials/${credential.id}/usage`,
  )
  expect(wrongApp.statusCode).toBe(404)
  expect(wrongApp.json()).toEqual({ errors: [APP_MESSAGES.credentialNotInApp] })
  const notAcg = await asAccount(app, owner)(
    'POST',
    `/${created.id}/credentials/${credential.id}/redirect-uris`,
    { redirectUris: ['https://app.example.org/cb'] },
  )
  expect(notAcg.statusCode).toBe(400)
})

test('R-APP-LOG: the app’s request log lists its calls and their details; another app’s calls are not in it', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const other = await createApp(app, owner, 'Other')
  const mine = await addKeyApi(app, owner, created.id)
  const theirs = await addKeyApi(app, owner, other.id)
  await call(app, mine.token)
  await call(app, theirs.token)
  const idsOf = async (appId: string) =>
    (
      await db
        .selectFrom('consumer_credentials')
        .innerJoin(
          'developer_app_consumers',
          'developer_app_consumers.consumer_id',
          'consumer_credentials.consumer_id',
        )
        .select('consumer_credentials.id')
        .where('developer_app_consumers.app_id', '=', appId)
        .execute()
    ).map((row) => row.id)
  const [theirCall] = await recordedCalls(db, await idsOf(other.id))
  await recordedCalls(db, await idsOf(created.id))
  const page = await asAccount(app, owner)(
    'GET',
    `/${created.id}/calls?status=2xx`,
  )
  expect(page.statusCode).toBe(200)
  const { calls } = page.json<{
    calls: { id: string; path: string; status: number }[]
  }>()
  expect(calls).toHaveLength(1)
  expect(calls[0]).toMatchObject({
    status: 200,
    path: expect.stringContaining('vha_688'),
  })
  const detail = await asAccount(app, owner)(
    'GET',
    `/${created.id}/calls/${calls[0]?.id}`,
  )
  expect(detail.statusCode).toBe(200)
  expect(detail.json().requestHeaders.apikey).toBe('[redacted]')
  const elsewhere = await asAccount(app, owner)(
    'GET',
    `/${created.id}/calls/${theirCall?.id}`,
  )
  expect(elsewhere.statusCode).toBe(404)
  expect(elsewhere.json()).toEqual({ errors: [APP_MESSAGES.callNotFound] })
  const badFilter = await asAccount(app, owner)(
    'GET',
    `/${created.id}/calls?status=abc`,
  )
  expect(badFilter.statusCode).toBe(400)
})

test('R-APP-DELETE: only an owner with a fresh proof deletes an app; its keys are refused at once and the owners are emailed', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const { token } = await addKeyApi(app, owner, created.id)
  expect(await call(app, token)).toBe(200)
  const developer = await memberOf(db, owner.teamId, 'developer')
  const byDeveloper = await asAccount(app, developer)(
    'DELETE',
    `/${created.id}`,
  )
  expect(byDeveloper.statusCode).toBe(403)
  expect(byDeveloper.json()).toEqual({ errors: [APP_MESSAGES.ownersOnly] })
  await makeProofStale(db, owner)
  expect(
    (await asAccount(app, owner)('DELETE', `/${created.id}`)).statusCode,
  ).toBe(403)
  expect(await call(app, token)).toBe(200)

  const fresh = await signInAccount(db, { email: owner.account.email })
  const deleted = await asAccount(app, fresh)('DELETE', `/${created.id}`)
  expect(deleted.statusCode).toBe(204)
  expect(await call(app, token)).toBe(401)
  expect(
    (await asAccount(app, fresh)('GET', `/${created.id}`)).statusCode,
  ).toBe(404)
  expect(
    (await asAccount(app, developer)('GET', '')).json<AppList>().apps,
  ).toEqual([])
  const mail = await db
    .selectFrom('email_outbox')
    .select(['recipient', 'payload'])
    .where('template', '=', 'app-deleted')
    .where('recipient', '=', owner.account.email)
    .execute()
  expect(mail).toHaveLength(1)
  expect(mail[0]?.payload).toMatchObject({
    appName: 'Claims helper',
    revokedCredentials: 1,
  })
})

test('Every app route refuses a call without an account session (401) and a change without the CSRF pair (403)', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const anonymous = await asAccount(app, null)('GET', `/${created.id}`)
  expect(anonymous.statusCode).toBe(401)
  expect(anonymous.json()).toEqual({
    errors: [ACCOUNT_MESSAGES.signInRequired],
  })
  const cookieOnly = await app.inject({
    method: 'POST',
    url: `/platform-backend/v0/account/apps`,
    headers: accountCookieOnly(owner),
    payload: { name: 'x' },
  })
  expect(cookieOnly.statusCode).toBe(403)
})

test('R-APP-CARE: an Authorization Code client’s redirect URIs and a Client Credentials client’s public key change through the app', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const send = asAccount(app, owner)
  const acg = await send('POST', `/${created.id}/apis`, {
    typeAndApi: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://app.example.org/cb',
    attestationChecked: true,
    termsOfService: true,
  })
  expect(acg.statusCode, acg.body).toBe(201)
  const ccg = await send('POST', `/${created.id}/apis`, {
    typeAndApi: 'ccg/health',
    oAuthPublicKey: publicJwk(),
    termsOfService: true,
  })
  expect(ccg.statusCode, ccg.body).toBe(201)
  const credentials = async () =>
    (await send('GET', `/${created.id}`))
      .json<AppDetail>()
      .signups.flatMap((signup) => signup.applications)
  const [acgApplication, ccgApplication] = await credentials()
  const acgCredential = acgApplication?.credentials[0]
  const ccgCredential = ccgApplication?.credentials[0]
  expect([acgCredential?.kind, ccgCredential?.kind]).toEqual(['acg', 'ccg'])
  const uris = await send(
    'POST',
    `/${created.id}/credentials/${acgCredential?.id}/redirect-uris`,
    {
      redirectUris: [
        'https://app.example.org/cb',
        'https://app.example.org/two',
      ],
    },
  )
  expect(uris.statusCode, uris.body).toBe(204)
  const refused = await send(
    'POST',
    `/${created.id}/credentials/${acgCredential?.id}/redirect-uris`,
    { redirectUris: ['http://app.example.org/cb'] },
  )
  expect(refused.statusCode).toBe(400)
  const key = await send(
    'POST',
    `/${created.id}/credentials/${ccgCredential?.id}/public-key`,
    { overlap: 'none', publicKey: publicJwk() },
  )
  expect(key.statusCode, key.body).toBe(204)
  const [afterAcg, afterCcg] = await credentials()
  expect(afterAcg?.redirectUris).toEqual([
    'https://app.example.org/cb',
    'https://app.example.org/two',
  ])
  expect(afterCcg?.credentials[0]?.keys).toHaveLength(2)
})

test('R-APP-ACTIVITY: creating an app, adding an API, rotating, revoking and deleting are in the team’s activity list, with who did it', async () => {
  const { app, db } = await buildTestApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner, 'Benefits finder')
  await addKeyApi(app, owner, created.id)
  const detail = (await asAccount(app, owner)('GET', `/${created.id}`)).json()
  const credential = firstCredentialOf(detail)
  const care = `/${created.id}/credentials/${credential.id}`
  const rotated = await asAccount(app, owner)('POST', `${care}/rotate`, {
    overlap: 'none',
  })
  expect(rotated.statusCode, rotated.body).toBe(200)
  expect(
    (await asAccount(app, owner)('POST', `${care}/revoke`)).statusCode,
  ).toBe(204)
  expect(
    (await asAccount(app, owner)('DELETE', `/${created.id}`)).statusCode,
  ).toBe(204)

  const activity = await app.inject({
    url: `/platform-backend/v0/account/teams/${owner.teamId}/activity`,
    headers: owner.headers,
  })
  expect(activity.statusCode, activity.body).toBe(200)
  expect(
    activity
      .json<{ items: { action: string; actor: string; detail: string }[] }>()
      .items.filter((item) => /^(app|credential)\./.test(item.action))
      .map((item) => [item.action, item.actor, item.detail]),
  ).toEqual([
    ['app.deleted', owner.account.email, 'Benefits finder'],
    ['credential.revoked', owner.account.email, 'Benefits finder'],
    ['credential.rotated', owner.account.email, 'Benefits finder'],
    [
      'app.api-added',
      owner.account.email,
      'Benefits finder: apikey/facilities',
    ],
    ['app.created', owner.account.email, 'Benefits finder'],
  ])
})
