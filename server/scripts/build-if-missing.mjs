// Before a database chore (npm run db:migrate | db:seed | db:reset): build the server bundle when
// dist/cli.js is missing, or older than a source file, so a migration added in src/ is never
// skipped by a stale bundle. The build takes about a second; a fresh bundle is reused as is.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = path.join(root, 'dist', 'cli.js')

/** The newest modification time of the files under `dir`, or 0 when it does not exist. */
function newestIn(dir) {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue
    const mtime = statSync(path.join(entry.parentPath, entry.name)).mtimeMs
    if (mtime > newest) newest = mtime
  }
  return newest
}

const reason = !existsSync(bundle)
  ? 'missing'
  : newestIn(path.join(root, 'src')) > statSync(bundle).mtimeMs
    ? 'older than src/'
    : null
if (reason) {
  console.log(`Building the server bundle (dist/cli.js ${reason})…`)
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'build.mjs')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  process.exit(result.status ?? 1)
}
