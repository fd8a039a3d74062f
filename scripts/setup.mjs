// npm run setup: a .env from .env.example if there is none, then migrate and seed the database.
import { copyFileSync, existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url)
if (!existsSync(new URL('.env', root))) {
  copyFileSync(new URL('.env.example', root), new URL('.env', root))
  console.log('Created .env from .env.example')
}
const result = spawnSync('npm', ['run', 'db:seed'], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
