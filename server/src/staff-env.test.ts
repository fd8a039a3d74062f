import { expect, test } from 'vitest'
import { parseEnv } from './env.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@127.0.0.1/portal',
  CREDENTIAL_HASH_SECRET: 'x'.repeat(32),
  TEST_DATA_LINK_SECRET: 'y'.repeat(32),
}
const IDP = {
  STAFF_OIDC_ISSUER: 'https://login.example.gov/oauth2',
  STAFF_OIDC_CLIENT_ID: 'portal-console',
  STAFF_OIDC_CLIENT_SECRET: 'a-client-secret',
  STAFF_EMAIL_DOMAINS: 'va.gov, Example.GOV',
  STAFF_FIRST_ADMIN_EMAIL: 'Chief@VA.gov',
}

test('Locally the console signs in with the embedded identity provider and its users’ domain', () => {
  expect(parseEnv({ NODE_ENV: 'development' }).STAFF).toEqual({
    signIn: { kind: 'dev' },
    emailDomains: ['va.example'],
    firstAdmin: null,
  })
})

test('With the department’s provider configured, the console uses it, its domains and its first admin', () => {
  expect(parseEnv({ ...PRODUCTION, ...IDP }).STAFF).toEqual({
    signIn: {
      kind: 'oidc',
      issuer: 'https://login.example.gov/oauth2',
      clientId: 'portal-console',
      clientSecret: 'a-client-secret',
    },
    emailDomains: ['va.gov', 'example.gov'],
    firstAdmin: { email: 'chief@va.gov', name: 'chief' },
  })
})

test('Production refuses to start with the embedded identity provider switched on', () => {
  expect(() => parseEnv({ ...PRODUCTION, STAFF_DEV_IDP: 'true' })).toThrow(
    /STAFF_DEV_IDP: the embedded development identity provider must not run in production/,
  )
  // Unset in production: no embedded provider, and without STAFF_OIDC_ISSUER nobody signs in.
  expect(parseEnv(PRODUCTION).STAFF.signIn).toEqual({ kind: 'off' })
  // Whatever the database: production on PGlite is production too (R-OPS-PRODUCTION-SAFE).
  const { DATABASE_URL: _onPostgres, ...onPglite } = PRODUCTION
  expect(() => parseEnv({ ...onPglite, STAFF_DEV_IDP: 'true' })).toThrow(
    /STAFF_DEV_IDP: the embedded development identity provider must not run in production/,
  )
  expect(parseEnv(onPglite).STAFF.signIn).toEqual({ kind: 'off' })
})

test('Every staff setting problem is listed at once, with the rest of the environment’s', () => {
  let message = ''
  try {
    parseEnv({
      PORT: 'eighty',
      STAFF_OIDC_ISSUER: 'http://login.example.gov',
      STAFF_EMAIL_DOMAINS: 'va.gov,not a domain',
      STAFF_FIRST_ADMIN_EMAIL: 'chief@elsewhere.gov',
      STAFF_DEV_IDP: 'yes',
    })
  } catch (error) {
    message = (error as Error).message
  }
  expect(message).toMatch(/^Invalid environment: PORT: /)
  for (const problem of [
    'STAFF_DEV_IDP: must be true or false',
    'STAFF_OIDC_ISSUER: must be an https URL',
    'STAFF_OIDC_CLIENT_ID: must be set with STAFF_OIDC_ISSUER',
    'STAFF_OIDC_CLIENT_SECRET: must be set with STAFF_OIDC_ISSUER',
    'STAFF_EMAIL_DOMAINS: not a domain name: not a domain',
    'STAFF_FIRST_ADMIN_EMAIL: must be in one of STAFF_EMAIL_DOMAINS',
  ])
    expect(message).toContain(problem)
})

test('A client id without an issuer, or both providers at once, is refused', () => {
  expect(() => parseEnv({ STAFF_OIDC_CLIENT_ID: 'portal' })).toThrow(
    /STAFF_OIDC_ISSUER: must be set with STAFF_OIDC_CLIENT_ID/,
  )
  expect(() => parseEnv({ ...IDP, STAFF_DEV_IDP: 'true' })).toThrow(
    /STAFF_DEV_IDP: must not be set together with STAFF_OIDC_ISSUER/,
  )
  expect(() =>
    parseEnv({ ...IDP, STAFF_FIRST_ADMIN_EMAIL: '', STAFF_EMAIL_DOMAINS: '' }),
  ).toThrow(
    /STAFF_EMAIL_DOMAINS: must be set.*STAFF_FIRST_ADMIN_EMAIL: must be set/,
  )
})
