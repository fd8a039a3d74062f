import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'

const SIGN_IN = '/platform-backend/v0/console/auth/sign-in?returnTo=/console'

test('Without an identity provider configured, a sign-in is refused as unavailable and /dev-idp does not exist', async () => {
  const { app } = await buildTestApp({
    staff: { signIn: { kind: 'off' }, emailDomains: [] },
  })
  const response = await app.inject({ url: SIGN_IN })
  expect(response.statusCode).toBe(303)
  expect(response.headers.location).toBe('/console/sign-in?error=unavailable')
  const idp = await app.inject({
    url: '/dev-idp/.well-known/openid-configuration',
  })
  expect(idp.statusCode).toBe(404)
})

test('An identity provider that cannot be reached refuses the sign-in in words, and the next one tries again', async () => {
  const { app } = await buildTestApp({
    staff: {
      signIn: {
        kind: 'oidc',
        issuer: 'https://127.0.0.1:1/oauth2',
        clientId: 'portal-console',
        clientSecret: 'secret',
      },
      emailDomains: ['va.gov'],
    },
  })
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await app.inject({ url: SIGN_IN })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/console/sign-in?error=provider')
    expect(response.headers['set-cookie']).toBeUndefined()
  }
})
