// Signup refuses every redirect URI the one rule refuses, each with its message (R-REDIRECT-URI).
import { expect, test } from 'vitest'
import { REFUSED_REDIRECT_URIS } from '@portal/schema/fixtures/redirect-uris'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { acgSignup, postSignup } from './signup-test-kit.ts'

test.each(REFUSED_REDIRECT_URIS)(
  'A signup with a redirect URI refused for "$problem" gets 400 with its message, and nothing is stored',
  async ({ uri, message }) => {
    const { app, db } = await buildTestApp()
    const payload = acgSignup('claims', 'web', {
      oAuthRedirectURI: uri,
      attestationChecked: true,
    })
    const response = await postSignup(app, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      errors: [message],
      fieldErrors: { oAuthRedirectURI: [message] },
    })
    const stored = await db
      .selectFrom('consumers')
      .select('id')
      .where('email', '=', String(payload.email))
      .execute()
    expect(stored).toEqual([])
  },
)

test('A redirect URI with spaces at its edges is stored trimmed; loopback http and IPv6 loopback are accepted', async () => {
  const { app, db } = await buildTestApp()
  for (const [typed, kept] of [
    ['  https://app.example.org/cb?x=1  ', 'https://app.example.org/cb?x=1'],
    ['http://[::1]:8080/cb', 'http://[::1]:8080/cb'],
    ['http://127.0.0.1:3000/cb', 'http://127.0.0.1:3000/cb'],
  ]) {
    const payload = acgSignup('claims', 'native', {
      oAuthRedirectURI: typed,
      attestationChecked: true,
    })
    const response = await postSignup(app, payload)
    expect(response.statusCode).toBe(201)
    expect(response.json().redirectURI).toBe(kept)
    const application = await db
      .selectFrom('consumer_applications as application')
      .innerJoin('consumers', 'consumers.id', 'application.consumer_id')
      .select(['application.redirect_uris', 'redirect_uris_checked_at'])
      .where('consumers.email', '=', String(payload.email))
      .executeTakeFirstOrThrow()
    expect(application.redirect_uris).toEqual([kept])
    // Checked as it came in: the automatic check of older rows leaves it alone.
    expect(application.redirect_uris_checked_at).not.toBeNull()
  }
})
