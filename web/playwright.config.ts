import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM } from './e2e/chromium.ts'
import { FLAGS, FLAGS_PORT } from './e2e/flags-server.ts'

// The built app served by the real server over a fresh PGlite folder; Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 8181)
const dataDir = path.join(os.tmpdir(), `portal-e2e-${process.pid}`)
const SEEDED_CATALOGUE = /\/explore(-filters)?\.spec\.ts$/
const MOVES_THE_CLOCK = /\/(account|credential-care)\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The explore tests count the seeded catalogue; the console tests add APIs to it. The explore
  // tests run first, the rest (two at a time again) once they are done.
  projects: [
    { name: 'seeded catalogue', testMatch: SEEDED_CATALOGUE },
    {
      name: 'everything else',
      testIgnore: [SEEDED_CATALOGUE, MOVES_THE_CLOCK],
      dependencies: ['seeded catalogue'],
    },
    // These move the server's clock (TEST_CLOCK) by minutes to an hour, which ends the console's
    // and the accounts' sessions of any test running beside them: they run last, one at a time.
    {
      name: 'moves the clock',
      testMatch: MOVES_THE_CLOCK,
      dependencies: ['everything else'],
      workers: 1,
    },
  ],
  workers: 2,
  // No retries, in CI either: a test that fails once fails the run, so a flake is seen and fixed
  // rather than passed on its second try.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'off',
  },
  webServer: [
    {
      command: 'node ../server/dist/server.js',
      url: `http://127.0.0.1:${PORT}/platform-backend/v0/healthcheck`,
      reuseExistingServer: false,
      // A fresh database: the seed validates and lints every seeded spec first (R-SPEC-SEED).
      timeout: 180_000,
      env: {
        // A test run: the dev mailbox and the test clock exist only outside production.
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: dataDir,
        UPLOAD_DIR: `${dataDir}-uploads`,
        LOG_LEVEL: 'warn',
        // Parallel browser tests share one IP; the limit itself is tested in the server suite.
        READ_RATE_LIMIT_PER_MINUTE: '10000',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000',
        EMAIL_RATE_LIMIT_PER_HOUR: '1000',
        OAUTH_RATE_LIMIT_PER_MINUTE: '10000',
        SIGN_IN_FAILURES_PER_ADDRESS: '1000',
        STAFF_SIGN_IN_PER_ADDRESS_PER_MINUTE: '10000',
        STAFF_SIGN_IN_PER_PERSON_PER_MINUTE: '1000',
        // The credential-care test moves the clock past a rotation's overlap (R-CARE-TEST-CLOCK).
        TEST_CLOCK: 'true',
      },
    },
    {
      // The feature-flag tests (e2e/feature-flags.spec.ts); its own secrets, so the two servers
      // never race to create server/var/secrets.json.
      command: 'node ../server/dist/server.js',
      url: `http://127.0.0.1:${FLAGS_PORT}/platform-backend/v0/healthcheck`,
      reuseExistingServer: false,
      // A fresh database: the seed validates and lints every seeded spec first (R-SPEC-SEED).
      timeout: 180_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(FLAGS_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: `${dataDir}-flags`,
        UPLOAD_DIR: `${dataDir}-flags-uploads`,
        MAIL_DIR: `${dataDir}-flags-mail`,
        CREDENTIAL_HASH_SECRET: 'e2e-flags-credential-secret-0123456789',
        TEST_DATA_LINK_SECRET: 'e2e-flags-test-data-link-secret-0123456',
        LOG_LEVEL: 'warn',
        READ_RATE_LIMIT_PER_MINUTE: '10000',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000',
        EMAIL_RATE_LIMIT_PER_HOUR: '1000',
        FEATURE_FLAGS: JSON.stringify(FLAGS),
        // Left at its defaults: console-sign-in.spec.ts meets the staff sign-in limit here, where
        // no other test signs in.
      },
    },
  ],
})
