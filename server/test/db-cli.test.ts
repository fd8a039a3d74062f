import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, onTestFinished, test } from 'vitest'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

// npm run db:migrate runs the bundle, so the bundle is what is tested: built here when missing or
// older than src/ (the same script the npm scripts call), and run with plain node, no tsx.
const build = spawnSync(
  process.execPath,
  [path.join(serverRoot, 'scripts', 'build-if-missing.mjs')],
  { cwd: serverRoot, encoding: 'utf8', timeout: 120_000 },
)
const isBuilt = build.status === 0
if (!isBuilt) {
  console.warn(
    `Skipping the dist/cli.js tests: the server bundle could not be built.\n${build.stderr}`,
  )
}

function runCli(command: string, pgliteDir: string) {
  return spawnSync(process.execPath, ['dist/cli.js', command], {
    cwd: serverRoot,
    // Empty values count as unset and are not replaced by a developer's .env.
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: pgliteDir },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

test.skipIf(!isBuilt)(
  'The built dist/cli.js migrates, finds nothing left to do, and seeds from the bundled seed data',
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-cli-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    const pgliteDir = path.join(dir, 'pgdata')

    const first = runCli('migrate', pgliteDir)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/^Applied migrations: 001-/)

    const again = runCli('migrate', pgliteDir)
    expect(again.status).toBe(0)
    expect(again.stdout.trim()).toBe('No pending migrations')

    const seed = runCli('seed', pgliteDir)
    expect(seed.status).toBe(0)
    expect(seed.stdout).toMatch(/Seeded \d+ APIs and \d+ documented versions/)
  },
  // Migrating twice and seeding (the 12 department specs with their recorded findings, so not
  // linted here): a few seconds, many more on a busy CI machine.
  120_000,
)
