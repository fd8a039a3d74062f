import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

test('A database that cannot be opened fails the start with one clear line', () => {
  const result = startServer({
    DATABASE_URL: 'postgres://nobody:wrong@127.0.0.1:1/none',
  })
  expect(result.status).toBe(1)
  const lines = result.stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(
    /^Could not open the database at the PostgreSQL server in DATABASE_URL: /,
  )
  expect(result.stderr).not.toMatch(/\n\s+at /)
})

test('A bad environment variable fails the start with one clear line', () => {
  const result = startServer({ PORT: 'eighty' })
  expect(result.status).toBe(1)
  expect(result.stderr.trim()).toMatch(/^Invalid environment: PORT: /)
})
