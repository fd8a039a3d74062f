import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, onTestFinished, test } from 'vitest'
import { seededPgliteCopy, spawnBuiltServer } from './built-server.ts'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 50_000,
  })
}

/** The built server, as a deployment runs it; it is expected to refuse and exit. */
function startBuiltServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['dist/server.js'], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 50_000,
  })
}

// Starting a server migrates and seeds a fresh PGlite folder: seconds on a busy machine.
const SPAWN_TIMEOUT = 120_000
const START_TIMEOUT = 90_000
const SECRET = 'a-production-secret-of-32-chars-at-least'

async function freshFolders() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-start-'))
  return {
    dir,
    PGLITE_DIR: path.join(dir, 'pgdata'),
    MAIL_DIR: path.join(dir, 'mail'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
  }
}

test(
  'A database that cannot be opened fails the start with one clear line',
  { timeout: 60_000 },
  () => {
    const result = startServer({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://nobody:wrong@127.0.0.1:1/none',
    })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^Could not open the database at the PostgreSQL server in DATABASE_URL: /,
    )
    expect(result.stderr).not.toMatch(/\n\s+at /)
  },
)

test(
  'A bad environment variable fails the start with one clear line',
  { timeout: 60_000 },
  () => {
    const result = startServer({ NODE_ENV: 'test', PORT: 'eighty' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toMatch(/^Invalid environment: PORT: /)
  },
)

test(
  'The built server in production on the embedded database refuses the dev mailbox, the test clock and short or missing secrets, listing every problem in one line (R-OPS-PRODUCTION-SAFE)',
  { timeout: 60_000 },
  async () => {
    const folders = await freshFolders()
    // NODE_ENV unset is production too: the server's own default.
    for (const NODE_ENV of ['production', '']) {
      const result = startBuiltServer({
        ...folders,
        NODE_ENV,
        DATABASE_URL: '',
        DEV_MAILBOX: 'true',
        TEST_CLOCK: 'true',
        CREDENTIAL_HASH_SECRET: 'short',
        TEST_DATA_LINK_SECRET: '',
      })
      expect(result.status, NODE_ENV).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr.trim().split('\n')).toEqual([
        'Invalid environment: ' +
          [
            'CREDENTIAL_HASH_SECRET: must be at least 32 characters (or unset: generated outside production)',
            'TEST_DATA_LINK_SECRET: must be set when NODE_ENV=production (32+ random characters)',
            'DEV_MAILBOX: must be off when NODE_ENV=production (the mailbox shows every email)',
            'TEST_CLOCK: must be off when NODE_ENV=production',
          ].join('; '),
      ])
    }
    // Refused before anything was opened or written.
    expect(existsSync(folders.PGLITE_DIR)).toBe(false)
  },
)

test(
  'The built server in production on the embedded database, with its secrets, serves no dev mailbox and no test clock',
  { timeout: SPAWN_TIMEOUT },
  async () => {
    const folders = await freshFolders()
    const server = await spawnBuiltServer(
      {
        ...folders,
        // Migrated and seeded already: a first start, migrations and seed included, is the
        // local-mode test's below (and db-cli's); this one is about what production serves.
        PGLITE_DIR: await seededPgliteCopy(folders.PGLITE_DIR),
        NODE_ENV: 'production',
        DATABASE_URL: '',
        CREDENTIAL_HASH_SECRET: SECRET,
        TEST_DATA_LINK_SECRET: `${SECRET}-links`,
      },
      START_TIMEOUT,
    )
    onTestFinished(() => {
      server.child.kill('SIGKILL')
    })
    const mailbox = await fetch(
      `${server.origin}/platform-backend/v0/dev/mailbox`,
    )
    expect(mailbox.status).toBe(404)
    expect(await mailbox.json()).toEqual({ errors: ['Not found'] })
    const clock = await fetch(
      `${server.origin}/platform-backend/v0/test/clock`,
      {
        method: 'POST',
        headers: {
          'x-csrf-token': 'start-test-csrf-token-0123456789',
          cookie: 'CSRF-TOKEN=start-test-csrf-token-0123456789',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ advanceMs: 3_600_000 }),
      },
    )
    expect(clock.status).toBe(404)
    expect(server.output()).not.toContain('Local mode')
  },
)

test(
  "npm start's entry runs in local mode when NODE_ENV is unset: the dev mailbox is on and the secrets are generated (R-OPS-LOCAL-MODE)",
  { timeout: SPAWN_TIMEOUT },
  async () => {
    const server = await spawnBuiltServer(
      {
        ...(await freshFolders()),
        // Unset, as in a fresh shell (empty counts as unset, and wins over a developer's .env).
        NODE_ENV: '',
        DATABASE_URL: '',
        SMTP_URL: '',
        DEV_MAILBOX: '',
        CREDENTIAL_HASH_SECRET: '',
        TEST_DATA_LINK_SECRET: '',
      },
      START_TIMEOUT,
      '../scripts/start.mjs',
    )
    onTestFinished(() => {
      server.child.kill('SIGKILL')
    })
    expect(server.output()).toContain(
      `Local mode (NODE_ENV=development): emails at ${server.origin}/dev/mailbox.`,
    )
    // Passkeys refuse an IP address: the start names the localhost twin of the account pages.
    expect(server.output()).toContain(
      `sign in to accounts at ${server.origin.replace('127.0.0.1', 'localhost')}/account`,
    )
    const mailbox = await fetch(
      `${server.origin}/platform-backend/v0/dev/mailbox`,
    )
    expect(mailbox.status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  },
)
