// npm run db:migrate | db:seed | db:reset (bundled into dist/cli.js): the database chores, outside the server.
import { rm } from 'node:fs/promises'
import { openDatabase } from './client.ts'
import { migrateToLatest } from './migrate.ts'
import { runSeed } from './seed/seed.ts'
import { parseEnv } from '../env.ts'
import path from 'node:path'
import { existsSync } from 'node:fs'
import { SERVER_ROOT } from '../env.ts'

const command = process.argv[2]
if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
  console.error('Usage: node dist/cli.js migrate | seed | reset')
  process.exit(2)
}
const envFile = path.resolve(SERVER_ROOT, '..', '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
// The chores serve nothing: production's rules of what a server exposes (secrets, the dev mailbox)
// are the server's to check.
const env = parseEnv(process.env, { serving: false })

if (command === 'reset') {
  if (env.DATABASE_URL) {
    console.error(
      'db:reset only drops the PGlite folder; drop a PostgreSQL database by hand.',
    )
    process.exit(2)
  }
  await rm(env.PGLITE_PATH, { recursive: true, force: true })
  console.log(`Removed ${env.PGLITE_PATH}`)
}
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pglitePath: env.PGLITE_PATH,
})
try {
  const applied = await migrateToLatest(database.db)
  console.log(
    applied.length
      ? `Applied migrations: ${applied.join(', ')}`
      : 'No pending migrations',
  )
  if (command !== 'migrate') {
    const result = await runSeed(database.db, { apiPrefix: env.API_PREFIX })
    console.log(
      `Seeded ${result.apis} APIs and ${result.docVersions} documented versions`,
    )
  }
} finally {
  await database.close()
}
