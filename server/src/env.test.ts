import path from 'node:path'
import { expect, test } from 'vitest'
import { SERVER_ROOT, errorReporterFromEnv, parseEnv } from './env.ts'

const SECRETS = {
  CREDENTIAL_HASH_SECRET: 'x'.repeat(32),
  TEST_DATA_LINK_SECRET: 'y'.repeat(32),
}

test('With only the secrets set the server runs in production on 127.0.0.1:8080 over PGlite in var/pgdata', () => {
  const env = parseEnv(SECRETS)
  expect(env).toMatchObject({
    NODE_ENV: 'production',
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
    ...SECRETS,
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: '9000',
    TRUST_PROXY: 'true',
    // As `npm run setup` copies them from .env.example.
    DEV_MAILBOX: '',
    TEST_CLOCK: '',
    SHUTDOWN_GRACE_MS: '',
    NODE_ENV: '',
  })
  expect(env.DATABASE_URL).toBeUndefined()
  expect(env.REDIS_URL).toBeUndefined()
  expect(env.PORT).toBe(9000)
  expect(env.TRUST_PROXY).toBe(true)
  expect(env.NODE_ENV).toBe('production')
  expect(env.TEST_CLOCK).toBe(false)
  expect(env.DEV_MAILBOX_ON).toBe(false)
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
  expect(
    errorReporterFromEnv(parseEnv(SECRETS), () => undefined),
  ).toBeUndefined()
  const env = parseEnv({
    ...SECRETS,
    SENTRY_DSN: 'https://key@sentry.example.gov/42',
  })
  expect(env.SENTRY_ENVIRONMENT).toBe('production')
  expect(errorReporterFromEnv(env, () => undefined)).toBeDefined()
})

const ON_POSTGRES = { DATABASE_URL: 'postgres://portal@127.0.0.1/portal' }

/** The problems a start-up refusal lists, in order. */
function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(source)
  } catch (error) {
    const message = (error as Error).message
    expect(message).toMatch(/^Invalid environment: /)
    return message.replace(/^Invalid environment: /, '').split('; ')
  }
  return []
}

test('Production, the default, refuses to start without both secrets, whatever the database (R-OPS-PROD-SECRETS)', () => {
  for (const database of [{}, ON_POSTGRES]) {
    for (const production of [{}, { NODE_ENV: 'production' }, { NODE_ENV: '' }])
      expect(problemsOf({ ...production, ...database })).toEqual([
        'CREDENTIAL_HASH_SECRET: must be set when NODE_ENV=production (32+ random characters)',
        'TEST_DATA_LINK_SECRET: must be set when NODE_ENV=production (32+ random characters)',
      ])
    expect(
      problemsOf({
        ...database,
        CREDENTIAL_HASH_SECRET: SECRETS.CREDENTIAL_HASH_SECRET,
      }),
    ).toEqual([
      'TEST_DATA_LINK_SECRET: must be set when NODE_ENV=production (32+ random characters)',
    ])
    expect(problemsOf({ ...database, ...SECRETS })).toEqual([])
  }
})

test('Every secret has at least 32 characters, in every mode (R-OPS-SECRET-LENGTH)', () => {
  for (const mode of ['production', 'development', 'test']) {
    expect(
      problemsOf({
        NODE_ENV: mode,
        CREDENTIAL_HASH_SECRET: 'short',
        TEST_DATA_LINK_SECRET: 'y'.repeat(31),
        METRICS_TOKEN: 'metrics-token-0123456789',
      }),
      mode,
    ).toEqual([
      'CREDENTIAL_HASH_SECRET: must be at least 32 characters (or unset: generated outside production)',
      'TEST_DATA_LINK_SECRET: must be at least 32 characters (or unset: generated outside production)',
      'METRICS_TOKEN: must be at least 32 characters (or unset: no /metrics)',
    ])
  }
  const env = parseEnv({ ...SECRETS, METRICS_TOKEN: 'm'.repeat(32) })
  expect(env.METRICS_TOKEN).toBe('m'.repeat(32))
})

test('Outside production the secrets may be left unset: the local run generates its own', () => {
  for (const mode of ['development', 'test'])
    for (const database of [{}, ON_POSTGRES])
      expect(problemsOf({ NODE_ENV: mode, ...database }), mode).toEqual([])
})

test('The dev mailbox and the test clock do not exist in production, whatever the database: the start is refused (R-OPS-DEV-MAILBOX, R-CARE-TEST-CLOCK)', () => {
  for (const database of [{}, ON_POSTGRES]) {
    const production = { NODE_ENV: 'production', ...SECRETS, ...database }
    expect(parseEnv(production).DEV_MAILBOX_ON).toBe(false)
    expect(parseEnv(production).TEST_CLOCK).toBe(false)
    expect(
      parseEnv({ ...production, DEV_MAILBOX: 'false' }).DEV_MAILBOX_ON,
    ).toBe(false)
    for (const on of ['true', '1']) {
      expect(problemsOf({ ...production, DEV_MAILBOX: on })).toEqual([
        'DEV_MAILBOX: must be off when NODE_ENV=production (the mailbox shows every email)',
      ])
      expect(problemsOf({ ...production, TEST_CLOCK: on })).toEqual([
        'TEST_CLOCK: must be off when NODE_ENV=production',
      ])
    }
  }
})

test('Outside production the dev mailbox is on unless DEV_MAILBOX=false, never with SMTP; the test clock only when asked', () => {
  for (const mode of ['development', 'test']) {
    expect(parseEnv({ NODE_ENV: mode }).DEV_MAILBOX_ON).toBe(true)
    expect(parseEnv({ NODE_ENV: mode, ...ON_POSTGRES }).DEV_MAILBOX_ON).toBe(
      true,
    )
    expect(
      parseEnv({ NODE_ENV: mode, DEV_MAILBOX: 'false' }).DEV_MAILBOX_ON,
    ).toBe(false)
    expect(
      parseEnv({
        NODE_ENV: mode,
        DEV_MAILBOX: 'true',
        SMTP_URL: 'smtp://127.0.0.1:25',
      }).DEV_MAILBOX_ON,
    ).toBe(false)
    expect(parseEnv({ NODE_ENV: mode }).TEST_CLOCK).toBe(false)
    expect(parseEnv({ NODE_ENV: mode, TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(
      true,
    )
  }
})

test('A refused start lists every problem at once, those of production included', () => {
  expect(
    problemsOf({
      PORT: 'eighty',
      CREDENTIAL_HASH_SECRET: 'short',
      DEV_MAILBOX: 'true',
      TEST_CLOCK: 'true',
      S3_BUCKET: 'logos',
      METRICS_TOKEN: 'short',
    }),
  ).toEqual([
    expect.stringMatching(/^PORT: /),
    'CREDENTIAL_HASH_SECRET: must be at least 32 characters (or unset: generated outside production)',
    'METRICS_TOKEN: must be at least 32 characters (or unset: no /metrics)',
    'S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    'TEST_DATA_LINK_SECRET: must be set when NODE_ENV=production (32+ random characters)',
    'DEV_MAILBOX: must be off when NODE_ENV=production (the mailbox shows every email)',
    'TEST_CLOCK: must be off when NODE_ENV=production',
  ])
})

test('The shutdown grace period is 5 s in production and none elsewhere unless set', () => {
  expect(parseEnv(SECRETS).SHUTDOWN_GRACE_MS_OR_DEFAULT).toBe(5_000)
  expect(
    parseEnv({ NODE_ENV: 'development' }).SHUTDOWN_GRACE_MS_OR_DEFAULT,
  ).toBe(0)
  expect(
    parseEnv({ ...SECRETS, SHUTDOWN_GRACE_MS: '0' })
      .SHUTDOWN_GRACE_MS_OR_DEFAULT,
  ).toBe(0)
  expect(
    parseEnv({ NODE_ENV: 'test', SHUTDOWN_GRACE_MS: '1500' })
      .SHUTDOWN_GRACE_MS_OR_DEFAULT,
  ).toBe(1_500)
  expect(problemsOf({ NODE_ENV: 'test', SHUTDOWN_GRACE_MS: '-1' })).toEqual([
    expect.stringMatching(/^SHUTDOWN_GRACE_MS: /),
  ])
})
