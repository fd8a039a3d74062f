import { expect, test } from 'vitest'
import {
  assertionParts,
  isLaunchJson,
  JWT_BEARER_ASSERTION_TYPE,
  MAX_ASSERTION_SECONDS,
  tokenRequestFields,
} from './client-assertion.ts'

test('iss and sub are the client ID, aud the token endpoint, exp 300 seconds after iat (R-OAUTH-CCG-HELPER-ASSERTION)', () => {
  const { header, claims } = assertionParts({
    clientId: '0oa-client',
    audience: 'http://sandbox/oauth2/token',
    kid: 'k1',
    now: 1000,
    jti: 'j1',
  })
  expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'k1' })
  expect(claims).toEqual({
    iss: '0oa-client',
    sub: '0oa-client',
    aud: 'http://sandbox/oauth2/token',
    iat: 1000,
    exp: 1300,
    jti: 'j1',
  })
  expect(MAX_ASSERTION_SECONDS).toBe(300)
})

test('Without a kid the header names none', () => {
  expect(
    assertionParts({
      clientId: 'c',
      audience: 'a',
      kid: null,
      now: 0,
      jti: 'j',
    }).header,
  ).toEqual({ alg: 'RS256', typ: 'JWT' })
})

test('The token request is the jwt-bearer client credentials form, launch Base64 JSON when given (R-OAUTH-CCG-HELPER-TOKEN)', () => {
  expect(
    tokenRequestFields({
      assertion: 'a.b.c',
      scopes: ['launch', 'system/Patient.read'],
      launchJson: ' {"patient":"1000720100V271387"} ',
    }),
  ).toEqual({
    grant_type: 'client_credentials',
    client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
    client_assertion: 'a.b.c',
    scope: 'launch system/Patient.read',
    launch: btoa('{"patient":"1000720100V271387"}'),
  })
  expect(
    tokenRequestFields({ assertion: 'a.b.c', scopes: ['x'], launchJson: '' }),
  ).not.toHaveProperty('launch')
})

test('Launch must be a JSON object of ASCII text', () => {
  expect(isLaunchJson('{"portal_id":"12345678"}')).toBe(true)
  expect(isLaunchJson('[1]')).toBe(false)
  expect(isLaunchJson('"x"')).toBe(false)
  expect(isLaunchJson('{patient}')).toBe(false)
  expect(isLaunchJson('{"patient":"é"}')).toBe(false)
})
