import { describe, expect, test } from 'vitest'
import { describeScope } from './scope-wording.ts'
import { grantsUrl, interactionUrl, serverBaseOf } from './sign-in-urls.ts'

const BASE = 'http://127.0.0.1:8080/sandbox-api'

describe('serverBaseOf (R-OAUTH-SIGN-IN-SERVER)', () => {
  test('an auth path goes under the sandbox prefix, on our own origin', () => {
    expect(serverBaseOf('/oauth2/health/v1', BASE)).toBe(
      '/sandbox-api/oauth2/health/v1',
    )
    expect(serverBaseOf('/oauth2', `${BASE}/`)).toBe('/sandbox-api/oauth2')
  })

  test.each([
    null,
    '',
    'oauth2',
    '//evil.example',
    '/oauth2/../platform-backend',
    '/oauth2?x=1',
    '/oauth2/',
    '/oauth2/%2e%2e/keys',
    '/platform-backend/v0',
    'https://evil.example/oauth2',
  ])('refuses %j', (server) => {
    expect(serverBaseOf(server, BASE)).toBeNull()
  })

  test('waits for the site configuration', () => {
    expect(serverBaseOf('/oauth2', undefined)).toBeNull()
  })
})

test('interaction and grant URLs escape their ids', () => {
  expect(interactionUrl('/s/oauth2', 'a b', 'details')).toBe(
    '/s/oauth2/interaction/a%20b/details',
  )
  expect(grantsUrl('/s/oauth2')).toBe('/s/oauth2/manage/grants')
  expect(grantsUrl('/s/oauth2', 'g1')).toBe('/s/oauth2/manage/grants/g1')
})

describe('describeScope (R-OAUTH-SIGN-IN-CONSENT)', () => {
  test.each([
    ['openid', 'Confirm who you are (sign-in)'],
    ['offline_access', 'Keep access while you are away (a refresh token)'],
    ['patient/Condition.read', 'Read your Condition records'],
    ['system/*.write', 'Change all health records'],
    ['user/Observation.*', 'Read and change your Observation records'],
  ])('%s → %s', (scope, words) => {
    expect(describeScope(scope)).toBe(words)
  })

  test('an unknown scope gets no wording', () => {
    expect(describeScope('claim.read')).toBeNull()
  })
})
