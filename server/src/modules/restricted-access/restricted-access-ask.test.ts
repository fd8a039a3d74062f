import { expect, test } from 'vitest'
import { RESTRICTED_ACCESS_MESSAGES } from '@portal/schema/restricted-access-texts'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'
import {
  ask,
  askBody,
  countRequests,
  linkOf,
  mailsOf,
  postAsk,
} from '../../../test/restricted-access-kit.ts'

test('A blocked API’s ordinary signup is still refused with 422 and stores no consumer', async () => {
  const { app, db } = await buildTestApp()
  // The ask's body is a signup's: sent to the public signup, it is refused.
  const body = askBody()
  const response = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: csrfHeaders(),
    payload: body,
  })
  expect(response.statusCode).toBe(422)
  const consumers = await db
    .selectFrom('consumers')
    .select('id')
    .where('email', '=', body.email)
    .execute()
  expect(consumers).toEqual([])
})

test('A developer asks for a blocked API: 204, stored as submitted, and a confirmation email with the signed status link', async () => {
  const { app, db } = await buildTestApp()
  const { id, email } = await ask(app, db)
  const row = await db
    .selectFrom('restricted_access_requests')
    .select(['status', 'auth_type', 'description', 'organization', 'body'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({
    status: 'submitted',
    auth_type: 'apikey',
    description: 'We build the appeals tracker for Veteran Service Officers.',
  })
  // The honeypot is not kept with the body the grant signs up.
  expect(row.body).not.toHaveProperty('faxNumber')
  const mails = await mailsOf(db, id)
  expect(mails).toHaveLength(1)
  expect(mails[0]).toMatchObject({
    template: 'restricted-access-received',
    recipient: email,
  })
  expect(JSON.stringify(mails[0]?.payload)).toContain(
    `/restricted-access/status/${id}/${linkOf(id).signature}`,
  )
})

test('An ask for an API whose public sandbox form is open is refused with 422 and stores nothing', async () => {
  const { app, db } = await buildTestApp()
  const before = await countRequests(db)
  const response = await postAsk(
    app,
    askBody({ typeAndApi: 'apikey/facilities', apis: 'apikey/facilities' }),
  )
  expect(response.statusCode).toBe(422)
  expect(response.json()).toEqual({
    errors: [RESTRICTED_ACCESS_MESSAGES.notRestricted],
  })
  expect(await countRequests(db)).toBe(before)
})

test('An ask without a reason, for an unknown API, or for two APIs is refused with 400 and stores nothing', async () => {
  const { app, db } = await buildTestApp()
  const before = await countRequests(db)
  const noReason = await postAsk(app, askBody({ description: '  ' }))
  expect(noReason.statusCode).toBe(400)
  expect(noReason.json().fieldErrors.description).toEqual([
    RESTRICTED_ACCESS_MESSAGES.description,
  ])
  const unknown = await postAsk(
    app,
    askBody({ typeAndApi: 'apikey/nothing', apis: 'apikey/nothing' }),
  )
  expect(unknown.statusCode).toBe(400)
  const two = await postAsk(
    app,
    askBody({ apis: 'apikey/appeals,apikey/decision_reviews' }),
  )
  expect(two.statusCode).toBe(400)
  expect(await countRequests(db)).toBe(before)
})

test('A filled honeypot is refused and stores nothing', async () => {
  const { app, db } = await buildTestApp()
  const before = await countRequests(db)
  const response = await postAsk(app, askBody({ faxNumber: '555-0100' }))
  expect(response.statusCode).toBeGreaterThanOrEqual(400)
  expect(response.statusCode).toBeLessThan(500)
  expect(await countRequests(db)).toBe(before)
})
