import { expect, test } from 'vitest'
import {
  authServerIssuer,
  DEFAULT_BASE_AUTH_PATH,
  oauthEndpoint,
  wellKnownUrl,
} from './oauth-endpoints.ts'

const BASE = 'http://127.0.0.1:8080/sandbox-api'

test('The issuer is the sandbox base followed by the auth path (R-OAUTH-CCG-HELPER-ENDPOINTS)', () => {
  expect(authServerIssuer(BASE, '/oauth2/claims/system/v1')).toBe(
    'http://127.0.0.1:8080/sandbox-api/oauth2/claims/system/v1',
  )
})

test('A missing or empty auth path is the default /oauth2', () => {
  expect(DEFAULT_BASE_AUTH_PATH).toBe('/oauth2')
  expect(authServerIssuer(BASE)).toBe(`${BASE}/oauth2`)
  expect(authServerIssuer(BASE, null)).toBe(`${BASE}/oauth2`)
  expect(authServerIssuer(BASE, '  ')).toBe(`${BASE}/oauth2`)
  expect(authServerIssuer(BASE, '/')).toBe(`${BASE}/oauth2`)
})

test('Slashes are joined once, whatever the base and path end with', () => {
  expect(authServerIssuer(`${BASE}/`, 'oauth2/health/v1/')).toBe(
    `${BASE}/oauth2/health/v1`,
  )
})

test('Endpoints and the discovery document hang off the issuer', () => {
  const issuer = authServerIssuer(BASE, '/oauth2/claims/v1')
  expect(oauthEndpoint(issuer, 'token')).toBe(`${issuer}/token`)
  expect(oauthEndpoint(`${issuer}/`, 'keys')).toBe(`${issuer}/keys`)
  expect(wellKnownUrl(issuer)).toBe(
    `${issuer}/.well-known/openid-configuration`,
  )
})
