// npm run bench: the figures the issues ask for, printed and saved to bench/results/.
//  0. explore filter + search time per keystroke on 1,000 generated APIs (bench/filter-bench.ts);
//  1. gzipped JS (and CSS) of the first load of each route, followed through the Vite manifest;
//  2. catalogue endpoint throughput: requests/second and p99 latency at 100 connections for
//     10 seconds, autocannon against the built server on 127.0.0.1 over a fresh PGlite folder.
import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const root = new URL('..', import.meta.url).pathname
const distDir = path.join(root, 'web/dist')
// The modules each page loads on its first visit (route chunks, and the viewer the docs page
// imports as soon as it renders).
const ROUTES = {
  '/': ['src/app/routes/home-route.tsx'],
  '/explore': ['src/app/routes/explore-route.tsx'],
  '/explore/api/{slug} (overview)': [
    'src/app/routes/api-area-route.tsx',
    'src/app/routes/api-overview-route.tsx',
  ],
  '/explore/api/{slug}/docs': [
    'src/app/routes/api-area-route.tsx',
    'src/app/routes/api-docs-route.tsx',
    'src/features/docs-viewer/spec-viewer.tsx',
  ],
  '/about/news': ['src/features/news/news-page.tsx'],
  '/production-access/request-prod-access': [
    'src/features/production-access-guide/request-production-access.tsx',
  ],
  '/production-access/production-access-application': [
    'src/app/routes/production-request-route.tsx',
  ],
  '/support/faq': ['src/features/site-content/faq-page.tsx'],
  '/api-publishing': ['src/features/api-publishing/publishing-overview.tsx'],
}
const CONNECTIONS = 100
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 8191)

if (
  !existsSync(path.join(distDir, '.vite/manifest.json')) ||
  !existsSync(path.join(root, 'server/dist/server.js'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

function gzippedBytes(file) {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length
}

// Files a chunk loads before it runs: itself, its CSS and its static imports, recursively.
function collectFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? [])
    collectFiles(manifest, imported, files)
  return files
}

function bundleSizes() {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  )
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, modules]) => {
      const files = modules.reduce(
        (found, module) => collectFiles(manifest, module, found),
        collectFiles(manifest, entry),
      )
      const sum = (extension) =>
        [...files]
          .filter((file) => file.endsWith(extension))
          .reduce((total, file) => total + gzippedBytes(file), 0)
      return [
        route,
        {
          jsGzipBytes: sum('.js'),
          cssGzipBytes: sum('.css'),
          files: [...files],
        },
      ]
    }),
  )
}

async function waitForHealth(url, deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Server did not become healthy at ${url}`)
}

async function catalogueThroughput() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
  const server = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The per-IP limit would turn the run into a 429 benchmark; it is measured off here.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'silent',
      READ_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
  })
  const base = `http://127.0.0.1:${PORT}/platform-backend`
  try {
    await waitForHealth(`${base}/v0/healthcheck`)
    const runs = {}
    // Browsers ask for gzip; other clients may not. Both are measured.
    for (const [name, encoding] of [
      ['gzip', 'gzip, deflate, br'],
      ['identity', 'identity'],
    ]) {
      const result = await autocannon({
        url: `${base}/v0/providers/transformations/legacy.json?environment=sandbox`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { 'accept-encoding': encoding },
      })
      runs[name] = {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP99Ms: result.latency.p99,
        latencyP50Ms: result.latency.p50,
        non2xx: result.non2xx,
        errors: result.errors,
      }
    }
    return runs
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// Filter + search per keystroke on 1,000 generated APIs (TypeScript, run through tsx).
function filterTimings() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/filter-bench.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`filter bench failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1))
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const bundles = bundleSizes()
for (const [route, size] of Object.entries(bundles)) {
  console.log(
    `first load of ${route}: JS ${kb(size.jsGzipBytes)} gzipped, CSS ${kb(size.cssGzipBytes)} gzipped`,
  )
}
const filter = filterTimings()
console.log(
  `explore filter + search on ${filter.apis} APIs (${filter.releaseNotesMegabytes} MB of release notes): ` +
    `${filter.perKeystrokeMeanMs} ms mean, ${filter.perKeystrokeP95Ms} ms p95, ${filter.perKeystrokeMaxMs} ms max per keystroke; ` +
    `index built once in ${filter.indexBuildMs} ms`,
)
const catalogue = await catalogueThroughput()
for (const [name, run] of Object.entries(catalogue)) {
  console.log(
    `catalogue endpoint (${name}): ${run.requestsPerSecond} requests/s, p99 ${run.latencyP99Ms} ms, p50 ${run.latencyP50Ms} ms ` +
      `(${run.connections} connections, ${run.durationSeconds} s, ${run.non2xx} non-2xx, ${run.errors} errors)`,
  )
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true })
const out = path.join(
  root,
  'bench/results',
  `bench-${new Date().toISOString().replaceAll(':', '-')}.json`,
)
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      bundles,
      filter,
      catalogue,
    },
    null,
    2,
  ),
)
console.log(`saved ${path.relative(root, out)}`)
