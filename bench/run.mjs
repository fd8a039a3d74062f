// npm run bench: the figures the issues ask for, printed and saved to bench/results/.
//  0. explore filter + search time per keystroke on 1,000 generated APIs (bench/filter-bench.ts);
//  1. bytes on the wire per route (JS, CSS, data, fonts) as the built server sends them to
//     Chromium accepting `br, gzip`, and again accepting gzip only (the "JS, gzip");
//  2. a bundle report: what is in the entry chunk and in each route's first-load scripts;
//  3. Lighthouse, mobile, three runs per route, medians of score, LCP, TBT, CLS and FCP;
//  4. catalogue endpoint and page throughput (a rendered API page beside the page shell):
//     requests/second and p99 latency at 100 connections for
//     10 seconds, autocannon against the built server.
//  5. the sandbox gateway: requests/second and latency at 100 connections for a call answered
//     from a spec with an API key, beside a no-op route; the difference of medians is its cost.
//  6. the console's review queue: 10,000 production requests, each typical filter, search, sort
//     and page answered by the app in-process; the server's median time per query (issue 28's
//     budget: under 100 ms at the median), then the console overview's figures over them.
//  7. spec publishing (issue 29): a generated 1,000-operation OpenAPI document validated, linted,
//     diffed against its previous version and live at the sandbox gateway; seconds and memory.
//  8. deprecation notices (issue 36): the notice to 10,000 developers who called one API queued
//     (goal: under 5 s), then sent through the outbox, once each.
//  9. the request log (issue 37): an app's log read from 1,000,000 recorded calls over 1,000 apps,
//     filtered by status, API and both; median and p95 server time (goal: under 100 ms median).
// BENCH_PARTS=wire,lighthouse (any of filter, wire, lighthouse, throughput, gateway, queue,
// publishing, deprecation, reqlog) runs only those;
// BENCH_LIGHTHOUSE_RUNS=1 makes a quick Lighthouse pass.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startBuiltServer } from './built-server.mjs'
import { wireBytes } from './wire-bytes.mjs'
import { lighthouseRuns } from './lighthouse-runs.mjs'
import { bundleReportMarkdown } from './bundle-report.mjs'
import { gatewayThroughput } from './gateway-throughput.mjs'

const root = new URL('..', import.meta.url).pathname
const distDir = path.join(root, 'web/dist')
const PORT = Number(process.env.BENCH_PORT ?? 8191)
const CONNECTIONS = 100
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PARTS = new Set(
  (
    process.env.BENCH_PARTS ??
    'filter,wire,lighthouse,throughput,gateway,queue,publishing,deprecation,reqlog'
  ).split(','),
)
const LIGHTHOUSE_ROUTES = [
  '/',
  '/explore',
  '/explore/api/va-facilities',
  '/explore/api/va-facilities/docs',
  // A content page (issue 35's figures name one beside home, Explore and an API page).
  '/about',
]
const WIRE_ROUTES = [
  ...LIGHTHOUSE_ROUTES,
  '/about/news',
  '/support/faq',
  '/support/contact-us',
  '/production-access/production-access-application',
  '/explore/api/va-facilities/sandbox-access',
  '/sandbox-credentials',
  '/sandbox-sign-in/unknown-interaction',
]

if (
  !existsSync(path.join(distDir, '.vite/manifest.json')) ||
  !existsSync(path.join(root, 'server/dist/server.js'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
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

// Spec publishing with a 1,000-operation document (TypeScript, through tsx; its own PGlite).
function publishingTimings() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/publishing-bench.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  if (run.status !== 0)
    throw new Error(`publishing bench failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1))
}

// The review queue on 10,000 requests (TypeScript, run through tsx; its own PGlite database).
function queueTimings() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/queue-bench.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`queue bench failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1))
}

// Deprecation notices to 10,000 callers of one API (TypeScript, through tsx; its own PGlite).
function deprecationTimings() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/deprecation-bench.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  if (run.status !== 0)
    throw new Error(`deprecation bench failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1))
}

// An app's request log over 1,000,000 calls (TypeScript, through tsx; its own PGlite database).
function requestLogTimings() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/request-log-bench.ts'],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  if (run.status !== 0)
    throw new Error(`request log bench failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1))
}

async function catalogueThroughput(origin) {
  const runs = {}
  // Browsers ask for compression; other clients may not. Both are measured.
  for (const [name, encoding] of [
    ['compressed', 'gzip, deflate, br'],
    ['identity', 'identity'],
  ]) {
    const result = await autocannon({
      url: `${origin}/platform-backend/v0/providers/transformations/legacy.json?environment=sandbox`,
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
}

// A page as browsers ask for it (ADR 051): the server-rendered API page, cached per address and
// compressed once, beside the page shell every address answered before (the console still gets
// it), both with brotli accepted.
async function pageThroughput(origin) {
  const runs = {}
  for (const [name, url] of [
    ['rendered API page', `${origin}/explore/api/va-facilities`],
    ['page shell', `${origin}/console`],
  ]) {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
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
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true })
const stamp = results.date.replaceAll(':', '-')

if (PARTS.has('filter')) {
  const filter = (results.filter = filterTimings())
  console.log(
    `explore filter + search on ${filter.apis} APIs (${filter.releaseNotesMegabytes} MB of release notes): ` +
      `${filter.perKeystrokeMeanMs} ms mean, ${filter.perKeystrokeP95Ms} ms p95, ${filter.perKeystrokeMaxMs} ms max per keystroke; ` +
      `index built once in ${filter.indexBuildMs} ms`,
  )
}

if (PARTS.has('publishing')) {
  const publishing = (results.publishing = publishingTimings())
  const step = (name, figures) =>
    `  ${name}: ${figures.seconds} s (${figures.cpuSeconds} s CPU), peak RSS ${figures.peakRssMb} MB, peak heap ${figures.peakHeapMb} MB`
  console.log(
    `spec publishing, ${publishing.operations} operations (${publishing.documentKilobytes} kB), ` +
      `${publishing.changes} changes against the previous version (breaking: ${publishing.breaking}):`,
  )
  for (const name of [
    'seed',
    'validate',
    'lint',
    'diff',
    'checkEndpoint',
    'publishEndpoint',
    'firstGatewayAnswer',
  ])
    console.log(step(name, publishing[name]))
  console.log(
    `  publish to live at the gateway: ${publishing.publishToLiveSeconds} s (${publishing.publishToLiveCpuSeconds} s CPU)`,
  )
  const liveness = publishing.livenessDuringLargeCheck
  console.log(
    `  liveness while a ${liveness.documentKilobytes} kB document is checked: p99 ${liveness.p99Ms} ms, ` +
      `max ${liveness.maxMs} ms over ${liveness.probes} probes (goal: p99 under 50 ms)`,
  )
}

if (PARTS.has('queue')) {
  const queue = (results.queue = queueTimings())
  console.log(
    `review queue on ${queue.requests} production requests: ${queue.medianMs} ms median, ${queue.p95Ms} ms p95 server time ` +
      `over ${Object.keys(queue.perQuery).length} queries (slowest query's median ${queue.maxQueryMedianMs} ms)`,
  )
  for (const [query, figures] of Object.entries(queue.perQuery))
    console.log(
      `  ${query}: ${figures.medianMs} ms median, ${figures.p95Ms} ms p95 (${figures.total} rows match)`,
    )
  console.log(
    `console overview on the same requests and ${queue.events} timeline events: ${queue.overview.medianMs} ms median, ${queue.overview.p95Ms} ms p95 server time`,
  )
}

if (PARTS.has('deprecation')) {
  const notices = (results.deprecation = deprecationTimings())
  console.log(
    `deprecation notice to ${notices.developers} developers who called one API: ${notices.queued} queued in ` +
      `${notices.queueSeconds} s (goal: under 5 s), ${notices.queuedOnSecondPass} more on a second pass (${notices.secondPassSeconds} s); ` +
      `${notices.sent} sent to ${notices.addresses} addresses in ${notices.sendSeconds} s, ${notices.sentMoreThanOnce} more than once`,
  )
}

if (PARTS.has('reqlog')) {
  const log = (results.requestLog = requestLogTimings())
  console.log(
    `request log of an app among ${log.calls} calls over ${log.apps} apps (${log.credentials} credentials): ` +
      `${log.medianMs} ms median, ${log.p95Ms} ms p95 server time filtered (goal: under 100 ms median); seeded in ${log.seedSeconds} s`,
  )
  for (const [filter, figures] of Object.entries(log.perFilter))
    console.log(
      `  ${filter}: ${figures.medianMs} ms median, ${figures.p95Ms} ms p95, ${figures.rows} calls a page`,
    )
}

// The per-IP limit would turn the runs into a 429 benchmark; it is measured off here. Only the
// parts that load the built server start it.
const SERVER_PARTS = ['wire', 'lighthouse', 'throughput', 'gateway']
const server = SERVER_PARTS.some((part) => PARTS.has(part))
  ? await startBuiltServer(root, PORT, {
      READ_RATE_LIMIT_PER_MINUTE: '1000000000',
      SANDBOX_RATE_LIMIT_PER_MINUTE: '1000000000',
    })
  : null
try {
  if (PARTS.has('wire')) {
    const wire = (results.wire = await wireBytes(server.origin, WIRE_ROUTES, {
      'br, gzip': ['br', 'gzip'],
      gzip: ['gzip'],
    }))
    console.log(
      '\nbytes on the wire, first load until network idle (JS | CSS | data | fonts | images | HTML):',
    )
    for (const route of WIRE_ROUTES) {
      const best = wire['br, gzip'][route]
      const gzip = wire.gzip[route]
      console.log(
        `  ${route}: br,gzip ${kb(best.js)} | ${kb(best.css)} | ${kb(best.data)} | ${kb(best.font)} | ${kb(best.image)} | ${kb(best.html)}` +
          `; gzip only: JS ${kb(gzip.js)}, CSS ${kb(gzip.css)}`,
      )
    }
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    )
    // The app's entry (index.html's); src/boot.ts only imports it (ADR 059).
    const entry = manifest['index.html']
    const scripts = Object.fromEntries(
      WIRE_ROUTES.map((route) => [
        route,
        wire['br, gzip'][route].files
          .filter((file) => file.kind === 'js')
          .map((file) => file.url.replace(/^\//, '')),
      ]),
    )
    const report = path.join(root, 'bench/results', `bundle-report-${stamp}.md`)
    writeFileSync(report, bundleReportMarkdown(distDir, entry.file, scripts))
    console.log(`bundle report: ${path.relative(root, report)}`)
  }
  if (PARTS.has('lighthouse')) {
    const lighthouse = (results.lighthouse = lighthouseRuns(
      root,
      server.origin,
      LIGHTHOUSE_ROUTES,
      Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    ))
    console.log('\nLighthouse mobile, medians:')
    for (const [route, r] of Object.entries(lighthouse)) {
      console.log(
        `  ${route}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r['best-practices']}, SEO ${r.seo}; ` +
          `LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, FCP ${(r.fcpMs / 1000).toFixed(2)} s` +
          (r.failed.length ? ` (below 0.9: ${r.failed.join(', ')})` : ''),
      )
    }
  }
  if (PARTS.has('throughput')) {
    const catalogue = (results.catalogue = await catalogueThroughput(
      server.origin,
    ))
    for (const [name, run] of Object.entries(catalogue)) {
      console.log(
        `catalogue endpoint (${name}): ${run.requestsPerSecond} requests/s, p99 ${run.latencyP99Ms} ms, p50 ${run.latencyP50Ms} ms ` +
          `(${run.connections} connections, ${run.durationSeconds} s, ${run.non2xx} non-2xx, ${run.errors} errors)`,
      )
    }
    const pages = (results.pages = await pageThroughput(server.origin))
    for (const [name, run] of Object.entries(pages)) {
      console.log(
        `${name}: ${run.requestsPerSecond} requests/s, p99 ${run.latencyP99Ms} ms, p50 ${run.latencyP50Ms} ms ` +
          `(${run.connections} connections, ${run.durationSeconds} s, ${run.non2xx} non-2xx, ${run.errors} errors)`,
      )
    }
  }
  if (PARTS.has('gateway')) {
    const gateway = (results.gateway = await gatewayThroughput(
      server.origin,
      CONNECTIONS,
      DURATION_SECONDS,
      server.pid,
    ))
    for (const name of ['baseline', 'gateway']) {
      const run = gateway[name]
      console.log(
        `${name === 'gateway' ? 'sandbox gateway (Facilities, API key)' : 'no-op route (health/live)'}: ` +
          `${run.requestsPerSecond} requests/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms ` +
          `(${gateway.connections} connections, ${gateway.durationSeconds} s, ${run.non2xx} non-2xx, ${run.errors} errors)`,
      )
    }
    console.log(
      `the gateway adds ${gateway.addedP50Ms} ms to the median request at this load`,
    )
    if (gateway.cpuMsPerCall !== null)
      console.log(
        `server CPU per gateway call at ${gateway.fixedRate} calls/s (recording included): ${gateway.cpuMsPerCall} ms`,
      )
  }
} finally {
  await server?.stop()
}

const out = path.join(root, 'bench/results', `bench-${stamp}.json`)
writeFileSync(out, JSON.stringify(results, null, 2))
console.log(`saved ${path.relative(root, out)}`)
