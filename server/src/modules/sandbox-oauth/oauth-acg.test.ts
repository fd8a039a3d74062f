// What the authorization endpoint requires and refuses: PKCE (S256) for native clients, prompt=none, state, redirect URIs.
import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { pkcePair } from '../../../test/oauth-kit.ts'
import {
  authorize,
  CONDITION,
  REDIRECT,
  SERVER,
  signUpHealthClient,
  token,
} from '../../../test/acg-test-kit.ts'

test('A native client must use PKCE with S256, and exchanges the code without a secret (R-OAUTH-PKCE)', async () => {
  const { app, db } = await buildTestApp()
  const client = await signUpHealthClient(app, 'native')
  const base = {
    client_id: client.clientID ?? '',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid patient/Condition.read',
    state: 's',
  }
  const withoutPkce = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams(base)}`,
  })
  expect(
    new URL(withoutPkce.headers.location as string).searchParams.get('error'),
  ).toBe('invalid_request')
  const plain = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams({ ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })}`,
  })
  expect(
    new URL(plain.headers.location as string).searchParams.get('error'),
  ).toBe('invalid_request')
  const { verifier, challenge } = pkcePair()
  const { params } = await authorize(app, db, {
    ...base,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  const exchanged = await token(app, {
    grant_type: 'authorization_code',
    code: params.get('code') ?? '',
    redirect_uri: REDIRECT,
    client_id: client.clientID ?? '',
    code_verifier: verifier,
  })
  expect(exchanged.statusCode).toBe(200)
  const call = await app.inject({
    url: `${CONDITION}?patient=1`,
    headers: { authorization: `Bearer ${exchanged.json().access_token}` },
  })
  expect(call.statusCode).not.toBe(401)
})

test('prompt=none without a session answers login_required; state is required (R-OAUTH-ACG)', async () => {
  const { app } = await buildTestApp()
  const client = await signUpHealthClient(app, 'web')
  const query = {
    client_id: client.clientID ?? '',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid',
  }
  const none = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams({ ...query, state: 'x', prompt: 'none' })}`,
  })
  const back = new URL(none.headers.location as string)
  expect(back.searchParams.get('error')).toBe('login_required')
  expect(back.searchParams.get('state')).toBe('x')
  const noState = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams(query)}`,
  })
  expect(
    new URL(noState.headers.location as string).searchParams.get(
      'error_description',
    ),
  ).toBe('state is required')
  const unknownRedirect = await app.inject({
    url: `${SERVER}/authorization?${new URLSearchParams({ ...query, state: 'x', redirect_uri: 'https://evil.example/cb' })}`,
  })
  expect(unknownRedirect.statusCode).toBe(400)
  expect(unknownRedirect.body).toContain('invalid_redirect_uri')
  expect(unknownRedirect.body).not.toMatch(/at \w+ \(/)
})

test('An authorization naming a scope the client may not have goes back with invalid_scope (R-OAUTH-SCOPES)', async () => {
  const { app } = await buildTestApp()
  const client = await signUpHealthClient(app, 'web')
  const cases: [string, string][] = [
    ['openid nope', 'nope'],
    ['openid claim.read', 'claim.read'],
    [`openid ${'z'.repeat(4000)}`, `${'z'.repeat(64)}…`],
  ]
  for (const [scope, named] of cases) {
    const answer = await app.inject({
      url: `${SERVER}/authorization?${new URLSearchParams({
        client_id: client.clientID ?? '',
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope,
        state: 'x',
      })}`,
    })
    expect(answer.statusCode).toBe(303)
    const back = new URL(answer.headers.location as string)
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
    expect(back.searchParams.get('error')).toBe('invalid_scope')
    expect(back.searchParams.get('scope')).toBe(named)
    expect(back.searchParams.get('state')).toBe('x')
  }
})
