import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// R-OPS-NODE: the built server refuses a Node the portal dropped. That it names the Node it runs on
// when it starts is checked by every test that spawns it (built-server.ts).

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

test('The built server refuses to start on Node 20, with one line naming the Node it needs', () => {
  // This process's Node, told to report itself as Node 20 before the bundle runs.
  const asNode20 =
    'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.20.2"})'
  const result = spawnSync(
    process.execPath,
    ['--import', asNode20, 'dist/server.js'],
    {
      cwd: serverRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 50_000,
    },
  )
  expect(result.status).toBe(1)
  expect(result.stderr.trim()).toBe(
    'Node v20.20.2 is not supported: the portal runs on Node 22 (≥ 22.19) or 24 (≥ 24.11). `npm start` runs it on the Node that `npm ci` installs (docs/decisions/012-node-versions.md).',
  )
  expect(result.stdout).not.toMatch(/is running at/)
  // A cold start of the bundle loads every dependency first: seconds on two busy cores.
}, 60_000)
