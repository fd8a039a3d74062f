import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { z } from 'zod'
import {
  DEFAULT_SITE_CONFIG,
  FeatureFlagsSchema,
  type SiteConfig,
} from '@portal/schema/site-config'
import {
  createSentryReporter,
  parseSentryDsn,
  type ErrorReporter,
} from './error-reporting/sentry-reporter.ts'
import {
  localLogoStorage,
  s3LogoStorage,
  type LogoStorage,
} from './modules/logo-upload/index.ts'
import { parseStaffEnv, type StaffEnv } from './staff-env.ts'

/** The server package folder, both from `src/` (tsx) and from `dist/` (the bundle). */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url))

// An empty variable in .env means "not set", not "set to the empty string".
const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
)
const flag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
)
// A key or token anyone could guess or brute-force protects nothing: 32 characters at least,
// whatever the mode (R-OPS-SECRET-LENGTH).
const SECRET_MIN_LENGTH = 32
const secret = (unsetMeans: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(
        SECRET_MIN_LENGTH,
        `must be at least ${SECRET_MIN_LENGTH} characters (or unset: ${unsetMeans})`,
      )
      .optional(),
  )

const EnvSchema = z.object({
  // Unset means production: only an explicit development or test run (npm start, npm run dev,
  // the test suites) gets the local conveniences (R-OPS-LOCAL-MODE).
  NODE_ENV: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  PGLITE_DIR: z.string().min(1).default('var/pgdata'),
  REDIS_URL: optionalString,
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9-]+$/, 'must look like /platform-backend')
    .default('/platform-backend'),
  TRUST_PROXY: flag,
  // The sandbox gateway's path on this server, and its own origin when an operator gives it one.
  SANDBOX_PREFIX: z
    .string()
    .regex(/^\/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-]$/, {
      error: 'must be a path like /sandbox-api',
    })
    .default('/sandbox-api'),
  SANDBOX_ORIGIN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ error: 'must be a URL like https://sandbox-api.example.gov' })
      .transform((url) => url.replace(/\/$/, ''))
      .optional(),
  ),
  READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  // The OAuth endpoints per address and server (R-OAUTH-LIMITS); failed sign-ins per address
  // before a pause (R-OAUTH-SIGN-IN-LIMIT).
  OAUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  // Staff sign-ins (R-STAFF-SIGNIN-LIMIT): an office-sized guard per address, the tight limit per person.
  STAFF_SIGN_IN_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(300),
  STAFF_SIGN_IN_PER_PERSON_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(10),
  // 001 §9: 60 a minute per consumer; higher limits are decided case by case (and the bench).
  SANDBOX_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  WEB_DIST_DIR: z.string().min(1).default('../web/dist'),
  PUBLIC_ORIGIN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ error: 'must be a URL like https://developer.va.gov' }).optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('VA API Platform <api@va.gov>'),
  MAIL_DIR: z.string().min(1).default('var/mail'),
  SUPPORT_EMAIL: z
    .email({ error: 'must be an email address' })
    .default('api@va.gov'),
  CREDENTIAL_HASH_SECRET: secret('generated outside production'),
  FEATURE_FLAGS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return FeatureFlagsSchema.parse(JSON.parse(text))
      } catch {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be JSON like {"show_testing_notice":true,"categories":{"health":false}}',
        })
        return z.NEVER
      }
    }),
  SEARCH_URL: z.url().default(DEFAULT_SITE_CONFIG.search.url),
  SEARCH_AFFILIATE: z
    .string()
    .min(1)
    .default(DEFAULT_SITE_CONFIG.search.affiliate),
  STATUS_PAGE_URL: z.url().default(DEFAULT_SITE_CONFIG.statusPageUrl),
  FEEDBACK_URL: z.string().min(1).default(DEFAULT_SITE_CONFIG.feedbackUrl),
  PRODUCTION_URL: z.url().default(DEFAULT_SITE_CONFIG.productionUrl),
  VA_NETWORK_PROBE_URL: z.url().default(DEFAULT_SITE_CONFIG.vaNetwork.probeUrl),
  VA_NETWORK_REDIRECT_URL: z
    .url()
    .default(DEFAULT_SITE_CONFIG.vaNetwork.redirectUrl),
  TEST_DATA_LINK_SECRET: secret('generated outside production'),
  UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-gov-west-1'),
  S3_ENDPOINT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_SESSION_TOKEN: optionalString,
  LOGO_PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().optional(),
  ),
  SENTRY_DSN: optionalString.superRefine((value, ctx) => {
    if (value === undefined) return
    try {
      parseSentryDsn(value)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
    }
  }),
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  COMMIT_HASH: optionalString,
  // Unset: on outside production (the local mailbox of npm start, npm run dev and the tests).
  DEV_MAILBOX: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['true', 'false', '1', '0']).optional(),
  ),
  // Test-only: POST …/v0/test/clock moves the server's clock (the credential-care overlap test).
  TEST_CLOCK: flag,
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  // The spec check pool (R-SPEC-POOL): its workers, the checks that may wait, a check's time limit
  // and a worker's heap. A full queue is a 503; a check over its time or heap is a 413.
  SPEC_CHECK_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  SPEC_CHECK_QUEUE: z.coerce.number().int().min(1).max(1000).default(4),
  SPEC_CHECK_TIME_LIMIT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(60_000),
  SPEC_CHECK_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(64)
    .max(16_384)
    .default(1024),
  // Unset: 5 s in production (load balancers see readiness fail before the listener closes),
  // none elsewhere (nothing balances a local run).
  SHUTDOWN_GRACE_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(600_000).optional(),
  ),
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
  // A short token could be guessed by anyone who can reach /metrics.
  METRICS_TOKEN: secret('no /metrics'),
})

const isOn = (value: string | undefined) => value === 'true' || value === '1'
const isSet = (value: string | undefined) => value !== undefined && value !== ''

/**
 * Rules across variables, read from the raw values so that their problems are listed together
 * with every other one. Production refuses, whatever the database (R-OPS-PRODUCTION-SAFE), to make
 * up its own keys (links and stored hashes would only check out on the instance that made them),
 * to serve the dev mailbox (every user's credentials-page link) and the test clock (anyone could
 * end a credential's overlap).
 */
function crossProblems(source: NodeJS.ProcessEnv, serving: boolean): string[] {
  const problems: string[] = []
  if (
    isSet(source.S3_BUCKET) &&
    !(isSet(source.S3_ACCESS_KEY_ID) && isSet(source.S3_SECRET_ACCESS_KEY))
  )
    problems.push('S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  if (!serving || (source.NODE_ENV || 'production') !== 'production')
    return problems
  for (const name of ['CREDENTIAL_HASH_SECRET', 'TEST_DATA_LINK_SECRET'])
    if (!isSet(source[name]))
      problems.push(
        `${name}: must be set when NODE_ENV=production (${SECRET_MIN_LENGTH}+ random characters)`,
      )
  if (isOn(source.DEV_MAILBOX))
    problems.push(
      'DEV_MAILBOX: must be off when NODE_ENV=production (the mailbox shows every email)',
    )
  if (isOn(source.TEST_CLOCK))
    problems.push('TEST_CLOCK: must be off when NODE_ENV=production')
  return problems
}

/** The validated server configuration. */
export type Env = z.infer<typeof EnvSchema> & {
  PGLITE_PATH: string
  WEB_DIST_PATH: string
  MAIL_PATH: string
  UPLOAD_PATH: string
  PUBLIC_ORIGIN_OR_DEFAULT: string
  /** Whether GET …/v0/dev/mailbox shows the local mailbox (R-OPS-DEV-MAILBOX). */
  DEV_MAILBOX_ON: boolean
  /** How long readiness fails before the listener closes on SIGTERM (R-OPS-SHUTDOWN). */
  SHUTDOWN_GRACE_MS_OR_DEFAULT: number
  /** The console's sign-in, allowed domains and first admin (STAFF_*; R-CONSOLE-ENV). */
  STAFF: StaffEnv
}

/** The site configuration the web app reads from GET …/v0/site-config. */
export function siteConfigFromEnv(
  env: Env,
): Omit<SiteConfig, 'sandboxBaseUrl'> {
  return {
    flags: env.FEATURE_FLAGS,
    search: { url: env.SEARCH_URL, affiliate: env.SEARCH_AFFILIATE },
    statusPageUrl: env.STATUS_PAGE_URL,
    feedbackUrl: env.FEEDBACK_URL,
    productionUrl: env.PRODUCTION_URL,
    vaNetwork: {
      probeUrl: env.VA_NETWORK_PROBE_URL,
      redirectUrl: env.VA_NETWORK_REDIRECT_URL,
    },
  }
}

/**
 * The dev mailbox shows every email, credentials-page and test-data links included: on outside
 * production unless DEV_MAILBOX=false, never in production (refused above), never with SMTP.
 */
function devMailboxOn(env: {
  DEV_MAILBOX?: string | undefined
  NODE_ENV: string
  SMTP_URL?: string | undefined
}): boolean {
  if (env.NODE_ENV === 'production' || env.SMTP_URL) return false
  return env.DEV_MAILBOX === undefined || isOn(env.DEV_MAILBOX)
}

/**
 * Parses the environment once at boot; relative folders are resolved from the server package.
 * `serving: false` is for the database chores (`npm run db:migrate`), which serve nothing: the
 * rules of what a production server exposes do not apply to them.
 */
export function parseEnv(
  source: NodeJS.ProcessEnv,
  { serving = true }: { serving?: boolean } = {},
): Env {
  const result = EnvSchema.safeParse(source)
  // The console's variables are read on their own so their problems are listed with the rest.
  // Production is refused the embedded identity provider whatever the database (R-OPS-PRODUCTION-SAFE).
  // An empty NODE_ENV is unset, hence production, as in the schema.
  const staff = parseStaffEnv(
    source,
    (source.NODE_ENV || 'production') === 'production',
  )
  // Every problem at once, so that a deployment is fixed in one round.
  const problems = [
    ...(result.error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    ),
    ...crossProblems(source, serving),
    ...staff.problems,
  ]
  if (!result.success || problems.length > 0)
    throw new Error(`Invalid environment: ${problems.join('; ')}`)
  return {
    STAFF: staff.env,
    ...result.data,
    PGLITE_PATH: path.resolve(SERVER_ROOT, result.data.PGLITE_DIR),
    WEB_DIST_PATH: path.resolve(SERVER_ROOT, result.data.WEB_DIST_DIR),
    MAIL_PATH: path.resolve(SERVER_ROOT, result.data.MAIL_DIR),
    UPLOAD_PATH: path.resolve(SERVER_ROOT, result.data.UPLOAD_DIR),
    DEV_MAILBOX_ON: devMailboxOn(result.data),
    SHUTDOWN_GRACE_MS_OR_DEFAULT:
      result.data.SHUTDOWN_GRACE_MS ??
      (result.data.NODE_ENV === 'production' ? 5_000 : 0),
    PUBLIC_ORIGIN_OR_DEFAULT: (
      result.data.PUBLIC_ORIGIN ??
      `http://${result.data.HOST}:${result.data.PORT}`
    ).replace(/\/$/, ''),
  }
}

/** Where logos are stored: an S3-compatible bucket when S3_BUCKET is set, else our own folder. */
export function logoStorageFromEnv(
  env: Env,
  serverSecret: string,
): LogoStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return s3LogoStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      sessionToken: env.S3_SESSION_TOKEN,
      publicBaseUrl: env.LOGO_PUBLIC_URL,
    })
  return localLogoStorage(env.UPLOAD_PATH, serverSecret)
}

/**
 * The error-reporting service: a Sentry-compatible one when SENTRY_DSN is set, else none (reports
 * are then in the server log only). Delivery failures go to `onDeliveryFailure`.
 */
export function errorReporterFromEnv(
  env: Env,
  onDeliveryFailure: (error: unknown) => void,
): ErrorReporter | undefined {
  if (!env.SENTRY_DSN) return undefined
  return createSentryReporter({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    release: env.COMMIT_HASH,
    onDeliveryFailure,
  })
}
