// Production access from an app (R-APP-PROD-*): the form's fields filled from the app and the
// account, the request linked to the app, its status in the app as a reviewer moves it.
import { expect, test } from 'vitest'
import type {
  AppDetail,
  ProductionPrefill,
} from '@portal/schema/developer-apps'
import { signInAccount } from '../../../test/account-kit.ts'
import {
  addKeyApi,
  asAccount,
  createApp,
  memberOf,
} from '../../../test/app-kit.ts'
import {
  asApplicant,
  requestBody,
  reviewApp,
  reviewTo,
} from '../../../test/review-kit.ts'

test('R-APP-PROD-PREFILL: the production form starts from the app’s name and APIs and the account’s organization and contact', async () => {
  const { app, db } = await reviewApp()
  const owner = await signInAccount(db, {
    firstName: 'Mary',
    lastName: 'Jackson',
    organization: 'Langley Research',
  })
  const created = await createApp(app, owner, 'Engine Finder')
  await addKeyApi(app, owner, created.id)
  const response = await asAccount(app, owner)(
    'GET',
    `/${created.id}/production-request-prefill`,
  )
  expect(response.statusCode).toBe(200)
  expect(response.json<ProductionPrefill>()).toEqual({
    appName: 'Engine Finder',
    apis: 'apikey/facilities',
    organization: 'Langley Research',
    primaryContact: {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: owner.account.email,
    },
  })
})

test('R-APP-PROD-PREFILL: an Authorization Code API brings its application type and redirect URI', async () => {
  const { app, db } = await reviewApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  const added = await asAccount(app, owner)('POST', `/${created.id}/apis`, {
    typeAndApi: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://engine.example.org/callback',
    attestationChecked: true,
    termsOfService: true,
  })
  expect(added.statusCode, added.body).toBe(201)
  const prefill = (
    await asAccount(app, owner)(
      'GET',
      `/${created.id}/production-request-prefill`,
    )
  ).json<ProductionPrefill>()
  expect(prefill).toMatchObject({
    apis: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://engine.example.org/callback',
  })
})

test('R-APP-PROD-LINK: a request sent from the app runs the form’s rules, is the app’s, and its status follows the reviewer’s moves in the app', async () => {
  const { app, db, reviewer } = await reviewApp()
  const owner = await signInAccount(db)
  const created = await createApp(app, owner)
  await addKeyApi(app, owner, created.id)
  const prefill = (
    await asAccount(app, owner)(
      'GET',
      `/${created.id}/production-request-prefill`,
    )
  ).json<ProductionPrefill>()
  const base = requestBody()
  const invalid = await asAccount(app, owner)(
    'POST',
    `/${created.id}/production-requests`,
    { ...prefill },
  )
  expect(invalid.statusCode).toBe(400)
  expect(
    await db
      .selectFrom('production_requests')
      .select('id')
      .where('app_id', '=', created.id)
      .execute(),
  ).toEqual([])

  const sent = await asAccount(app, owner)(
    'POST',
    `/${created.id}/production-requests`,
    {
      ...base,
      ...prefill,
      primaryContact: { ...base.primaryContact, ...prefill.primaryContact },
    },
  )
  expect(sent.statusCode, sent.body).toBe(201)
  const link = sent.json<{ id: string; signature: string }>()
  const stored = await db
    .selectFrom('production_requests')
    .select(['app_id', 'primary_email'])
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow()
  expect(stored).toEqual({
    app_id: created.id,
    primary_email: owner.account.email,
  })

  const developer = await memberOf(db, owner.teamId, 'developer')
  const seen = async () =>
    (await asAccount(app, developer)('GET', `/${created.id}`)).json<AppDetail>()
      .productionRequests
  expect(await seen()).toEqual([
    {
      id: link.id,
      signature: link.signature,
      status: 'submitted',
      submittedAt: expect.any(String),
    },
  ])
  await reviewTo(app, reviewer, link.id, [])
  expect((await seen())[0]?.status).toBe('in_review')
  // The app's link is the status page's own: the timeline, messages, demo and decision.
  const status = await asApplicant(app, '', link)
  expect(status.statusCode).toBe(200)
  expect(status.json()).toMatchObject({ id: link.id, status: 'in_review' })
})

test('R-APP-PROD-LINK: another team cannot read the prefill or send a request as the app', async () => {
  const { app, db } = await reviewApp()
  const owner = await signInAccount(db)
  const outsider = await signInAccount(db)
  const created = await createApp(app, owner)
  expect(
    (
      await asAccount(app, outsider)(
        'GET',
        `/${created.id}/production-request-prefill`,
      )
    ).statusCode,
  ).toBe(404)
  const refused = await asAccount(app, outsider)(
    'POST',
    `/${created.id}/production-requests`,
    requestBody(),
  )
  expect(refused.statusCode).toBe(404)
})
