import path from 'node:path'
import { expect, test } from 'vitest'
import { SERVER_ROOT, errorReporterFromEnv, parseEnv } from './env.ts'

test('With nothing set the server listens on 127.0.0.1:8080 over PGlite in var/pgdata', () => {
  const env = parseEnv({})
  expect(env).toMatchObject({
    HOST: '127.0.0.1',
    PORT: 8080,
    API_PREFIX: '/platform-backend',
    TRUST_PROXY: false,
  })
  expect(env.DATABASE_URL).toBeUndefined()
  expect(env.PGLITE_PATH).toBe(path.join(SERVER_ROOT, 'var', 'pgdata'))
})

test('Empty values count as unset, and flags and numbers are parsed', () => {
  const env = parseEnv({
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: '9000',
    TRUST_PROXY: 'true',
  })
  expect(env.DATABASE_URL).toBeUndefined()
  expect(env.REDIS_URL).toBeUndefined()
  expect(env.PORT).toBe(9000)
  expect(env.TRUST_PROXY).toBe(true)
})

test('A bad value stops the boot with a message naming the variable', () => {
  expect(() => parseEnv({ PORT: 'eighty' })).toThrow(
    /^Invalid environment: PORT/,
  )
  expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
    /DATABASE_URL: must start with postgres:\/\//,
  )
})

test('SENTRY_DSN must be a DSN; without one there is no error-reporting service', () => {
  expect(() => parseEnv({ SENTRY_DSN: 'sentry.example.gov' })).toThrow(
    /SENTRY_DSN: must be a DSN like https:\/\/key@sentry.example.gov\/42/,
  )
  expect(() =>
    parseEnv({ SENTRY_DSN: 'https://key@sentry.example.gov/project' }),
  ).toThrow(/SENTRY_DSN/)
  expect(errorReporterFromEnv(parseEnv({}), () => undefined)).toBeUndefined()
  const env = parseEnv({ SENTRY_DSN: 'https://key@sentry.example.gov/42' })
  expect(env.SENTRY_ENVIRONMENT).toBe('production')
  expect(errorReporterFromEnv(env, () => undefined)).toBeDefined()
})

test('Production on a PostgreSQL server refuses to start without both secrets (R-OPS-PROD-SECRETS)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://portal@127.0.0.1/portal',
  }
  expect(() => parseEnv(production)).toThrow(
    /^Invalid environment: CREDENTIAL_HASH_SECRET: CREDENTIAL_HASH_SECRET and TEST_DATA_LINK_SECRET must be set/,
  )
  expect(() =>
    parseEnv({ ...production, CREDENTIAL_HASH_SECRET: 'x'.repeat(32) }),
  ).toThrow(/TEST_DATA_LINK_SECRET must be set/)
  const secrets = {
    CREDENTIAL_HASH_SECRET: 'x'.repeat(32),
    TEST_DATA_LINK_SECRET: 'y'.repeat(32),
  }
  expect(parseEnv({ ...production, ...secrets }).DATABASE_URL).toBeDefined()
  // The embedded quick start and development runs generate their own.
  expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow()
  expect(() =>
    parseEnv({ ...production, NODE_ENV: 'development' }),
  ).not.toThrow()
})

test('The dev mailbox is on for the quick start, off for production on PostgreSQL unless DEV_MAILBOX=true (R-OPS-DEV-MAILBOX)', () => {
  const secrets = {
    CREDENTIAL_HASH_SECRET: 'x'.repeat(32),
    TEST_DATA_LINK_SECRET: 'y'.repeat(32),
  }
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://portal@127.0.0.1/portal',
    ...secrets,
  }
  expect(parseEnv({}).DEV_MAILBOX_ON).toBe(true)
  expect(parseEnv(production).DEV_MAILBOX_ON).toBe(false)
  expect(parseEnv({ ...production, DEV_MAILBOX: 'true' }).DEV_MAILBOX_ON).toBe(
    true,
  )
  expect(parseEnv({ DEV_MAILBOX: 'false' }).DEV_MAILBOX_ON).toBe(false)
  expect(
    parseEnv({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://127.0.0.1:25' })
      .DEV_MAILBOX_ON,
  ).toBe(false)
})

test('The test clock is refused for production on PostgreSQL, off unless asked (R-CARE-TEST-CLOCK)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://portal@127.0.0.1/portal',
    CREDENTIAL_HASH_SECRET: 'x'.repeat(32),
    TEST_DATA_LINK_SECRET: 'y'.repeat(32),
  }
  expect(parseEnv(production).TEST_CLOCK).toBe(false)
  expect(() => parseEnv({ ...production, TEST_CLOCK: 'true' })).toThrow(
    /TEST_CLOCK: must not be set when NODE_ENV=production and DATABASE_URL is set/,
  )
  expect(parseEnv({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true)
})
