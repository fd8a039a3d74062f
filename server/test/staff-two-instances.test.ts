import { expect, test } from 'vitest'
import { seedDevStaff, signInThroughDevIdp } from './staff-kit.ts'
import { twoAppsOnOneDatabase } from './two-instances-kit.ts'

const SESSION = '/platform-backend/v0/console/session'

test('Two instances on one database share staff sign-ins and sessions: any step on either, sign-out everywhere', async () => {
  const { first, second, db } = await twoAppsOnOneDatabase()
  await seedDevStaff(db)
  // Sign-in start, the provider's steps and the callback alternate between the instances.
  const flow = await signInThroughDevIdp([first, second], 'dev-admin')
  expect(flow.callback.headers.location).toBe('/console')
  const cookie = flow.jar.header()
  for (const app of [first, second])
    expect(
      (await app.inject({ url: SESSION, headers: { cookie } })).json(),
    ).toMatchObject({
      email: 'admin@va.example',
    })
  const token = 'two-instance-csrf-token-0123456789'
  const out = await first.inject({
    method: 'POST',
    url: '/platform-backend/v0/console/auth/sign-out',
    headers: {
      cookie: `${cookie}; CSRF-TOKEN=${token}`,
      'x-csrf-token': token,
    },
  })
  expect(out.statusCode).toBe(204)
  expect(
    (await second.inject({ url: SESSION, headers: { cookie } })).statusCode,
  ).toBe(401)
})
