// The only module with side effects: reads the environment, opens the database, listens.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { renderBundlePath } from './plugins/page-render.ts'
import { buildApp } from './app.ts'
import {
  REQUEST_TIMEOUTS,
  openDatabase,
  type DatabaseTimeouts,
  type OpenDatabase,
} from './db/client.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedIfOutdated } from './db/seed/seed.ts'
import {
  SERVER_ROOT,
  parseEnv,
  siteConfigFromEnv,
  logoStorageFromEnv,
  errorReporterFromEnv,
  type Env,
} from './env.ts'
import { loadSecrets } from './secrets.ts'
import { nodeSupport, nodeSupportMessage } from './node-support.ts'
import { createTestClock } from './plugins/test-clock.ts'
import {
  createFileMailer,
  createOutboxStore,
  createSmtpMailer,
  startOutboxWorker,
} from './modules/outbox/index.ts'
import { repairRedirectUris } from './modules/credential-care/index.ts'
import {
  createLogoUploadStore,
  startOrphanLogoSweeper,
} from './modules/logo-upload/index.ts'
import { ensureStaffAtStart } from './modules/staff-auth/index.ts'
import { DEV_IDENTITY_USERS } from './modules/dev-identity/index.ts'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const where = (env: Env) =>
  env.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : env.PGLITE_PATH

async function open(
  env: Env,
  timeouts: DatabaseTimeouts | undefined,
): Promise<OpenDatabase> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pglitePath: env.PGLITE_PATH,
      // Before the app's logger exists; a dropped connection is logged once per client.
      onConnectionError: (error) =>
        console.warn(`database connection lost: ${describeError(error)}`),
      timeouts,
    })
  } catch (error) {
    fail(
      `Could not open the database at ${where(env)}: ${describeError(error)}`,
    )
  }
}

/**
 * Migrates and seeds, then opens the database requests use. On a PostgreSQL server migrations get
 * connections of their own without the request timeouts (an index on a big table may take
 * minutes); PGlite, in this process, has no timeouts and is opened once.
 */
async function openAndPrepare(env: Env): Promise<OpenDatabase> {
  const database = await open(env, undefined)
  try {
    await migrateToLatest(database.db)
    await seedIfOutdated(database.db, { apiPrefix: env.API_PREFIX })
    // The console's first admin from configuration; locally, the embedded provider's staff.
    await ensureStaffAtStart(database.db, {
      firstAdmin: env.STAFF.firstAdmin,
      devStaff:
        env.STAFF.signIn.kind === 'dev'
          ? DEV_IDENTITY_USERS.flatMap((user) =>
              user.portalRoles
                ? [
                    {
                      email: user.email,
                      name: user.name,
                      roles: user.portalRoles,
                    },
                  ]
                : [],
            )
          : [],
    })
  } catch (error) {
    await database.close().catch(() => undefined)
    fail(
      `Could not prepare the database at ${where(env)}: ${describeError(error)}`,
    )
  }
  if (database.mode === 'pglite') return database
  await database.close()
  return open(env, REQUEST_TIMEOUTS)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<void> {
  const nodeMessage = nodeSupportMessage(process.version)
  if (nodeSupport(process.version) === 'unsupported') fail(nodeMessage ?? '')
  if (nodeMessage) console.warn(nodeMessage)
  const envFile = path.resolve(SERVER_ROOT, '..', '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  let env: Env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    fail(describeError(error))
  }
  const database = await openAndPrepare(env)
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined
  const secrets = await loadSecrets(
    env,
    path.join(SERVER_ROOT, 'var', 'secrets.json'),
  )
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createFileMailer(env.MAIL_PATH)
  // The reporter notes its own delivery failures in the server log, which exists once built.
  const logSink: { log?: { warn: (object: object, message: string) => void } } =
    {}
  const errorReporter = errorReporterFromEnv(env, (error) => {
    logSink.log?.warn({ err: error }, 'could not deliver an error report')
  })
  const logoStorage = logoStorageFromEnv(env, secrets.credentialHash)
  // R-OPS-SHUTDOWN: true from the first signal on; readiness fails and answers close their
  // connections while balancers take the instance out of rotation.
  let shuttingDown = false
  const app = await buildApp({
    isShuttingDown: () => shuttingDown,
    db: database.db,
    errorReporter,
    secrets,
    publicOrigin: env.PUBLIC_ORIGIN_OR_DEFAULT,
    supportEmail: env.SUPPORT_EMAIL,
    siteConfig: siteConfigFromEnv(env),
    logoStorage,
    mailboxDir: env.DEV_MAILBOX_ON ? env.MAIL_PATH : null,
    apiPrefix: env.API_PREFIX,
    sandbox: { prefix: env.SANDBOX_PREFIX, origin: env.SANDBOX_ORIGIN },
    sandboxPerMinute: env.SANDBOX_RATE_LIMIT_PER_MINUTE,
    specCheckPool: {
      threads: env.SPEC_CHECK_THREADS,
      queue: env.SPEC_CHECK_QUEUE,
      timeLimitMs: env.SPEC_CHECK_TIME_LIMIT_MS,
      memoryMb: env.SPEC_CHECK_MEMORY_MB,
    },
    rateLimits: {
      readPerMinute: env.READ_RATE_LIMIT_PER_MINUTE,
      writePerMinute: env.WRITE_RATE_LIMIT_PER_MINUTE,
      emailPerHour: env.EMAIL_RATE_LIMIT_PER_HOUR,
      oauthPerMinute: env.OAUTH_RATE_LIMIT_PER_MINUTE,
      signInFailuresPerAddress: env.SIGN_IN_FAILURES_PER_ADDRESS,
      staffSignInPerAddressPerMinute: env.STAFF_SIGN_IN_PER_ADDRESS_PER_MINUTE,
      staffSignInPerIdentityPerMinute: env.STAFF_SIGN_IN_PER_PERSON_PER_MINUTE,
    },
    redis,
    webDistPath: env.WEB_DIST_PATH,
    renderBundlePath: renderBundlePath(env.WEB_DIST_PATH),
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    poolStats: database.poolStats,
    listen: database.listen,
    testClock: env.TEST_CLOCK ? createTestClock() : undefined,
    staff: { signIn: env.STAFF.signIn, emailDomains: env.STAFF.emailDomains },
    logger: {
      level: env.LOG_LEVEL,
      redact: [
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'req.headers.authorization',
      ],
    },
  })
  logSink.log = app.log
  if (!existsSync(path.join(env.WEB_DIST_PATH, 'index.html'))) {
    app.log.warn(
      `No built web app in ${env.WEB_DIST_PATH}: serving the API only (run npm run build)`,
    )
  }

  if (!env.SMTP_URL && !env.DEV_MAILBOX_ON)
    app.log.warn(
      `No SMTP_URL: email is written to ${env.MAIL_PATH} and nobody receives it`,
    )

  // Redirect URIs stored before the one rule are repaired or set aside once, and their owners
  // emailed (R-REDIRECT-REPAIR). The OAuth client look-up applies the same rule, so a failure
  // here delays the repair and the emails but breaks no client; the next start tries again.
  await repairRedirectUris({
    db: database.db,
    publicOrigin: env.PUBLIC_ORIGIN_OR_DEFAULT,
    linkSecret: secrets.testDataLink,
    now: Date.now,
  }).then(
    (count) => {
      if (count > 0)
        app.log.info(`repaired the redirect URIs of ${count} applications`)
    },
    (error: unknown) =>
      app.log.error({ err: error }, 'could not check the stored redirect URIs'),
  )

  const outbox = startOutboxWorker(
    {
      store: createOutboxStore(database.db),
      mailer,
      publicOrigin: env.PUBLIC_ORIGIN_OR_DEFAULT,
      log: app.log,
    },
    { retentionDays: env.OUTBOX_RETENTION_DAYS },
  )
  // Every instance's worker wakes when any instance commits mail (R-OPS-OUTBOX-WAKE).
  const unlisten = await database.listen('email_outbox', outbox.wake)

  // Local logo storage cleans up after itself; a bucket is cleaned by its own lifecycle rules.
  const stopSweeper =
    logoStorage.kind === 'local'
      ? startOrphanLogoSweeper({
          dir: logoStorage.dir,
          store: createLogoUploadStore(database.db),
          log: app.log,
        })
      : () => undefined

  // A process that must end before its outbox pass does gives back the mail it claimed but never
  // handed to SMTP, so another instance sends it now, not when the claim runs out 5 minutes later
  // (R-OPS-OUTBOX-RELEASE). The database may be why it hurries: this waits half a second at most.
  const exitNow = async () => {
    await Promise.race([outbox.release().catch(() => 0), sleep(500)])
    process.exit(1)
  }

  // R-OPS-SHUTDOWN: readiness fails at once; after the grace period the listener closes, requests
  // in flight finish, the outbox sends what they queued, the database closes, exit 0. A second
  // signal, or the deadline after the grace period, ends the process at once with 1.
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      app.log.warn(`${signal} received again, exiting now`)
      return exitNow()
    }
    shuttingDown = true
    app.log.info(
      `${signal} received: readiness fails now, the listener closes in ${env.SHUTDOWN_GRACE_MS_OR_DEFAULT} ms`,
    )
    await sleep(env.SHUTDOWN_GRACE_MS_OR_DEFAULT)
    setTimeout(() => {
      app.log.error(
        `shutdown took longer than ${env.SHUTDOWN_DEADLINE_MS} ms, exiting now`,
      )
      void exitNow()
    }, env.SHUTDOWN_DEADLINE_MS).unref()
    stopSweeper()
    try {
      await app.close()
      // Every request has been answered: what they queued is committed, and the worker's last
      // passes send it (the listener keeps waking it until then).
      await outbox.stop()
      await unlisten()
      mailer.close?.()
      redis?.disconnect()
      await database.close()
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await app.listen({ host: env.HOST, port: env.PORT })
  } catch (error) {
    await database.close().catch(() => undefined)
    fail(`Could not listen on ${env.HOST}:${env.PORT}: ${describeError(error)}`)
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
  // R-OPS-LOCAL-MODE: say so when the local conveniences are on, so nobody mistakes this for a
  // deployment (before the start line, which whoever waits for the start reads last).
  if (env.NODE_ENV !== 'production')
    console.log(
      `Local mode (NODE_ENV=${env.NODE_ENV})${env.DEV_MAILBOX_ON ? `: emails at http://${host}:${port}/dev/mailbox` : ''}. A deployment sets NODE_ENV=production.`,
    )
  // Browsers refuse passkeys at an IP address (R-ACCOUNT-PASSKEY-ORIGIN): name the local twin.
  if (env.HOST === '127.0.0.1')
    console.log(
      `Passkeys need a site name, not an IP address: sign in to accounts at http://localhost:${port}/account`,
    )
  console.log(
    `VA API Platform portal (${database.mode}) is running at http://${host}:${port}/ on Node ${process.version}`,
  )
}

await main()
