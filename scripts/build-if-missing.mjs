// `npm start` right after `npm ci`: build the web app and the server bundle once if either is
// missing, so the first start needs no extra command. Later starts reuse the build
// (run `npm run build` after changing code).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url)
const outputs = [
  'web/dist/index.html',
  'web/dist-ssr/entry-server.js',
  'server/dist/server.js',
]
const missing = outputs.filter((file) => !existsSync(new URL(file, root)))
if (missing.length > 0) {
  console.log(`Building the portal (missing: ${missing.join(', ')})…`)
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  process.exit(result.status ?? 1)
}
