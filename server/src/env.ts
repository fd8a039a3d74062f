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
const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

const EnvSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('production'),
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
    READ_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(1200),
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
    // 001 §9: 60 a minute per consumer; higher limits are decided case by case (and the bench).
    SANDBOX_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(60),
    WEB_DIST_DIR: z.string().min(1).default('../web/dist'),
    PUBLIC_ORIGIN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ error: 'must be a URL like https://developer.va.gov' })
        .optional(),
    ),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().min(3).default('VA API Platform <api@va.gov>'),
    MAIL_DIR: z.string().min(1).default('var/mail'),
    SUPPORT_EMAIL: z
      .email({ error: 'must be an email address' })
      .default('api@va.gov'),
    CREDENTIAL_HASH_SECRET: optionalString,
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
    VA_NETWORK_PROBE_URL: z
      .url()
      .default(DEFAULT_SITE_CONFIG.vaNetwork.probeUrl),
    VA_NETWORK_REDIRECT_URL: z
      .url()
      .default(DEFAULT_SITE_CONFIG.vaNetwork.redirectUrl),
    TEST_DATA_LINK_SECRET: optionalString,
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
    // Unset: on for the embedded quick start, off for production on a PostgreSQL server.
    DEV_MAILBOX: z.enum(['true', 'false', '1', '0']).optional(),
    // Test-only: POST …/v0/test/clock moves the server's clock (the credential-care overlap test).
    TEST_CLOCK: flag,
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
    // A short token could be guessed by anyone who can reach /metrics.
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .min(16, 'must be at least 16 characters (or unset: no /metrics)')
        .optional(),
    ),
  })
  // A production instance must never make up its own keys: links and stored credential hashes
  // would only check out on the instance that made them (R-OPS-PROD-SECRETS).
  .refine(
    (env) =>
      !(env.NODE_ENV === 'production' && env.DATABASE_URL) ||
      (env.CREDENTIAL_HASH_SECRET && env.TEST_DATA_LINK_SECRET),
    {
      path: ['CREDENTIAL_HASH_SECRET'],
      message:
        'CREDENTIAL_HASH_SECRET and TEST_DATA_LINK_SECRET must be set when NODE_ENV=production and DATABASE_URL is set',
    },
  )
  // The test clock lets anyone end a credential's overlap: never on a production database.
  .refine(
    (env) =>
      !(env.TEST_CLOCK && env.NODE_ENV === 'production' && env.DATABASE_URL),
    {
      path: ['TEST_CLOCK'],
      message:
        'must not be set when NODE_ENV=production and DATABASE_URL is set',
    },
  )
  .refine(
    (env) =>
      !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY),
    {
      path: ['S3_BUCKET'],
      message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    },
  )

/** The validated server configuration. */
export type Env = z.infer<typeof EnvSchema> & {
  PGLITE_PATH: string
  WEB_DIST_PATH: string
  MAIL_PATH: string
  UPLOAD_PATH: string
  PUBLIC_ORIGIN_OR_DEFAULT: string
  /** Whether GET …/v0/dev/mailbox shows the local mailbox (R-OPS-DEV-MAILBOX). */
  DEV_MAILBOX_ON: boolean
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
 * The dev mailbox shows every email, test-data links included: on for local runs (PGlite, or not
 * production), off for production on a PostgreSQL server unless DEV_MAILBOX=true. Never with SMTP.
 */
function devMailboxOn(env: {
  DEV_MAILBOX?: string | undefined
  NODE_ENV: string
  DATABASE_URL?: string | undefined
  SMTP_URL?: string | undefined
}): boolean {
  if (env.SMTP_URL) return false
  if (env.DEV_MAILBOX !== undefined)
    return env.DEV_MAILBOX === 'true' || env.DEV_MAILBOX === '1'
  return !(env.NODE_ENV === 'production' && env.DATABASE_URL)
}

/** Parses the environment once at boot; relative folders are resolved from the server package. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source)
  // The console's variables are read on their own so their problems are listed with the rest.
  const staff = parseStaffEnv(
    source,
    (source.NODE_ENV ?? 'production') === 'production' &&
      Boolean(source.DATABASE_URL),
  )
  const problems = [
    ...(result.success ? [] : result.error.issues).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    ),
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
