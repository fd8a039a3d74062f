// npm start: the built server in local mode (R-OPS-LOCAL-MODE). The server alone
// (`node server/dist/server.js`) takes an unset NODE_ENV for production, which refuses the local
// conveniences; the quick start wants them (the dev mailbox, secrets generated into
// server/var/secrets.json), so it runs with NODE_ENV=development unless NODE_ENV is set, in the
// environment or in .env (a deployment that sets NODE_ENV=production gets none of them).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const envFile = fileURLToPath(new URL('../.env', import.meta.url))
// The server reads .env too; reading it first lets its NODE_ENV count as set. Variables already
// in the environment win over the file, as they do in the server.
if (existsSync(envFile)) process.loadEnvFile(envFile)
process.env.NODE_ENV ||= 'development'
await import('../server/dist/server.js')
