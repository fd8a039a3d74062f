// Bundles the server into dist/server.js (and the spec check worker into dist/spec-check-worker.js),
// and the database chores (npm run db:migrate | db:seed |
// db:reset) into dist/cli.js so they run on plain node, without tsx. Dependencies stay in node_modules (PGlite loads its
// WASM from its own folder); only our workspace package @portal/schema, which is TypeScript
// source, is bundled in. Migrations and seed data are copied next to the bundle.
import { cp, readFile, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const pkg = JSON.parse(
  await readFile(new URL('../package.json', import.meta.url), 'utf8'),
)
const external = Object.keys(pkg.dependencies).filter(
  (name) => name !== '@portal/schema',
)

await rm(`${root}/dist`, { recursive: true, force: true })
await build({
  entryPoints: {
    server: `${root}/src/server.ts`,
    cli: `${root}/src/db/cli.ts`,
    // The spec check pool's worker (R-SPEC-POOL): loaded by file name, beside the bundles.
    'spec-check-worker': `${root}/src/modules/spec-publishing/spec-check-worker.ts`,
  },
  outdir: `${root}/dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
await cp(`${root}/src/db/migrations`, `${root}/dist/migrations`, {
  recursive: true,
})
await cp(`${root}/src/db/seed-data`, `${root}/dist/seed-data`, {
  recursive: true,
})
console.log(
  'server: dist/server.js, dist/cli.js and dist/spec-check-worker.js built',
)
